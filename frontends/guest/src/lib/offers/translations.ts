import { PromotionMessages } from '@hearth/contracts/messages';
import { addTranslations } from '@hearth/i18n';

/**
 * fr-CA (Canadian French) for offers and promotion codes as guests meet them: the restaurant
 * card's discount text, the restaurant page's offers, the code field of the cart and checkout and
 * every reason a code does not apply (contract messages, English text keys: ADR 0004).
 */
addTranslations({
  'fr-CA': {
    '{{amount}} orders of {{minimum}} or more':
      '{{amount}} sur les commandes de {{minimum}} et plus',
    'Code {{code}}': 'Code {{code}}',
    'Applied at checkout': 'Appliqué au paiement',
    'First order only': 'Première commande seulement',
    'For waitlist members': 'Pour les membres de la liste d’attente',
    'Until {{date}}': 'Jusqu’au {{date}}',
    Offers: 'Offres',
    'Promotion code': 'Code promo',
    Apply: 'Appliquer',
    'Remove code': 'Retirer le code',
    'Checking the code…': 'Vérification du code…',
    'Code {{code}} applied': 'Code {{code}} appliqué',
    'Offer applied: {{name}}': 'Offre appliquée : {{name}}',
    Discount: 'Rabais',
    'Discount ({{code}})': 'Rabais ({{code}})',
    'The code could not be checked. Please try again.':
      'Le code n’a pas pu être vérifié. Veuillez réessayer.',
    [PromotionMessages.codeUnknown]: 'Ce code n’existe pas',
    [PromotionMessages.codeNotStarted]: 'Ce code n’est pas encore actif',
    [PromotionMessages.codeExpired]: 'Ce code est expiré',
    [PromotionMessages.codePaused]: 'Ce code n’est pas disponible pour le moment',
    [PromotionMessages.codeMinimumNotMet]: 'Ce code exige un sous-total d’au moins {{minimum}}',
    [PromotionMessages.codeAlreadyUsed]: 'Vous avez déjà utilisé ce code',
    [PromotionMessages.codeFullyRedeemed]: 'Ce code a été entièrement utilisé',
    [PromotionMessages.codeWrongRestaurant]: 'Ce code n’est pas valable pour ce restaurant',
    [PromotionMessages.codeFirstOrderOnly]: 'Ce code est réservé à votre première commande',
    [PromotionMessages.codeWaitlistOnly]:
      'Ce code est réservé aux invités inscrits sur notre liste d’attente',
  },
});
