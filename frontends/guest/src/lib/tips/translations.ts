import { TipMessages } from '@hearth/contracts/messages';
import { addTranslations } from '@hearth/i18n';

/**
 * fr-CA (Canadian French) of the tip picker (checkout and "Add a tip" on a completed order) and
 * the contract messages it shows (English text keys, ADR 0004).
 */
addTranslations({
  'fr-CA': {
    'Tip for the chef': 'Pourboire pour le chef',
    'No tip': 'Aucun pourboire',
    '{{percent}}% · {{amount}}': '{{percent}} % · {{amount}}',
    'Other amount': 'Autre montant',
    'Tip amount': 'Montant du pourboire',
    'In dollars, like 5.00': 'En dollars, par exemple 5,00',
    Tip: 'Pourboire',
    'Add a tip': 'Ajouter un pourboire',
    'Add a {{amount}} tip': 'Ajouter un pourboire de {{amount}}',
    'Adding your tip…': 'Ajout de votre pourboire…',
    'Pay the tip with': 'Payer le pourboire avec',
    'Save a card in Payment settings to add a tip.':
      'Enregistrez une carte dans les paramètres de paiement pour ajouter un pourboire.',
    [TipMessages.amountInvalid]:
      'Entrez un pourboire entre 0,50 $ et 200,00 $, ou choisissez Aucun pourboire',
    [TipMessages.amountNotCents]: 'Entrez le pourboire en dollars et en cents, par exemple 5,00',
    [TipMessages.notCompleted]: 'Vous pourrez ajouter un pourboire une fois la commande terminée',
    [TipMessages.alreadyTipped]: 'Cette commande a déjà un pourboire',
    [TipMessages.orderNotFound]: 'Cette commande est introuvable',
    [TipMessages.thanks]: 'Merci! Votre pourboire va entièrement au chef.',
    [TipMessages.goesToChef]:
      'Votre pourboire va à 100 % au chef. Les pourboires ne sont soumis à aucune commission ni taxe de vente.',
  },
});
