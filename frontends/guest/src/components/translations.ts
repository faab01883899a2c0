import { addTranslations } from '@hearth/i18n';

/** fr-CA (Canadian French) for the shared list pieces (load failures, Load more). */
addTranslations({
  'fr-CA': {
    'There seems to be some issue at the moment.': 'Il semble y avoir un problème pour le moment.',
    'Try again': 'Réessayer',
    'Load more': 'Afficher plus',
    'Loading…': 'Chargement…',
  },
});
