import { addTranslations } from '@hearth/i18n';

/** fr-CA for the Earnings page's yearly statement controls. */
addTranslations({
  'fr-CA': {
    'Yearly statement': 'Relevé annuel',
    Year: 'Année',
    'Download CSV': 'Télécharger le CSV',
    'Download PDF': 'Télécharger le PDF',
    'Preparing…': 'Préparation…',
    'The statement could not be made. Try again.': 'Le relevé n’a pas pu être créé. Réessayez.',
    'Your sales, Hearth commission, card fees, sales tax, refunds, disputes and payouts of the year, by month — for your taxes.':
      'Vos ventes, la commission de Hearth, les frais de carte, la taxe de vente, les remboursements, les litiges et les versements de l’année, par mois — pour vos impôts.',
  },
});
