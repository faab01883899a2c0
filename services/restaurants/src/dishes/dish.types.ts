import {
  Directive,
  Field,
  Float,
  ID,
  InputType,
  Int,
  ObjectType,
  registerEnumType,
} from '@nestjs/graphql';
import type { Allergen, DishCategory, DishStatus } from '@hearth/contracts';
import { resultUnion } from '@hearth/nest-common';

/** GraphQL enum of dish categories: dietary labels, any number of them per dish. */
export const DishCategoryEnum = {
  DAIRY_FREE: 'DAIRY_FREE',
  GLUTEN_FREE: 'GLUTEN_FREE',
  HALAL: 'HALAL',
  KOSHER: 'KOSHER',
  VEG: 'VEG',
  VEGAN: 'VEGAN',
} as const satisfies Record<DishCategory, DishCategory>;
registerEnumType(DishCategoryEnum, {
  name: 'DishCategory',
  description:
    'Dietary labels, any number per dish: Dairy Free, Gluten Free, Halal, Kosher, Veg, Vegan.',
});

/** GraphQL enum of Canada's priority allergens (`ALLERGENS` of the contracts). */
export const AllergenEnum = {
  EGGS: 'EGGS',
  MILK: 'MILK',
  MUSTARD: 'MUSTARD',
  PEANUTS: 'PEANUTS',
  SESAME: 'SESAME',
  SOY: 'SOY',
  CRUSTACEANS_MOLLUSCS: 'CRUSTACEANS_MOLLUSCS',
  FISH: 'FISH',
  SULPHITES: 'SULPHITES',
  TREE_NUTS: 'TREE_NUTS',
  WHEAT_TRITICALE: 'WHEAT_TRITICALE',
  GLUTEN: 'GLUTEN',
} as const satisfies Record<Allergen, Allergen>;
registerEnumType(AllergenEnum, {
  name: 'Allergen',
  description:
    "Canada's priority food allergens; GLUTEN stands for gluten sources (barley, oats, rye, triticale, wheat).",
});

/**
 * GraphQL enum of dish statuses: the chef sets Active / Inactive from the dish card and archives a
 * dish instead of deleting it (docs/rules/catalogue.md#dishes).
 */
export const DishStatusEnum = {
  ACTIVE: 'ACTIVE',
  INACTIVE: 'INACTIVE',
  ARCHIVED: 'ARCHIVED',
} as const satisfies Record<DishStatus, DishStatus>;
registerEnumType(DishStatusEnum, {
  name: 'DishStatus',
  description: 'ACTIVE (public), INACTIVE (hidden from guests), ARCHIVED (hidden from lists).',
});

/** A dish image and its thumbnail. */
@ObjectType('DishImage')
export class DishImageType {
  @Field() url!: string;
  @Field(() => String, {
    nullable: true,
    description: '400-px WebP thumbnail; null when the store makes none.',
  })
  thumbnailUrl!: string | null;
}

/** An ingredient of a dish: name, quantity (≥ 0), unit (text) and optional notes. */
@ObjectType('Ingredient')
export class IngredientType {
  @Field() name!: string;
  @Field(() => Float, { description: 'A number ≥ 0, in `unit`s.' }) quantity!: number;
  @Field({ description: "Unit text, e.g. 'cups'." }) unit!: string;
  @Field(() => String, { nullable: true }) notes!: string | null;
}

/** A dish of a restaurant (older field names map to these in docs/api.md). Money in cents. */
@ObjectType('Dish')
@Directive('@key(fields: "id")')
export class DishType {
  @Field(() => ID) id!: string;
  @Field(() => ID) restaurantId!: string;
  @Field() name!: string;
  @Field({ description: 'What the dish is, 10–3000 characters.' }) description!: string;
  @Field(() => Int, { description: 'Price of one portion in integer cents.' })
  priceCents!: number;
  @Field(() => Int, { description: 'Seconds, 1–3599 (minutes and seconds, no hours).' })
  preparationTimeSeconds!: number;
  @Field(() => Int, { description: 'Spice level, 0–3.' }) spiceLevel!: number;
  @Field(() => [String], { description: "Allergy warnings; a single 'none' is valid." })
  allergyWarnings!: string[];
  @Field({ description: "One of the restaurant's cuisines." }) cuisine!: string;
  @Field({ description: 'Delivery/handling instructions.' })
  handlingInstructions!: string;
  @Field({ description: 'Main ingredients/preparation.' })
  preparationInstructions!: string;
  @Field({ description: 'How long the dish keeps (text).' }) shelfLife!: string;
  @Field({ description: 'Portion size text.' }) portionSize!: string;
  @Field(() => [DishImageType], { description: 'The first is the main image.' })
  images!: DishImageType[];
  @Field(() => [DishCategoryEnum]) categories!: DishCategory[];
  @Field(() => [IngredientType]) ingredients!: IngredientType[];
  @Field(() => [AllergenEnum], {
    description: 'Priority allergens the dish contains (empty when undeclared or none).',
  })
  allergens!: Allergen[];
  @Field(() => [AllergenEnum], {
    description: 'Priority allergens it may contain (cross-contact in the kitchen).',
  })
  mayContainAllergens!: Allergen[];
  @Field(() => DishStatusEnum) status!: DishStatus;
}

