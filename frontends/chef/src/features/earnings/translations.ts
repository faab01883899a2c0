import { addTranslations } from '@hearth/i18n';

/** fr-CA (Canadian French) for the chef's Earnings screen and its menu entry. */
addTranslations({
  'en-CA': {
    '{{count}} orders_one': '{{count}} order',
    '{{count}} orders_other': '{{count}} orders',
    'From {{count}} paid orders_one': 'From {{count}} paid order',
    'From {{count}} paid orders_other': 'From {{count}} paid orders',
  },
  'fr-CA': {
    Earnings: 'Revenus',
    'Your money': 'Votre argent',
    'Sales to guests': 'Ventes aux clients',
    'Tips from guests (all yours)': 'Pourboires des clients (entièrement à vous)',
    'Discounts paid by Hearth': 'Rabais payés par Hearth',
    'Hearth commission': 'Commission Hearth',
    'Card processing fees': 'Frais de traitement des cartes',
    'Sales tax Hearth remits': 'Taxes de vente remises par Hearth',
    Refunds: 'Remboursements',
    'In payouts': 'Dans les versements',
    'Balance to be paid out': 'Solde à verser',
    'From {{count}} paid orders_one': 'De {{count}} commande payée',
    'From {{count}} paid orders_other': 'De {{count}} commandes payées',
    'Completed orders are paid out every Monday to the bank account on file.':
      'Les commandes terminées sont versées chaque lundi au compte bancaire au dossier.',
    'Payouts go to the bank account ending in {{last4}}.':
      'Les versements sont faits au compte bancaire se terminant par {{last4}}.',
    'Go to bank details': 'Aller aux coordonnées bancaires',
    Payouts: 'Versements',
    'No payouts yet': 'Aucun versement pour l’instant',
    'Once your completed orders are paid out, each payout is listed here.':
      'Une fois vos commandes terminées versées, chaque versement s’affiche ici.',
    Period: 'Période',
    Orders: 'Commandes',
    Amount: 'Montant',
    Status: 'Statut',
    'Paid on': 'Versé le',
    'Not yet': 'Pas encore',
    '{{count}} orders_one': '{{count}} commande',
    '{{count}} orders_other': '{{count}} commandes',
    'Order {{ref}}': 'Commande {{ref}}',
    Pending: 'En attente',
    'On hold': 'Suspendu',
    Approved: 'Approuvé',
    Paid: 'Versé',
    'The payouts could not be loaded.': 'Les versements n’ont pas pu être chargés.',
  },
});
