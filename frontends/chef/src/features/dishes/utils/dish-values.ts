import {
  centsToDollars,
  dishFormSchema,
  dollarsToCents,
  type Allergen,
  type DishCategory,
  type DishData,
  type IngredientData,
} from '@hearth/contracts';
import { contractResolver, knownField } from '../../../components/form/form-outcome';

// The dish form's values and their mapping to the API's DishInput (AddDish, UpdateDish).

/** The dish form's fields; numbers as typed, the price in DOLLARS. */
export interface DishValues {
  mainImageUrl: string;
  extraImageUrls: string[];
  name: string;
  description: string;
  /** Dollars as typed; sent as integer cents. */
  price: string;
  allergyWarnings: string[];
  preparationInstructions: string;
  /** Preparation time, minutes and seconds as typed (no hours). */
  preparationMinutes: string;
  preparationSeconds: string;
  handlingInstructions: string;
  cuisine: string;
  shelfLife: string;
  portionSize: string;
  categories: DishCategory[];
  spiceLevel: number;
  ingredients: IngredientData[];
  /** The allergen declaration (docs/rules/allergens.md); sent as the DishInput's three fields. */
  allergenDeclaration: {
    allergens: Allergen[];
    mayContainAllergens: Allergen[];
    containsNoAllergens: boolean;
  };
}

/** What the form reads from a saved dish (the `ChefDishFields` fragment's shape). */
export interface SavedDish {
  name: string;
  description: string;
  priceCents: number;
  preparationTimeSeconds: number;
  spiceLevel: number;
  allergyWarnings: string[];
  cuisine: string;
  handlingInstructions: string;
  preparationInstructions: string;
  shelfLife: string;
  portionSize: string;
  images: { url: string }[];
  categories: DishCategory[];
  ingredients: { name: string; quantity: number; unit: string; notes?: string | null }[];
  allergens: Allergen[];
  mayContainAllergens: Allergen[];
  /** False for a dish made before declarations: the form then starts with nothing ticked. */
  allergensDeclared: boolean;
}

/** Form values for a new dish or from a saved one. */
export function dishDefaults(saved?: SavedDish | null): DishValues {
  return {
    mainImageUrl: saved?.images[0]?.url ?? '',
    extraImageUrls: saved?.images.slice(1).map((i) => i.url) ?? [],
    name: saved?.name ?? '',
    description: saved?.description ?? '',
    price: saved ? String(centsToDollars(saved.priceCents)) : '',
    allergyWarnings: saved?.allergyWarnings ?? [],
    preparationInstructions: saved?.preparationInstructions ?? '',
    preparationMinutes: saved ? String(Math.floor(saved.preparationTimeSeconds / 60)) : '',
    preparationSeconds: saved ? String(saved.preparationTimeSeconds % 60) : '',
    handlingInstructions: saved?.handlingInstructions ?? '',
    cuisine: saved?.cuisine ?? '',
    shelfLife: saved?.shelfLife ?? '',
    portionSize: saved?.portionSize ?? '',
    categories: saved?.categories ?? [],
    spiceLevel: saved?.spiceLevel ?? 0,
    ingredients: saved?.ingredients.map((i) => ({ ...i, notes: i.notes ?? null })) ?? [],
    allergenDeclaration: {
      allergens: saved?.allergens ?? [],
      mayContainAllergens: saved?.mayContainAllergens ?? [],
      containsNoAllergens: !!saved?.allergensDeclared && saved.allergens.length === 0,
    },
  };
}

/** True for an empty or blank text. */
export const blank = (text: string) => text.trim() === '';

/** Minutes and seconds as typed → seconds, or undefined while both are empty. */
export function preparationSeconds(minutes: string, seconds: string): number | undefined {
  if (blank(minutes) && blank(seconds)) return undefined;
  return (blank(minutes) ? 0 : Number(minutes)) * 60 + (blank(seconds) ? 0 : Number(seconds));
}

/**
 * The API's DishInput data (before the schema): images main first, cents, seconds, and the
 * allergen declaration ("contains none" sent only when ticked, so nothing ticked is incomplete).
 */
export function toDishInput(v: DishValues) {
  return {
    imageUrls: v.mainImageUrl ? [v.mainImageUrl, ...v.extraImageUrls] : [],
    name: v.name,
    description: v.description,
    priceCents: blank(v.price) ? undefined : dollarsToCents(Number(v.price)),
    allergyWarnings: v.allergyWarnings,
    preparationInstructions: v.preparationInstructions,
    preparationTimeSeconds: preparationSeconds(v.preparationMinutes, v.preparationSeconds),
    handlingInstructions: v.handlingInstructions,
    cuisine: v.cuisine,
    shelfLife: v.shelfLife,
    portionSize: v.portionSize,
    categories: v.categories,
    spiceLevel: v.spiceLevel,
    ingredients: v.ingredients,
    allergens: v.allergenDeclaration.allergens,
    mayContainAllergens: v.allergenDeclaration.mayContainAllergens,
    containsNoAllergens: v.allergenDeclaration.containsNoAllergens,
  };
}

const FIELDS: (keyof DishValues)[] = [
  'mainImageUrl',
  'extraImageUrls',
  'name',
  'description',
  'price',
  'allergyWarnings',
  'preparationInstructions',
  'preparationMinutes',
  'handlingInstructions',
  'cuisine',
  'shelfLife',
  'portionSize',
  'categories',
  'spiceLevel',
  'ingredients',
  'allergenDeclaration',
];
const RENAME: Record<string, string> = {
  imageUrls: 'mainImageUrl',
  priceCents: 'price',
  preparationTimeSeconds: 'preparationMinutes',
  allergens: 'allergenDeclaration',
  mayContainAllergens: 'allergenDeclaration',
  containsNoAllergens: 'allergenDeclaration',
};
const apiField = knownField(FIELDS, ['input'], RENAME);
/** Maps an API / zod path to a form field (`imageUrls.2` → the extra images). */
export function fieldOf(path: string): string | null {
  const [top, index] = path.replace(/^input\./, '').split('.');
  if (top === 'imageUrls' && index !== undefined && index !== '0') return 'extraImageUrls';
  return apiField(path);
}

/** The dish form's resolver: `dishFormSchema` (the declaration required) on the API input. */
export const dishResolver = contractResolver<DishValues, DishData>(
  dishFormSchema,
  toDishInput,
  (path) => fieldOf(path.map(String).join('.')) ?? 'name',
);
