import { Field, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { Diet } from '@hearth/contracts';
import { resultUnion } from '@hearth/nest-common';

/** GraphQL enum of the diets a guest may follow (`DIETS` of the contracts). */
export const DietEnum = {
  VEGAN: 'VEGAN',
  VEGETARIAN: 'VEGETARIAN',
  HALAL: 'HALAL',
  GLUTEN_FREE: 'GLUTEN_FREE',
} as const satisfies Record<Diet, Diet>;
registerEnumType(DietEnum, {
  name: 'Diet',
  description: 'A diet a guest follows: vegan, vegetarian, halal or gluten-free.',
});

/** A guest's dietary profile (docs/rules/allergens.md#a-guests-dietary-profile). */
@ObjectType('DietaryProfile')
export class DietaryProfileType {
  @Field(() => [String], {
    description: "Priority allergens the guest avoids (codes of restaurants' `Allergen`).",
  })
  avoidAllergens!: string[];
  @Field(() => [DietEnum]) diets!: Diet[];
}

/** The dietary profile form (every field nullable so rules give messages). */
@InputType('DietaryProfileInput')
export class DietaryProfileInput {
  @Field(() => [String], { nullable: true, description: "Codes of restaurants' `Allergen`." })
  avoidAllergens?: string[] | null;
  @Field(() => [DietEnum], { nullable: true }) diets?: Diet[] | null;
}

/** Result of `setDietaryProfile`: the saved profile, ValidationError or ServerError. */
export const DietaryProfileResult = resultUnion('DietaryProfileResult', () => DietaryProfileType);
