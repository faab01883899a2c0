import { addTranslations } from '@hearth/i18n';

/** Words of the chef's Notify me demand (docs/rules/notify-me.md), en-CA plurals and fr-CA. */
addTranslations({
  // Counts: i18next picks `_one` or `_other` by the locale's plural rules (en-US falls back here).
  'en-CA': {
    '{{count}} guests waiting for {{dish}} on {{date}}_one':
      '{{count}} guest waiting for {{dish}} on {{date}}',
    '{{count}} guests waiting for {{dish}} on {{date}}_other':
      '{{count}} guests waiting for {{dish}} on {{date}}',
  },
  'fr-CA': {
    'Guests waiting for portions': 'Clients en attente de portions',
    '{{count}} guests waiting for {{dish}} on {{date}}_one':
      '{{count}} client attend {{dish}} pour le {{date}}',
    '{{count}} guests waiting for {{dish}} on {{date}}_other':
      '{{count}} clients attendent {{dish}} pour le {{date}}',
    'Add portions': 'Ajouter des portions',
  },
});