/** One ingredient row of the dish form (`ingredientSchema`; nullable so rules give messages). */
@InputType('IngredientInput')
export class IngredientInput {
  @Field(() => String, { nullable: true, description: 'The ingredient name; required.' })
  name?: string | null;
  @Field(() => Float, { nullable: true, description: 'Required, ≥ 0.' })
  quantity?: number | null;
  @Field(() => String, { nullable: true, description: "Required unit text, e.g. 'cups'." })
  unit?: string | null;
  @Field(() => String, { nullable: true, description: 'Optional, at least 3 characters.' })
  notes?: string | null;
}

/**
 * Add/update dish form (rules and messages: `dishSchema`). Every field is nullable so a missing
 * value gets its message as a `ValidationError`. The dish's menu (always 'Regular'), its portions
 * per haul (always 1) and its restaurant (an argument here) are not inputs.
 */
@InputType('DishInput')
export class DishInput {
  @Field(() => [String], {
    nullable: true,
    description: 'Image URLs from the dish upload; the first is the main image (required).',
  })
  imageUrls?: string[] | null;
  @Field(() => String, { nullable: true, description: '3–100 characters.' })
  name?: string | null;
  @Field(() => String, { nullable: true, description: '10–3000 characters.' })
  description?: string | null;
  @Field(() => Int, { nullable: true, description: 'Cents, 10–40000 ($0.10–$400).' })
  priceCents?: number | null;
  @Field(() => [String], { nullable: true, description: '1–20 entries of 4–100 characters.' })
  allergyWarnings?: string[] | null;
  @Field(() => String, { nullable: true, description: '10–300 characters.' })
  preparationInstructions?: string | null;
  @Field(() => Int, { nullable: true, description: 'Seconds, 1–3599.' })
  preparationTimeSeconds?: number | null;
  @Field(() => String, { nullable: true, description: '10–300 characters.' })
  handlingInstructions?: string | null;
  @Field(() => String, { nullable: true, description: "One of the restaurant's cuisines." })
  cuisine?: string | null;
  @Field(() => String, { nullable: true, description: '2–300 characters.' })
  shelfLife?: string | null;
  @Field(() => String, { nullable: true, description: '3–300 characters.' })
  portionSize?: string | null;
  @Field(() => [DishCategoryEnum], { nullable: true }) categories?: DishCategory[] | null;
  @Field(() => Int, { nullable: true, description: '0–3; default 0.' })
  spiceLevel?: number | null;
  @Field(() => [IngredientInput], { nullable: true }) ingredients?: IngredientInput[] | null;
  @Field(() => [AllergenEnum], {
    nullable: true,
    description:
      'Allergens the dish contains. Leave all three allergen fields null to keep the declaration.',
  })
  allergens?: Allergen[] | null;
  @Field(() => [AllergenEnum], { nullable: true, description: 'Allergens it may contain.' })
  mayContainAllergens?: Allergen[] | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'The explicit "contains none of these" (then `allergens` must be empty).',
  })
  containsNoAllergens?: boolean | null;
}

/** The id of a deleted dish (`deleteDish` payload). */
@ObjectType('DeletedDish')
export class DeletedDishType {
  @Field(() => ID) id!: string;

  static of(id: string): DeletedDishType {
    return Object.assign(new DeletedDishType(), { id });
  }
}

/** Result of `addDish`, `updateDish`, `setDishStatus` (errors as data). */
export const DishResult = resultUnion('DishResult', () => DishType);

/** Result of `deleteDish` (errors as data). */
export const DeleteDishResult = resultUnion('DeleteDishResult', () => DeletedDishType);
