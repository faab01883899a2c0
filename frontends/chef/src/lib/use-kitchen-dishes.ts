import { useKitchen } from './use-kitchen';

/** A dish of the chef's restaurant as the dashboard's pickers and lists show it. */
export interface KitchenDishOption {
  id: string;
  name: string;
  /** ACTIVE, INACTIVE (ARCHIVED dishes are not listed). */
  status: string;
}

/**
 * The chef's dishes (GetRestaurantDetails' `Restaurant.dishes`: all but archived), for session
 * and menu pickers and for naming dishes in lists.
 */
export function useKitchenDishes(): { dishes: KitchenDishOption[]; loading: boolean } {
  const { restaurant, loading } = useKitchen();
  return { dishes: restaurant?.dishes ?? [], loading };
}
