import { addTranslations } from '@hearth/i18n';

/** fr-CA for the notifications page beyond the dashboard's shared words. */
addTranslations({
  'fr-CA': {
    'Mark as read': 'Marquer comme lu',
    'Filter notifications': 'Filtrer les notifications',
  },
});
