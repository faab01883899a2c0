// How the kitchen tools show dates, times and amounts.

/** `iso` as a local date and time in `timeZone`, e.g. 'Tue, Dec 1, 6:00 p.m.'. */
export function formatInstant(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** `iso` as a local time in `timeZone`, e.g. '6:00 p.m.'. */
export function formatTime(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** A quantity with at most 3 decimals in the locale ('1.25', '1,25'). */
export function formatQuantity(quantity: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(quantity);
}

/** A Monday (YYYY-MM-DD) as a short date, e.g. 'Dec 1'. */
export function formatWeek(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A local YYYY-MM-DD `days` from today (the browser's day). */
export function localDate(days = 0, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The instant a local YYYY-MM-DD starts (the browser's zone), as ISO. */
export function startOfLocalDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, (m ?? 1) - 1, d ?? 1).toISOString();
}
