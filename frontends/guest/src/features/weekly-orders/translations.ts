import { StandingOrderMessages as M } from '@hearth/contracts';
import { addTranslations } from '@hearth/i18n';

// fr-CA of the weekly orders page (issue 28) and of the server's refusals it shows.
addTranslations({
  'fr-CA': {
    'Weekly orders': 'Commandes hebdomadaires',
    'Each week’s order is placed by itself a day before the chef’s order cutoff. Until then you can skip it or change it.':
      'La commande de chaque semaine est passée d’elle-même un jour avant l’heure limite du chef. D’ici là, vous pouvez la sauter ou la modifier.',
    'Log in as a guest to see your weekly orders':
      'Connectez-vous comme client pour voir vos commandes hebdomadaires',
    'Loading your weekly orders…': 'Chargement de vos commandes hebdomadaires…',
    'No weekly orders yet': 'Aucune commande hebdomadaire pour l’instant',
    'Open an accepted or completed order and choose Make it weekly.':
      'Ouvrez une commande acceptée ou terminée et choisissez Chaque semaine.',
    Active: 'Active',
    Paused: 'En pause',
    Cancelled: 'Annulée',
    Delivery: 'Livraison',
    Pickup: 'Cueillette',
    Dishes: 'Plats',
    'Portions of {{dish}}': 'Portions de {{dish}}',
    'Next: {{date}} — placed by itself on {{placesAt}}':
      'Prochaine : {{date}} — passée d’elle-même le {{placesAt}}',
    'Next date: {{date}}': 'Prochaine date : {{date}}',
    'The chef has no later date for this session yet.':
      'Le chef n’a pas encore de date suivante pour cette séance.',
    'Paused: no week is placed until you resume.':
      'En pause : aucune semaine n’est commandée avant la reprise.',
    Save: 'Enregistrer',
    'Keep as it was': 'Garder tel quel',
    'Skip next week': 'Sauter la semaine prochaine',
    'Change quantities': 'Modifier les quantités',
    Pause: 'Mettre en pause',
    Resume: 'Reprendre',
    'Cancel weekly order': 'Annuler la commande',
    'Cancel this weekly order?': 'Annuler cette commande hebdomadaire?',
    'Orders already placed stay as they are. No later week is placed.':
      'Les commandes déjà passées restent telles quelles. Aucune semaine suivante n’est commandée.',
    'Keep it': 'La garder',
    'Recent weeks': 'Dernières semaines',
    Placed: 'Passée',
    'Order {{reference}}': 'Commande {{reference}}',
    'Being placed': 'En cours',
    Skipped: 'Sautée',
    'Not placed: {{why}}': 'Non passée : {{why}}',
    'no portions were left': 'il ne restait plus de portions',
    'your card was declined': 'votre carte a été refusée',
    'the dishes were not available': 'les plats n’étaient pas offerts',
    'Weekly order changed': 'Commande hebdomadaire modifiée',
    'Next week skipped': 'Semaine prochaine sautée',
    'Weekly order paused': 'Commande hebdomadaire en pause',
    'Weekly order resumed': 'Commande hebdomadaire reprise',
    'Weekly order cancelled': 'Commande hebdomadaire annulée',
    [M.notFound]: 'Cette commande hebdomadaire est introuvable',
    [M.alreadyPaused]: 'Cette commande hebdomadaire est déjà en pause',
    [M.notPaused]: 'Seule une commande hebdomadaire en pause peut être reprise',
    [M.cancelled]: 'Cette commande hebdomadaire est annulée',
    [M.nothingToSkip]: 'Aucune semaine à venir à sauter',
    [M.weekAlreadyDecided]: 'Cette semaine est déjà sautée ou commandée',
    [M.linesRequired]: 'Gardez au moins une portion dans votre commande hebdomadaire',
    [M.quantityInvalid]: 'Les quantités sont des nombres entiers de 0 à 50',
    [M.unknownDish]: 'Seuls les plats de cette commande hebdomadaire peuvent être modifiés',
  },
});
