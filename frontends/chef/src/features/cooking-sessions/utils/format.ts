/** `iso` (an instant) as a local date and time in `timeZone`, e.g. 'Tue, Dec 1, 6:00 PM'. */
export function formatInstant(iso: string, timeZone: string, locale = 'en-CA'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** `iso` as a local time in `timeZone`, e.g. '6:00 PM'. */
export function formatTime(iso: string, timeZone: string, locale = 'en-CA'): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** A local date (YYYY-MM-DD) as 'Tue, Dec 1, 2026' (no time zone shift: it is already local). */
export function formatLocalDate(localDate: string, locale = 'en-CA'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${localDate}T00:00:00Z`));
}
