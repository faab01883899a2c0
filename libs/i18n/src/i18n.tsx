import i18next, { type i18n as I18n } from 'i18next';
import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_STORAGE_KEY,
  detectLocale,
  isLocale,
  safeStorage,
  type Locale,
} from './locales.js';
import { sharedTranslations } from './shared-translations.js';

/**
 * The one i18next instance of the page (shared by the shell and every remote as a Module
 * Federation singleton). Keys are the English (en-CA) text itself, so a missing translation
 * falls back to readable English; `{{name}}` interpolation; no key or namespace separators.
 */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: detectLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  resources: {},
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false }, // React escapes
  initImmediate: false,
});
addTranslations(sharedTranslations);

/**
 * Adds a feature's translations (merged, later calls win). Call at module level in the feature
 * that owns the strings, e.g. `addTranslations({ 'fr-CA': { 'Join the waitlist': '…' } })`.
 */
export function addTranslations(resources: Partial<Record<Locale, Record<string, string>>>): void {
  for (const [locale, strings] of Object.entries(resources)) {
    if (strings) i18n.addResourceBundle(locale, 'translation', strings, true, true);
  }
}

/** `t(key, vars)` in the current locale; re-renders when the locale changes. */
export function useT(): (key: string, vars?: Record<string, unknown>) => string {
  const { t } = useTranslation(undefined, { i18n });
  return useCallback(
    (key: string, vars?: Record<string, unknown>) => t(key, vars ?? {}) as string,
    [t],
  );
}

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);

/**
 * The current locale and a setter. Changing it re-renders every translated string in place (form
 * fields keep what the user typed), remembers the choice and updates `<html lang>`.
 */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => void } {
  const locale = useSyncExternalStore(subscribe, currentLocale, currentLocale);
  const setLocale = useCallback((next: Locale) => {
    safeStorage()?.setItem(LOCALE_STORAGE_KEY, next);
    void i18n.changeLanguage(next);
  }, []);
  return { locale, setLocale };
}

/** Provides the shared instance to React and keeps `<html lang>` in step with the locale. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  useEffect(() => {
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
  }, [locale]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Formats an instant for the current locale, with its time zone (default America/Toronto). */
export function formatDateTime(
  iso: string | Date,
  locale: Locale,
  timeZone = 'America/Toronto',
): string {
  // `dateStyle`/`timeStyle` cannot be combined with `timeZoneName` (a TypeError in V8), so the
  // medium date + short time is spelled out field by field.
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(typeof iso === 'string' ? new Date(iso) : iso);
}
