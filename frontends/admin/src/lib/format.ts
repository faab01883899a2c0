/**
 * Formatting in the admin's own locale (the browser's language list) and time zone.
 * Pass `locales` to pin a locale (tests); `undefined` means the browser's.
 */

/** The browser's preferred locales, e.g. `['en-CA', 'fr-CA']`; undefined outside a browser. */
export function adminLocales(): readonly string[] | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** `1000` → `1,000` (en) / `1 000` (fr). */
export function formatCount(n: number, locales = adminLocales()): string {
  return new Intl.NumberFormat(locales as string[] | undefined).format(n);
}

/**
 * A sign-up instant as date, time and the time-zone name, e.g. `Nov 21, 2026, 3:04 p.m. EST`.
 * `timeZone` defaults to the browser's; an unparseable value is returned as given.
 */
export function formatDateTime(iso: string, locales = adminLocales(), timeZone?: string): string {
  const { date, separator, time } = formatDateTimeParts(iso, locales, timeZone);
  return date + separator + time;
}

/**
 * {@link formatDateTime} split into its date half and its time half (with the zone), so a narrow
 * table can break the line between them and nowhere else. `separator` is what the locale puts
 * between the halves (e.g. `, `); joined, the three equal `formatDateTime`.
 */
export function formatDateTimeParts(
  iso: string,
  locales = adminLocales(),
  timeZone?: string,
): { date: string; separator: string; time: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { date: iso, separator: '', time: '' };
  const parts = new Intl.DateTimeFormat(locales as string[] | undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).formatToParts(date);
  const hour = parts.findIndex((p) => p.type === 'hour');
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((p) => p.value)
      .join('');
  // The literal just before the hour separates the halves (locales that put the time first
  // keep everything in `date`).
  if (hour < 2 || parts[hour - 1]!.type !== 'literal') {
    return { date: text(0), separator: '', time: '' };
  }
  return { date: text(0, hour - 1), separator: parts[hour - 1]!.value, time: text(hour) };
}

/** "Showing 26–50 of 1,000" for page 2 of 25 rows. Zero rows: "Showing 0 of 0". */
export function rangeSummary(
  page: number,
  pageSize: number,
  shown: number,
  totalCount: number,
  locales = adminLocales(),
): string {
  const total = formatCount(totalCount, locales);
  if (shown === 0) return `Showing 0 of ${total}`;
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  return `Showing ${formatCount(first, locales)}–${formatCount(last, locales)} of ${total}`;
}

/** The admin's local calendar date as `YYYY-MM-DD` (for download file names). */
export function localIsoDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
