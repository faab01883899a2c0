import { addTranslations } from '@hearth/i18n';

// fr-CA of the About page (package names and licence identifiers stay as they are).
addTranslations({
  'fr-CA': {
    'About Hearth': 'À propos de Hearth',
    Version: 'Version',
    'Terms and privacy': 'Conditions et confidentialité',
    'Terms and conditions': 'Conditions générales',
    'Privacy policy': 'Politique de confidentialité',
    'Third-party licences': 'Licences des composants tiers',
    'We could not load the licences.': 'Nous n’avons pas pu charger les licences.',
    'Loading the licences…': 'Chargement des licences…',
    'Hearth is built with {{count}} third-party packages, each under its own licence._one':
      'Hearth est construit avec {{count}} composant tiers, sous sa propre licence.',
    'Hearth is built with {{count}} third-party packages, each under its own licence._other':
      'Hearth est construit avec {{count}} composants tiers, chacun sous sa propre licence.',
    '← Settings': '← Paramètres',
  },
});
