/** Longest slug base (before a `-N` suffix). */
export const SLUG_BASE_MAX = 60;

/**
 * URL name of a restaurant (/restaurant/{slug}): lower-case ASCII letters and digits
 * joined by single dashes, accents dropped; "restaurant" when nothing is left.
 */
export function slugBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_BASE_MAX)
    .replace(/-+$/g, '');
  return base || 'restaurant';
}

/** `base`, or `base-2`, `base-3`, … : the first not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
