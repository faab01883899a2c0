import { addTranslations } from '@hearth/i18n';

/** fr-CA (Canadian French) for the chef's incoming orders and the order detail modal. */
addTranslations({
  // Counts: i18next picks `_one` or `_other` by the locale's plural rules (en-US falls back here).
  'en-CA': {
    '{{count}} portions_one': '{{count}} portion',
    '{{count}} portions_other': '{{count}} portions',
  },
  'fr-CA': {
    'Pending orders': 'Commandes en attente',
    'Accepted orders': 'Commandes acceptées',
    'Declined orders': 'Commandes refusées',
    'No orders are waiting for your answer.': 'Aucune commande n’attend votre réponse.',
    'You have not accepted any orders yet.': 'Vous n’avez encore accepté aucune commande.',
    'You have not declined any orders.': 'Vous n’avez refusé aucune commande.',
    'New orders show here as guests place them.':
      'Les nouvelles commandes s’affichent ici dès que les clients les passent.',
    'Order {{ref}}': 'Commande {{ref}}',
    'Order ID': 'Numéro de commande',
    Status: 'Statut',
    For: 'Pour',
    'Delivery address': 'Adresse de livraison',
    'The guest picks the order up': 'Le client vient chercher la commande',
    'Delivery instruction': 'Consigne de livraison',
    'Pickup instruction': 'Consigne de cueillette',
    None: 'Aucune',
    'Decline reason': 'Raison du refus',
    Dishes: 'Plats',
    'Delivery fee': 'Frais de livraison',
    Total: 'Total',
    'Reason for declining': 'Raison du refus',
    'Decline order': 'Refuser la commande',
    'Accept order': 'Accepter la commande',
    'Mark as completed': 'Marquer comme terminée',
    'Go Back': 'Retour',
    Close: 'Fermer',
    'The order was accepted': 'La commande a été acceptée',
    'The order was declined': 'La commande a été refusée',
    'The order was marked completed': 'La commande a été marquée comme terminée',
    'View order': 'Voir la commande',
    '{{count}} portions_one': '{{count}} portion',
    '{{count}} portions_other': '{{count}} portions',
    'Previous page': 'Page précédente',
    'Next page': 'Page suivante',
    'Page {{page}}': 'Page {{page}}',
    Orders: 'Commandes',
  },
});
