import { integrationEvent, type DishChangedPayload, type EventEnvelope } from '@hearth/events';
import type { DishEntity } from '../../dishes/dish.entity.js';

/**
 * `DishChanged` v1 — published on `Topics.restaurants` through the outbox, in the same transaction
 * as the write, when a dish is added, updated or its status changes (Active, Inactive, archived).
 * Full current state, ingredients and the allergen declaration included; aggregate id = the dish id.
 */
export function dishChanged(
  row: DishEntity,
  traceparent: string | null = null,
): EventEnvelope<DishChangedPayload> {
  return integrationEvent(
    'DishChanged@1',
    row.id,
    {
      dishId: row.id,
      restaurantId: row.restaurantId,
      name: row.name,
      priceCents: row.priceCents,
      portionSize: row.portionSize,
      status: row.status,
      imageUrl: row.images[0]?.url ?? null,
      ingredients: row.ingredients.map((i) => ({
        name: i.name,
        quantity: i.quantity,
        unit: i.unit,
        notes: i.notes ?? null,
      })),
      allergens: row.allergens ?? [],
      mayContainAllergens: row.mayContainAllergens ?? [],
      allergensDeclared: row.allergensDeclaredAt != null,
    },
    traceparent,
  );
}
