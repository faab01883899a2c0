import { Field, Float, InputType, registerEnumType } from '@nestjs/graphql';
import type { Allergen, Diet, DishCategory } from '@hearth/contracts';
import { AllergenEnum, DishCategoryEnum } from '../dishes/dish.types.js';

/**
 * The diets a guest may follow (`DIETS` of the contracts): the same enum, values and description
 * as the users subgraph's `Diet` (its dietary profile), so the supergraph composes one `Diet`.
 */
export const ExploreDietEnum = {
  VEGAN: 'VEGAN',
  VEGETARIAN: 'VEGETARIAN',
  HALAL: 'HALAL',
  GLUTEN_FREE: 'GLUTEN_FREE',
} as const satisfies Record<Diet, Diet>;
registerEnumType(ExploreDietEnum, {
  name: 'Diet',
  description: 'A diet a guest follows: vegan, vegetarian, halal or gluten-free.',
});

/** How the guest gets the food (explore's delivery or pickup filter). */
export const ExploreFulfilmentEnum = { DELIVERY: 'DELIVERY', PICKUP: 'PICKUP' } as const;
export type ExploreFulfilment = keyof typeof ExploreFulfilmentEnum;
registerEnumType(ExploreFulfilmentEnum, {
  name: 'ExploreFulfilment',
  description: 'Delivery or pickup (explore filter).',
});

/** Explore sort orders: best rated first, or nearest to the guest's postal code first. */
export const ExploreSortEnum = { RATING: 'RATING', DISTANCE: 'DISTANCE' } as const;
export type ExploreSort = keyof typeof ExploreSortEnum;
registerEnumType(ExploreSortEnum, {
  name: 'ExploreSort',
  description:
    'RATING: best average first (unrated last). DISTANCE: nearest first (needs postalCode).',
});

/**
 * Explore filters (/user/explore). Every field is optional; given fields are combined with AND.
 * Each is backed by an index (docs/api.md "Explore").
 */
@InputType('ExploreFilterInput')
export class ExploreFilterInput {
  @Field(() => [String], {
    nullable: true,
    description: 'Restaurants with ANY of these cuisine tags (exact tags, see exploreCuisines).',
  })
  cuisines?: string[] | null;
  @Field(() => [DishCategoryEnum], {
    nullable: true,
    description: 'Restaurants with an active dish in ALL of these categories.',
  })
  categories?: DishCategory[] | null;
  @Field(() => ExploreFulfilmentEnum, {
    nullable: true,
    description:
      'DELIVERY or PICKUP: the restaurant offers it (and, with `date`, that day’s occurrence does).',
  })
  fulfilment?: ExploreFulfilment | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Local date YYYY-MM-DD: the restaurant has an occurrence that day, before its order cutoff, with portions left.',
  })
  date?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Free text (≤ 100 characters), accents and case ignored: every word prefixes a word of the name or description, or the text is close to (a few typos) a word of the restaurant name, its cuisines, or an active dish name or cuisine, or the chef’s name.',
  })
  text?: string | null;
  @Field(() => Float, {
    nullable: true,
    description:
      'With `postalCode`: restaurants offering pickup count as reachable within this many km (1–100, default 10). Ignored without `postalCode`.',
  })
  pickupWithinKm?: number | null;
  @Field(() => [AllergenEnum], {
    nullable: true,
    description:
      'A guest’s dietary profile: restaurants with an active dish that contains none of these allergens and whose allergens are declared (docs/rules/allergens.md).',
  })
  avoidAllergens?: Allergen[] | null;
  @Field(() => [ExploreDietEnum], {
    nullable: true,
    description:
      'A guest’s dietary profile: restaurants with an active dish that meets ALL of these diets (with `avoidAllergens`, the same dish).',
  })
  diets?: Diet[] | null;
}
