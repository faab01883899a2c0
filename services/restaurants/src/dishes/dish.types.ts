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
import type { DishCategory, DishStatus } from '@hearth/contracts';
import { resultUnion } from '@hearth/nest-common';

/** GraphQL enum of dish categories (SPEC §3: the flags dairy_free … vegan). */
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
  description: 'SPEC dish flags: Dairy Free, Gluten Free, Halal, Kosher, Veg, Vegan.',
});

/** GraphQL enum of dish statuses (SPEC §2 card menu Active / Inactive; archive). */
export const DishStatusEnum = {
  ACTIVE: 'ACTIVE',
  INACTIVE: 'INACTIVE',
  ARCHIVED: 'ARCHIVED',
} as const satisfies Record<DishStatus, DishStatus>;
registerEnumType(DishStatusEnum, {
  name: 'DishStatus',
  description: 'ACTIVE (public), INACTIVE (hidden from guests), ARCHIVED (hidden from lists).',
});

/** A dish image and its thumbnail (SPEC `dish_images[i].url`, `dish_thumbnails[i].url`). */
@ObjectType('DishImage')
export class DishImageType {
  @Field() url!: string;
  @Field(() => String, {
    nullable: true,
    description: '400-px WebP thumbnail; null when the store makes none.',
  })
  thumbnailUrl!: string | null;
}

/** SPEC §3 Ingredient: `item` → name, `quantity` (≥ 0), `amount` → unit (text), notes. */
@ObjectType('Ingredient')
export class IngredientType {
  @Field() name!: string;
  @Field(() => Float, { description: 'A number ≥ 0, in `unit`s.' }) quantity!: number;
  @Field({ description: "Unit text, e.g. 'cups' (SPEC `amount`)." }) unit!: string;
  @Field(() => String, { nullable: true }) notes!: string | null;
}

/** A dish (SPEC §3 Dish; SPEC → graph names in docs/api.md). Money in integer cents. */
@ObjectType('Dish')
@Directive('@key(fields: "id")')
export class DishType {
  @Field(() => ID) id!: string;
  @Field(() => ID) restaurantId!: string;
  @Field() name!: string;
  @Field({ description: 'SPEC `desc`.' }) description!: string;
  @Field(() => Int, { description: 'Price of one portion in cents (SPEC `cost`).' })
  priceCents!: number;
  @Field(() => Int, { description: 'Seconds, 1–3599 (SPEC `prep_time`, minutes and seconds).' })
  preparationTimeSeconds!: number;
  @Field(() => Int, { description: '0–3 (SPEC `spicy_level`).' }) spiceLevel!: number;
  @Field(() => [String], { description: 'SPEC `allergy_warn`.' }) allergyWarnings!: string[];
  @Field({ description: "One of the restaurant's cuisines." }) cuisine!: string;
  @Field({ description: 'Delivery/handling instructions (SPEC `hand_inst`).' })
  handlingInstructions!: string;
  @Field({ description: 'Main ingredients/preparation (SPEC `prep_inst`).' })
  preparationInstructions!: string;
  @Field({ description: 'SPEC `shelf_life`.' }) shelfLife!: string;
  @Field({ description: 'Portion size text (SPEC `unit`).' }) portionSize!: string;
  @Field(() => [DishImageType], { description: 'The first is the main image.' })
  images!: DishImageType[];
  @Field(() => [DishCategoryEnum]) categories!: DishCategory[];
  @Field(() => [IngredientType]) ingredients!: IngredientType[];
  @Field(() => DishStatusEnum) status!: DishStatus;
}

/** One ingredient row of the dish form (SPEC §5 Ingredient; nullable so rules give messages). */
@InputType('IngredientInput')
export class IngredientInput {
  @Field(() => String, { nullable: true, description: 'Required (SPEC `item`).' })
  name?: string | null;
  @Field(() => Float, { nullable: true, description: 'Required, ≥ 0.' })
  quantity?: number | null;
  @Field(() => String, { nullable: true, description: 'Required unit text (SPEC `amount`).' })
  unit?: string | null;
  @Field(() => String, { nullable: true, description: 'Optional, at least 3 characters.' })
  notes?: string | null;
}

/**
 * Add/update dish form (SPEC §7 AddDish/UpdateDish, §5 rules via `dishSchema`). Every field is
 * nullable so a missing value gets its message as a `ValidationError`. SPEC `menu` ('Regular'),
 * `max_per_haul` (1) and `meta1` (the restaurant id, an argument here) are not inputs.
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
  @Field(() => Int, { nullable: true, description: 'Cents, 10–40000 (SPEC cost 0.1–400).' })
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
