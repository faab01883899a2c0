import { addTranslations } from '@hearth/i18n';

// fr-CA of the About page (package names and licence identifiers stay as they are).
addTranslations({
  'fr-CA': {
    'About Hearth': 'À propos de Hearth',
    Version: 'Version',
    'Terms and privacy': 'Conditions et confidentialité',
    'Terms and conditions': 'Conditions générales',
    'Privacy policy': 'Politique de confidentialité',
    'Open-source licences': 'Licences libres',
    'We could not load the licences.': 'Nous n’avons pas pu charger les licences.',
    'Loading the licences…': 'Chargement des licences…',
    'Hearth is built with {{count}} open-source packages, each under its own licence._one':
      'Hearth est construit avec {{count}} paquet libre, sous sa propre licence.',
    'Hearth is built with {{count}} open-source packages, each under its own licence._other':
      'Hearth est construit avec {{count}} paquets libres, chacun sous sa propre licence.',
    '← Settings': '← Paramètres',
  },
});
