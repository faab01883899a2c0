import { addTranslations } from '@hearth/i18n';

// The payments-mode banner's strings (English en-CA text is the key).
addTranslations({
  'fr-CA': {
    'Test mode — no real money moves': 'Mode test — aucun argent réel ne circule',
  },
});
