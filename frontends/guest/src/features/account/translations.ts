import { addTranslations } from '@hearth/i18n';

// fr-CA of the settings index's own entries (Settings and Payment methods come with the payment
// screens' translations).
addTranslations({
  'fr-CA': {
    'Account settings': 'Paramètres du compte',
    'Your about page will live here.': 'Votre page d’information se trouvera ici.',
    'Report a problem': 'Signaler un problème',
    'Weekly orders': 'Commandes hebdomadaires',
  },
});
