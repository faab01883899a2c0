import { useState } from 'react';
import { useKitchen } from '../../../lib/use-kitchen';
import { useDeleteDish, useSaveDish, useSetDishStatus } from '../api/dishes';
import { DishesSection } from './DishesSection';
import { DishFormModal } from './DishFormModal';

/**
 * The signed-in chef's dishes on manage/restaurant: the restaurant's dishes (GetRestaurantDetails)
 * with Add / Edit (the shared DishForm in a modal), SetDishStatus and DeleteDish wired in.
 */
export function DishesPanel() {
  const { restaurant } = useKitchen();
  const setStatus = useSetDishStatus();
  const remove = useDeleteDish();
  const save = useSaveDish(restaurant?.id ?? '');
  // undefined: closed; null: a new dish; an id: that dish.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  if (!restaurant) return null;
  const dish = editing ? (restaurant.dishes.find((d) => d.id === editing) ?? null) : null;
  return (
    <DishesSection
      dishes={restaurant.dishes}
      onSetStatus={setStatus}
      onDelete={remove}
      onOpenForm={(d) => setEditing(d?.id ?? null)}
      form={
        editing !== undefined && (
          <DishFormModal
            restaurantId={restaurant.id}
            cuisines={restaurant.cuisines}
            dish={dish}
            onSubmit={save}
            onClose={() => setEditing(undefined)}
          />
        )
      }
    />
  );
}
