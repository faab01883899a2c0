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
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locales as string[] | undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(date);
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
