import { StandingOrderMessages as M } from '@hearth/contracts';
import { addTranslations } from '@hearth/i18n';

// fr-CA of "Make it weekly" on the order detail (issue 28) and of the refusals it shows.
addTranslations({
  'fr-CA': {
    'Have it every week': 'L’avoir chaque semaine',
    'The same dishes and quantities, the same pickup or delivery and card, from this chef every week. Each week’s order is placed by itself a day before the order cutoff; until then you can skip that week, change it, pause or cancel.':
      'Les mêmes plats et quantités, la même cueillette ou livraison et la même carte, de ce chef chaque semaine. La commande de chaque semaine est passée d’elle-même un jour avant l’heure limite; d’ici là, vous pouvez sauter cette semaine, la modifier, mettre en pause ou annuler.',
    'Make it weekly': 'Chaque semaine',
    'This order is weekly': 'Cette commande est hebdomadaire',
    'Next week’s order is placed by itself on {{date}}.':
      'La commande de la semaine prochaine sera passée d’elle-même le {{date}}.',
    'The chef has no later date for this session yet.':
      'Le chef n’a pas encore de date suivante pour cette séance.',
    'Manage weekly orders': 'Gérer les commandes hebdomadaires',
    [M.orderNotFound]: 'Cette commande est introuvable',
    [M.orderNotEligible]: 'Seule une commande acceptée ou terminée peut devenir hebdomadaire',
    [M.alreadyWeekly]: 'Cette commande est déjà hebdomadaire',
    [M.noCard]: 'Cette commande a été payée sans carte : elle ne peut pas devenir hebdomadaire',
  },
});
