/** Locales Hearth speaks: en-CA is the default. */
export const LOCALES = ['en-CA', 'en-US', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-CA';

/** How each locale names itself in the locale switcher. */
export const LOCALE_LABELS: Record<Locale, string> = {
  'en-CA': 'English (Canada)',
  'en-US': 'English (US)',
  'fr-CA': 'Français (Canada)',
};

/** Where the chosen locale is remembered across visits. */
export const LOCALE_STORAGE_KEY = 'hearth.locale';
/** URL parameter that carries a locale (links to restaurants keep it). */
export const LOCALE_PARAM = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The locale to start with: `?lang=` in the URL, else the remembered choice, else the browser's
 * language when Hearth speaks it (fr-* → fr-CA, en-US → en-US), else en-CA.
 */
export function detectLocale(
  search: string = globalThis.location?.search ?? '',
  stored: string | null = safeStorage()?.getItem(LOCALE_STORAGE_KEY) ?? null,
  languages: readonly string[] = globalThis.navigator?.languages ?? [],
): Locale {
  const fromUrl = new URLSearchParams(search).get(LOCALE_PARAM);
  if (isLocale(fromUrl)) return fromUrl;
  if (isLocale(stored)) return stored;
  for (const lang of languages) {
    if (isLocale(lang)) return lang;
    if (lang.toLowerCase().startsWith('fr')) return 'fr-CA';
  }
  return DEFAULT_LOCALE;
}

/** localStorage, or undefined where it is unavailable (private mode, tests without DOM). */
export function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
