import convert from 'convert-units';

/** The units a shopping list shows: grams or kilograms, millilitres or litres, or a count. */
export type ShoppingUnit = 'g' | 'kg' | 'ml' | 'l' | 'each';

/** What a chef's unit text means: a mass, a volume or a count in a unit `convert-units` knows. */
export interface KnownUnit {
  measure: 'mass' | 'volume' | 'each';
  /** `convert-units` abbreviation, e.g. 'g', 'Tbs', 'cup'; 'ea' or 'dz' for counts. */
  abbr: Abbr;
}

/** A counted unit: one piece, or a dozen. */
type Count = 'ea' | 'dz';
type Abbr = convert.Unit | Count;
/** Pieces in a counted unit. */
const PIECES: Record<Count, number> = { ea: 1, dz: 12 };
const isCount = (abbr: Abbr): abbr is Count => abbr === 'ea' || abbr === 'dz';

/**
 * Spellings chefs type for the units `convert-units` knows (lower-case, without a trailing dot).
 * Plurals are tried without their final 's' (`cups` → `cup`).
 */
const ALIASES: Record<string, Abbr> = {
  mg: 'mg',
  milligram: 'mg',
  g: 'g',
  gr: 'g',
  gram: 'g',
  gramme: 'g',
  kg: 'kg',
  kilo: 'kg',
  kilogram: 'kg',
  kilogramme: 'kg',
  oz: 'oz',
  ounce: 'oz',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  livre: 'lb',
  ml: 'ml',
  millilitre: 'ml',
  milliliter: 'ml',
  cl: 'cl',
  centilitre: 'cl',
  centiliter: 'cl',
  dl: 'dl',
  l: 'l',
  litre: 'l',
  liter: 'l',
  tsp: 'tsp',
  teaspoon: 'tsp',
  'c. à thé': 'tsp',
  'c. à café': 'tsp',
  tbsp: 'Tbs',
  tbs: 'Tbs',
  tablespoon: 'Tbs',
  'c. à soupe': 'Tbs',
  cup: 'cup',
  tasse: 'cup',
  'fl oz': 'fl-oz',
  'fl-oz': 'fl-oz',
  pint: 'pnt',
  quart: 'qt',
  gallon: 'gal',
  each: 'ea',
  ea: 'ea',
  whole: 'ea',
  piece: 'ea',
  pc: 'ea',
  pcs: 'ea',
  unit: 'ea',
  item: 'ea',
  pièce: 'ea',
  unité: 'ea',
  dozen: 'dz',
  dz: 'dz',
  douzaine: 'dz',
};

/** The unit `text` names (e.g. 'Cups', 'tbsp.', 'kg', 'whole'), or null when it is not one we convert. */
export function knownUnit(text: string): KnownUnit | null {
  const key = text.trim().toLowerCase().replace(/\.$/, '').replace(/\s+/g, ' ');
  const abbr = ALIASES[key] ?? (key.endsWith('s') ? ALIASES[key.slice(0, -1)] : undefined);
  if (!abbr) return null;
  if (isCount(abbr)) return { measure: 'each', abbr };
  const measure = convert().describe(abbr).measure;
  return measure === 'mass' || measure === 'volume' ? { measure, abbr } : null;
}

/** `quantity` of `unit` in the measure's base: grams, millilitres or pieces. */
export function toBase(quantity: number, unit: KnownUnit): number {
  if (isCount(unit.abbr)) return quantity * PIECES[unit.abbr];
  const base = unit.measure === 'mass' ? 'g' : 'ml';
  return unit.abbr === base ? quantity : convert(quantity).from(unit.abbr).to(base);
}

/** Rounds to at most `places` decimals (drops float noise such as 0.30000000000000004). */
export function round(value: number, places = 2): number {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}

/**
 * A base amount as the list shows it: grams from 1000 as kilograms, millilitres from 1000 as
 * litres, pieces as 'each'; rounded to 2 decimals (3 for kg and l).
 */
export function display(
  base: number,
  measure: KnownUnit['measure'],
): { quantity: number; unit: ShoppingUnit } {
  if (measure === 'mass')
    return base >= 1000
      ? { quantity: round(convert(base).from('g').to('kg'), 3), unit: 'kg' }
      : { quantity: round(base), unit: 'g' };
  if (measure === 'volume')
    return base >= 1000
      ? { quantity: round(convert(base).from('ml').to('l'), 3), unit: 'l' }
      : { quantity: round(base), unit: 'ml' };
  return { quantity: round(base), unit: 'each' };
}
