import { addTranslations } from '@hearth/i18n';

/** The help-report screen (/user/settings/help-report); en-CA text is the key. */
addTranslations({
  'fr-CA': {
    'Report a problem': 'Signaler un problème',
    'Report a problem with an order. An admin reads it, with your conversation with the chef, and answers here.':
      'Signalez un problème avec une commande. Un administrateur le lit, avec votre conversation avec le chef, et répond ici.',
    Order: 'Commande',
    'Choose an order': 'Choisissez une commande',
    Reason: 'Motif',
    'Choose a reason': 'Choisissez un motif',
    Description: 'Description',
    'Send report': 'Envoyer le signalement',
    'Sending…': 'Envoi…',
    'Your report was sent. An admin will answer here.':
      'Votre signalement a été envoyé. Un administrateur répondra ici.',
    'Your reports': 'Vos signalements',
    'No reports yet.': 'Aucun signalement pour l’instant.',
    'You have no orders to report yet.': 'Vous n’avez encore aucune commande à signaler.',
    Open: 'Ouvert',
    Answered: 'Répondu',
    'Answer from Hearth': 'Réponse de Hearth',
    'Reports could not be loaded.': 'Impossible de charger les signalements.',
    'Try again': 'Réessayer',
    'Loading…': 'Chargement…',
    'Missing items': 'Articles manquants',
    'Wrong order': 'Mauvaise commande',
    'Food quality': 'Qualité de la nourriture',
    'Late or not delivered': 'En retard ou non livrée',
    Payment: 'Paiement',
    Other: 'Autre',
    'Choose a reason.': 'Choisissez un motif.',
    'This order is not available.': 'Cette commande n’est pas disponible.',
    'Describe the problem in at least 10 characters.':
      'Décrivez le problème en au moins 10 caractères.',
    'A description can be at most 2000 characters.':
      'Une description peut contenir au plus 2000 caractères.',
    'Something went wrong. Please try again.': 'Une erreur s’est produite. Veuillez réessayer.',
    'Order {{short}} · {{restaurant}} · {{date}}': 'Commande {{short}} · {{restaurant}} · {{date}}',
  },
});

/** The label of each help-report reason (en-CA; translated above). */
export const REASON_LABELS: Record<string, string> = {
  MISSING_ITEMS: 'Missing items',
  WRONG_ORDER: 'Wrong order',
  QUALITY: 'Food quality',
  LATE_OR_NOT_DELIVERED: 'Late or not delivered',
  PAYMENT: 'Payment',
  OTHER: 'Other',
};
