import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Allergen, DishCategory, DishStatus, IngredientData } from '@hearth/contracts';

/** One dish image: its public address and its 400-px WebP thumbnail's (null when none is made). */
export interface DishImage {
  url: string;
  thumbnailUrl: string | null;
}

/**
 * A dish of a restaurant (older field names map to these in docs/api.md "Dishes, ingredients and
 * menus"): price in integer cents, preparation time in seconds, `images[0]` the main image,
 * `ingredients` (name, quantity, unit text, notes) as JSON, one list of categories for the
 * dietary labels. Status ACTIVE | INACTIVE | ARCHIVED (docs/rules/catalogue.md#dishes). The
 * allergen declaration (docs/rules/allergens.md): `allergens` it contains, `mayContainAllergens`
 * (cross-contact), `allergensDeclaredAt` null until the chef declared them ("contains none" is a
 * declaration with no allergens).
 */
@Entity({ name: 'dishes' })
export class DishEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'restaurant_id' }) restaurantId!: string;
  @Column('text') name!: string;
  @Column('text') description!: string;
  /** Integer cents, 10–40000. */
  @Column('integer', { name: 'price_cents' }) priceCents!: number;
  /** Seconds, 1–3599 (entered as minutes and seconds, no hours). */
  @Column('integer', { name: 'preparation_time_seconds' }) preparationTimeSeconds!: number;
  /** 0–3. */
  @Column('smallint', { name: 'spice_level' }) spiceLevel!: number;
  @Column('text', { name: 'allergy_warnings', array: true }) allergyWarnings!: string[];
  @Column('text') cuisine!: string;
  @Column('text', { name: 'handling_instructions' }) handlingInstructions!: string;
  @Column('text', { name: 'preparation_instructions' }) preparationInstructions!: string;
  @Column('text', { name: 'shelf_life' }) shelfLife!: string;
  @Column('text', { name: 'portion_size' }) portionSize!: string;
  @Column('jsonb') images!: DishImage[];
  @Column('text', { array: true }) categories!: DishCategory[];
  @Column('jsonb') ingredients!: IngredientData[];
  /** Priority allergens the dish contains (codes of `ALLERGENS`). */
  @Column('text', { array: true }) allergens!: Allergen[];
  /** Priority allergens it may contain (cross-contact). */
  @Column('text', { name: 'may_contain_allergens', array: true }) mayContainAllergens!: Allergen[];
  /** When the chef declared the allergens; null for a dish not declared yet. */
  @Column('timestamptz', { name: 'allergens_declared_at', nullable: true })
  allergensDeclaredAt!: Date | null;
  @Column('text') status!: DishStatus;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
