import { addTranslations } from '@hearth/i18n';

// fr-CA of the settings index's own entries (Settings and Payment methods come with the payment
// screens' translations).
addTranslations({
  'fr-CA': {
    'Account settings': 'Paramètres du compte',
    'Your help and about pages will live here.':
      'Vos pages d’aide et d’information se trouveront ici.',
  },
});
