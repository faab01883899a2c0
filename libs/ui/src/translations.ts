import { addTranslations } from '@hearth/i18n';

/**
 * The design system's own strings, registered once with the shared i18next instance (the ui lib
 * is a Module Federation singleton). Counts go through i18next plurals: `t(key, { count })` picks
 * `key_one` or `key_other` by the locale's plural rules (French: 0 and 1 are singular). en-CA
 * holds the English forms; en-US falls back to it.
 */
addTranslations({
  'en-CA': {
    '{{count}} reviews_one': '{{count}} review',
    '{{count}} reviews_other': '{{count}} reviews',
    '{{count}} left_one': '{{count}} left',
    '{{count}} left_other': '{{count}} left',
  },
  'fr-CA': {
    '{{count}} reviews_one': '{{count}} avis',
    '{{count}} reviews_other': '{{count}} avis',
    '{{count}} left_one': '{{count}} restante',
    '{{count}} left_other': '{{count}} restantes',
    'Rated {{rating}} out of 5': 'Noté {{rating}} sur 5',
    'No reviews yet': 'Pas encore d’avis',
    New: 'Nouveau',
    'Not spicy': 'Pas piquant',
    'Spice level {{level}} of {{max}}': 'Niveau de piquant {{level}} sur {{max}}',
    '{{percent}}% off': '{{percent}} % de rabais',
    '{{amount}} off': '{{amount}} de rabais',
    '{{amount}} with {{code}}': '{{amount}} avec {{code}}',
  },
});
