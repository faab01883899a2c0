import { PaymentMessages, PaymentStatusLabels } from '@hearth/contracts/messages';
import { addTranslations } from '@hearth/i18n';

/**
 * fr-CA (Canadian French) and en-US spellings of the guest's payment screens: the checkout's
 * Payment section, /user/settings/payment, the order's Payment block, and the contract messages
 * they show (English text keys, ADR 0004). The test cards' outcomes are `TEST_CARDS` labels.
 */
addTranslations({
  'en-US': {
    [PaymentStatusLabels.AUTHORIZED]: 'Card authorized, not charged yet',
    [PaymentStatusLabels.VOIDED]: 'Authorization released, not charged',
  },
  'fr-CA': {
    [PaymentMessages.cardRequired]: 'Choisissez une carte pour payer',
    [PaymentMessages.cardNotFound]: 'Cette carte n’est pas enregistrée dans votre compte',
    [PaymentMessages.cardNumberInvalid]: 'Entrez l’un des numéros de carte de test',
    [PaymentMessages.cardAdded]: 'Carte enregistrée',
    [PaymentMessages.cardRemoved]: 'Carte retirée',
    [PaymentMessages.cardSetupUnavailable]:
      'L’ajout d’une carte n’est pas offert pour le moment. Réessayez plus tard.',
    [PaymentMessages.cardSetupNotFound]:
      'Nous n’avons pas trouvé cet enregistrement de carte. Entrez votre carte de nouveau.',
    [PaymentMessages.cardSetupNotConfirmed]:
      'Votre carte n’a pas été confirmée. Entrez-la de nouveau.',
    [PaymentMessages.cardFormLoadFailed]:
      'Le formulaire de carte n’a pas pu se charger. Vérifiez votre connexion et réessayez.',
    'Card details': 'Détails de la carte',
    'Your card details go straight to Stripe.':
      'Les détails de votre carte sont transmis directement à Stripe.',
    'Loading the card form…': 'Chargement du formulaire de carte…',
    [PaymentMessages.testMode]:
      'Mode test : aucune vraie carte n’est débitée. Utilisez l’une des cartes de test ci-dessous.',
    [PaymentMessages.declinedFallback]: 'Votre carte a été refusée.',
    'Your card has insufficient funds.': 'Les fonds de votre carte sont insuffisants.',
    [PaymentMessages.noPayment]: 'Cette commande n’a aucun paiement',
    [PaymentStatusLabels.AUTHORIZED]: 'Carte autorisée, pas encore débitée',
    [PaymentStatusLabels.CAPTURED]: 'Débité',
    [PaymentStatusLabels.VOIDED]: 'Autorisation libérée, aucun débit',
    [PaymentStatusLabels.FAILED]: 'Carte refusée',
    [PaymentStatusLabels.REFUNDED]: 'Remboursé',
    [PaymentStatusLabels.PARTIALLY_REFUNDED]: 'Remboursement partiel',
    Payment: 'Paiement',
    'Test mode': 'Mode test',
    'Test cards': 'Cartes de test',
    'Use test card {{number}}: {{outcome}}': 'Utiliser la carte de test {{number}} : {{outcome}}',
    Succeeds: 'Acceptée',
    Declined: 'Refusée',
    'Declined: insufficient funds': 'Refusée : fonds insuffisants',
    'Card number': 'Numéro de carte',
    'Choose a test card above or type its number.':
      'Choisissez une carte de test ci-dessus ou tapez son numéro.',
    '{{brand}} •••• {{last4}}, expires {{expiry}}': '{{brand}} •••• {{last4}}, expire {{expiry}}',
    'Loading your cards…': 'Chargement de vos cartes…',
    'Try again': 'Réessayer',
    'Use a new card': 'Utiliser une nouvelle carte',
    'Add a new card': 'Ajouter une nouvelle carte',
    'Save this card for next time': 'Enregistrer cette carte pour la prochaine fois',
    'Your card will be charged when the chef accepts':
      'Votre carte sera débitée lorsque le chef acceptera la commande',
    'Saving your card…': 'Enregistrement de votre carte…',
    'Failed to save your card': 'Impossible d’enregistrer votre carte',
    'Failed to remove your card': 'Impossible de retirer votre carte',
    'Payment status': 'Statut du paiement',
    'Held on your card': 'Retenu sur votre carte',
    Refunds: 'Remboursements',
    'Card message': 'Message de la carte',
    'Card held': 'Montant retenu',
    Paid: 'Payée',
    'Not charged': 'Non débitée',
    Settings: 'Paramètres',
    '← Settings': '← Paramètres',
    'Payment methods': 'Modes de paiement',
    'More settings are coming': 'D’autres paramètres arrivent bientôt',
    'Your account settings, help and about pages will live here.':
      'Les paramètres de votre compte, l’aide et la page À propos se trouveront ici.',
    'Log in as a guest to manage your cards':
      'Connectez-vous en tant qu’invité pour gérer vos cartes',
    'Saved cards': 'Cartes enregistrées',
    'No saved cards yet': 'Aucune carte enregistrée pour l’instant',
    'Cards you save here or at checkout show up in this list.':
      'Les cartes que vous enregistrez ici ou lors d’une commande s’affichent dans cette liste.',
    'Remove {{card}}': 'Retirer {{card}}',
    Remove: 'Retirer',
    'Add a card': 'Ajouter une carte',
    'Save card': 'Enregistrer la carte',
    'Remove this card?': 'Retirer cette carte?',
    'You will need to add it again to pay with it.':
      'Vous devrez l’ajouter de nouveau pour payer avec celle-ci.',
    'Keep card': 'Garder la carte',
    'Remove card': 'Retirer la carte',
    'Removing…': 'Retrait en cours…',
  },
});
