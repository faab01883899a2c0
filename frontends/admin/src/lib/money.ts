/** `12`, `12.5`, `$12.50`, `12,50` → 1250 cents; null when it is not an amount of dollars and cents. */
export function dollarsToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
