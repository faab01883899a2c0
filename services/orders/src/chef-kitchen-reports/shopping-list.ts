import type { DishChangedPayload } from '@hearth/events';
import { display, knownUnit, round, toBase, type KnownUnit } from './ingredient-units.js';

/** One ingredient of a dish, per portion, as `DishChanged` carries it. */
export type DishIngredient = NonNullable<DishChangedPayload['ingredients']>[number];

/** Portions of one dish ordered, with its ingredients (null: none known). */
export interface OrderedDish {
  dishName: string;
  /** Portions of PENDING and ACCEPTED orders. */
  portions: number;
  /** Of which ACCEPTED (and COMPLETED). */
  acceptedPortions: number;
  ingredients: DishIngredient[] | null;
}

/** One line of the list. */
export interface ShoppingLine {
  name: string;
  quantity: number;
  acceptedQuantity: number;
  unit: string;
  dishNames: string[];
  notes: string[];
}

/** The list: converted lines, lines in other units, dishes without ingredients. */
export interface ShoppingLines {
  items: ShoppingLine[];
  otherUnits: ShoppingLine[];
  dishesWithoutIngredients: string[];
}

interface Sum {
  name: string;
  total: number;
  accepted: number;
  unit: string;
  measure: KnownUnit['measure'] | null;
  dishNames: Set<string>;
  notes: Set<string>;
}

const byName = (a: ShoppingLine, b: ShoppingLine) =>
  a.name.localeCompare(b.name) || a.unit.localeCompare(b.unit);

/**
 * Scales each dish's ingredients by its portions and sums them by ingredient name (trimmed,
 * case-insensitive). Units `knownUnit` converts are summed in their measure's base (g, ml,
 * pieces) and shown as g/kg, ml/l or each; an ingredient in two measures (200 g and 1 cup of
 * flour) gets one line per measure. Other units are summed per unit text as typed and listed
 * apart. Zero-quantity ingredients ("salt, to taste") are kept, with quantity 0.
 */
export function shoppingLines(dishes: OrderedDish[]): ShoppingLines {
  const sums = new Map<string, Sum>();
  const without = new Set<string>();
  for (const dish of dishes) {
    if (dish.portions <= 0) continue;
    if (!dish.ingredients || dish.ingredients.length === 0) {
      without.add(dish.dishName);
      continue;
    }
    for (const ing of dish.ingredients) {
      const name = ing.name.trim();
      const unit = knownUnit(ing.unit);
      const unitText = ing.unit.trim().toLowerCase();
      const key = `${name.toLowerCase()}\u0000${unit ? unit.measure : `?${unitText}`}`;
      let sum = sums.get(key);
      if (!sum) {
        sum = {
          name,
          total: 0,
          accepted: 0,
          unit: unit ? unit.measure : ing.unit.trim(),
          measure: unit?.measure ?? null,
          dishNames: new Set(),
          notes: new Set(),
        };
        sums.set(key, sum);
      }
      const perPortion = unit ? toBase(ing.quantity, unit) : ing.quantity;
      sum.total += perPortion * dish.portions;
      sum.accepted += perPortion * dish.acceptedPortions;
      sum.dishNames.add(dish.dishName);
      if (ing.notes) sum.notes.add(ing.notes);
    }
  }
  const items: ShoppingLine[] = [];
  const otherUnits: ShoppingLine[] = [];
  for (const s of sums.values()) {
    const common = {
      name: s.name,
      dishNames: [...s.dishNames].sort(),
      notes: [...s.notes],
    };
    if (s.measure) {
      // Both amounts in the unit the total shows in, so they compare at a glance.
      const total = display(s.total, s.measure);
      const factor = total.unit === 'kg' || total.unit === 'l' ? 1 / 1000 : 1;
      items.push({
        ...common,
        quantity: total.quantity,
        acceptedQuantity: round(s.accepted * factor, 3),
        unit: total.unit,
      });
    } else
      otherUnits.push({
        ...common,
        quantity: round(s.total),
        acceptedQuantity: round(s.accepted),
        unit: s.unit,
      });
  }
  return {
    items: items.sort(byName),
    otherUnits: otherUnits.sort(byName),
    dishesWithoutIngredients: [...without].sort(),
  };
}
