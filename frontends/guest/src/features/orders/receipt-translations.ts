import { ReceiptTexts } from '@hearth/contracts';
import { addTranslations } from '@hearth/i18n';

/**
 * fr-CA for the receipt page's controls and states (the receipt itself is printed in English, as
 * its PDF and e-mail: one document, contracts' `receiptDocument`).
 */
addTranslations({
  'fr-CA': {
    Receipt: 'Reçu',
    Print: 'Imprimer',
    'Download PDF': 'Télécharger le PDF',
    'Preparing PDF…': 'Préparation du PDF…',
    'Back to orders': 'Retour aux commandes',
    'This receipt could not be loaded.': 'Ce reçu n’a pas pu être chargé.',
    'The PDF could not be made. Try again.': 'Le PDF n’a pas pu être créé. Réessayez.',
    [ReceiptTexts.notCharged]:
      'Un reçu est disponible dès que le chef accepte la commande et que votre carte est débitée.',
    'Amounts in Canadian dollars (CAD). Keep this receipt for your records.':
      'Montants en dollars canadiens (CAD). Conservez ce reçu pour vos dossiers.',
  },
});
