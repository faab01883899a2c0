export * from './locales.js';
export { i18n, addTranslations, useT, useLocale, I18nProvider, formatDateTime } from './i18n.js';
