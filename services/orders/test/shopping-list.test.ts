import { describe, expect, it } from '@jest/globals';
import { display, knownUnit, toBase } from '../src/chef-kitchen-reports/ingredient-units.js';
import { shoppingLines } from '../src/chef-kitchen-reports/shopping-list.js';

describe('shopping list units (convert-units)', () => {
  it('reads the units chefs type, plurals, capitals and dots included', () => {
    expect(knownUnit('Cups')).toEqual({ measure: 'volume', abbr: 'cup' });
    expect(knownUnit('tbsp.')).toEqual({ measure: 'volume', abbr: 'Tbs' });
    expect(knownUnit(' KG ')).toEqual({ measure: 'mass', abbr: 'kg' });
    expect(knownUnit('lbs')).toEqual({ measure: 'mass', abbr: 'lb' });
    expect(knownUnit('whole')).toEqual({ measure: 'each', abbr: 'ea' });
    expect(knownUnit('dozen')).toEqual({ measure: 'each', abbr: 'dz' });
    expect(knownUnit('c. à soupe')).toEqual({ measure: 'volume', abbr: 'Tbs' });
    expect(knownUnit('pinch')).toBeNull();
    expect(knownUnit('bunch')).toBeNull();
  });

  it('converts to grams, millilitres and pieces, and shows kg and l from 1000', () => {
    expect(toBase(1.5, knownUnit('kg')!)).toBe(1500);
    expect(toBase(2, knownUnit('l')!)).toBe(2000);
    expect(toBase(1, knownUnit('lb')!)).toBeCloseTo(453.59, 1);
    expect(toBase(2, knownUnit('dozen')!)).toBe(24);
    expect(display(999, 'mass')).toEqual({ quantity: 999, unit: 'g' });
    expect(display(1250, 'mass')).toEqual({ quantity: 1.25, unit: 'kg' });
    expect(display(1000, 'volume')).toEqual({ quantity: 1, unit: 'l' });
    expect(display(0.1 + 0.2, 'each')).toEqual({ quantity: 0.3, unit: 'each' });
  });

  it('sums one ingredient across dishes and units of one measure; other units apart', () => {
    const list = shoppingLines([
      {
        dishName: 'Bread',
        portions: 4,
        acceptedPortions: 2,
        ingredients: [
          { name: 'Flour', quantity: 300, unit: 'g', notes: null },
          { name: 'Milk', quantity: 1, unit: 'cup', notes: null },
          { name: 'Rosemary', quantity: 1, unit: 'sprig', notes: null },
        ],
      },
      {
        dishName: 'Cake',
        portions: 1,
        acceptedPortions: 1,
        ingredients: [
          { name: 'flour ', quantity: 0.05, unit: 'kg', notes: 'sifted' },
          { name: 'Milk', quantity: 250, unit: 'ml', notes: null },
          { name: 'Rosemary', quantity: 2, unit: 'Sprig', notes: null },
        ],
      },
      { dishName: 'Water', portions: 2, acceptedPortions: 0, ingredients: [] },
      { dishName: 'Nothing sold', portions: 0, acceptedPortions: 0, ingredients: null },
    ]);
    expect(list.items).toEqual([
      {
        name: 'Flour',
        quantity: 1.25,
        acceptedQuantity: 0.65,
        unit: 'kg',
        dishNames: ['Bread', 'Cake'],
        notes: ['sifted'],
      },
      {
        name: 'Milk',
        quantity: 1.196,
        acceptedQuantity: 0.723,
        unit: 'l',
        dishNames: ['Bread', 'Cake'],
        notes: [],
      },
    ]);
    expect(list.otherUnits).toEqual([
      {
        name: 'Rosemary',
        quantity: 6,
        acceptedQuantity: 4,
        unit: 'sprig',
        dishNames: ['Bread', 'Cake'],
        notes: [],
      },
    ]);
    expect(list.dishesWithoutIngredients).toEqual(['Water']);
  });
});
