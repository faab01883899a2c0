import { describe, expect, it } from '@jest/globals';
import {
  ALLERGENS,
  DishMessages,
  allergenDeclarationOf,
  allergenLabel,
  allergenList,
  avoidedAllergensIn,
  dietaryProfileSchema,
  dishFit,
  dishFormSchema,
  dishSchema,
  mayPublishDish,
} from '../src/index.js';

const form = (over: Record<string, unknown> = {}) => ({
  imageUrls: ['https://store.example/dishes/r/1.jpg'],
  name: 'Kibbeh',
  description: 'Bulgur shells stuffed with spiced lamb and pine nuts.',
  priceCents: 1600,
  allergyWarnings: ['Contains pine nuts'],
  preparationInstructions: 'Bulgur, lamb, onion, pine nuts',
  preparationTimeSeconds: 40 * 60,
  handlingInstructions: 'Keep refrigerated; reheat in the oven',
  cuisine: 'Lebanese',
  shelfLife: '3 days',
  portionSize: '4 pieces',
  ...over,
});
const issues = (schema: typeof dishSchema, over: Record<string, unknown>) =>
  schema.safeParse(form(over)).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the allergen list', () => {
  it("holds Canada's twelve priority allergens, each named in English and fr-CA", () => {
    expect(ALLERGENS).toHaveLength(12);
    expect(allergenLabel('SESAME', 'en-CA')).toBe('Sesame');
    expect(allergenLabel('SESAME', 'fr-CA')).toBe('Sésame');
    expect(allergenLabel('CRUSTACEANS_MOLLUSCS', 'fr-CA')).toBe('Crustacés et mollusques');
    expect(allergenList(['WHEAT_TRITICALE', 'EGGS', 'EGGS'], 'en-US')).toBe(
      'Eggs, Wheat and triticale',
    );
  });
});

describe('allergenDeclarationOf: "contains none" is an explicit choice', () => {
  it('nothing sent is absent; an empty list alone is not a declaration', () => {
    expect(allergenDeclarationOf({}).kind).toBe('absent');
    expect(allergenDeclarationOf({ allergens: [], containsNoAllergens: false }).kind).toBe(
      'incomplete',
    );
    expect(allergenDeclarationOf({ mayContainAllergens: ['PEANUTS'] }).kind).toBe('incomplete');
  });

  it('"contains none" may still say what it may contain, never what it contains', () => {
    expect(
      allergenDeclarationOf({ containsNoAllergens: true, mayContainAllergens: ['PEANUTS'] }),
    ).toEqual({ kind: 'declared', declaration: { contains: [], mayContain: ['PEANUTS'] } });
    expect(allergenDeclarationOf({ containsNoAllergens: true, allergens: ['MILK'] }).kind).toBe(
      'conflict',
    );
  });

  it('an allergen both contained and "may contain" counts as contained', () => {
    expect(
      allergenDeclarationOf({
        allergens: ['TREE_NUTS', 'WHEAT_TRITICALE'],
        mayContainAllergens: ['TREE_NUTS', 'SESAME'],
      }),
    ).toEqual({
      kind: 'declared',
      declaration: { contains: ['TREE_NUTS', 'WHEAT_TRITICALE'], mayContain: ['SESAME'] },
    });
  });
});

describe('dish schemas', () => {
  it('the API accepts a dish without a declaration (older clients); the chef form does not', () => {
    expect(issues(dishSchema, {})).toBeUndefined();
    expect(issues(dishFormSchema, {})).toEqual([['allergens', DishMessages.allergensRequired]]);
    expect(issues(dishFormSchema, { containsNoAllergens: true })).toBeUndefined();
  });

  it('a declaration that is sent must be complete and use the list', () => {
    expect(issues(dishSchema, { allergens: [] })).toEqual([
      ['allergens', DishMessages.allergensRequired],
    ]);
    expect(issues(dishSchema, { allergens: ['MILK'], containsNoAllergens: true })).toEqual([
      ['allergens', DishMessages.allergensConflict],
    ]);
    expect(issues(dishSchema, { allergens: ['PINE_NUTS'] })?.[0]).toEqual([
      'allergens.0',
      DishMessages.allergenInvalid,
    ]);
  });
});

describe('publishing and avoiding', () => {
  it('a dish is published only once its allergens are declared', () => {
    expect(mayPublishDish({ allergensDeclared: false })).toBe(false);
    expect(mayPublishDish({ allergensDeclared: true })).toBe(true);
  });

  it("the avoid-check names the dish's contained allergens the guest avoids, not 'may contain'", () => {
    expect(avoidedAllergensIn(['WHEAT_TRITICALE', 'SESAME', 'MILK'], ['SESAME', 'MILK'])).toEqual([
      'MILK',
      'SESAME',
    ]);
    expect(avoidedAllergensIn(['EGGS'], ['PEANUTS'])).toEqual([]);
  });
});

describe("dishFit: a dish against a guest's dietary profile", () => {
  const kibbeh = {
    allergens: ['SESAME', 'WHEAT_TRITICALE'],
    allergensDeclared: true,
    categories: ['HALAL'],
  };
  it('names the avoided allergens it contains and the diets it misses', () => {
    expect(dishFit(kibbeh, { avoidAllergens: ['SESAME', 'PEANUTS'], diets: ['HALAL'] })).toEqual({
      avoided: ['SESAME'],
      unmetDiets: [],
      fits: false,
    });
    expect(dishFit(kibbeh, { avoidAllergens: [], diets: ['VEGETARIAN', 'HALAL'] })).toEqual({
      avoided: [],
      unmetDiets: ['VEGETARIAN'],
      fits: false,
    });
    expect(
      dishFit(
        { ...kibbeh, categories: ['VEGAN'] },
        { avoidAllergens: ['MILK'], diets: ['VEGETARIAN'] },
      ).fits,
    ).toBe(true);
  });

  it('an undeclared dish is not known to be safe for someone avoiding allergens', () => {
    const undeclared = { allergens: [], allergensDeclared: false, categories: [] };
    expect(dishFit(undeclared, { avoidAllergens: ['FISH'], diets: [] }).fits).toBe(false);
    expect(dishFit(undeclared, { avoidAllergens: [], diets: [] }).fits).toBe(true);
  });

  it('the profile keeps list order and refuses unknown codes', () => {
    expect(
      dietaryProfileSchema.parse({
        avoidAllergens: ['SESAME', 'EGGS', 'SESAME'],
        diets: ['HALAL', 'VEGAN'],
      }),
    ).toEqual({ avoidAllergens: ['EGGS', 'SESAME'], diets: ['VEGAN', 'HALAL'] });
    expect(dietaryProfileSchema.safeParse({ diets: ['KETO'] }).success).toBe(false);
  });
});
