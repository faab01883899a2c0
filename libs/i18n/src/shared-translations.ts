// The messages entry only: the full contracts would put zod into every page's first paint.
import { AuthMessages, OrderStatusLabels, WaitlistMessages } from '@hearth/contracts/messages';
import type { Locale } from './locales.js';

/**
 * Translations of strings shared by several apps: the contract messages (their English text is
 * the key, so a server message translates the same way as a browser one) and common words.
 * en-CA is the source language: a key without a translation shows as itself.
 */
export const sharedTranslations: Partial<Record<Locale, Record<string, string>>> = {
  'en-US': {
    'postal code': 'zip code',
    'Postal code': 'Zip code',
    [WaitlistMessages.postalCodeRequired]: WaitlistMessages.zipCodeRequired,
    'Postal code can be at most 10 characters.': 'Zip code can be at most 10 characters.',
  },
  'fr-CA': {
    'postal code': 'code postal',
    'Postal code': 'Code postal',
    'First name': 'Prénom',
    'Last name': 'Nom',
    Email: 'Courriel',
    Phone: 'Téléphone',
    '(optional)': '(facultatif)',
    Language: 'Langue',
    Close: 'Fermer',
    [OrderStatusLabels.PLACED]: 'Passée',
    [OrderStatusLabels.PENDING]: 'En attente',
    [OrderStatusLabels.REJECTED]: 'Rejetée',
    [OrderStatusLabels.ACCEPTED]: 'Acceptée',
    [OrderStatusLabels.DECLINED]: 'Refusée',
    [OrderStatusLabels.CANCELLED]: 'Annulée',
    [OrderStatusLabels.COMPLETED]: 'Terminée',
    [WaitlistMessages.firstNameRequired]: 'Le prénom est obligatoire!',
    [WaitlistMessages.lastNameRequired]: 'Le nom est obligatoire!',
    [WaitlistMessages.emailRequired]: 'Le courriel est obligatoire!',
    [WaitlistMessages.emailInvalid]: "Le courriel saisi n'est pas valide!",
    [WaitlistMessages.nameTooLong]: 'Les noms peuvent compter au plus 100 caractères.',
    [WaitlistMessages.phoneTooLong]: 'Le numéro de téléphone peut compter au plus 20 caractères.',
    [WaitlistMessages.phoneInvalid]:
      'Le numéro de téléphone ne peut contenir que des chiffres, des espaces, des tirets, des points et des parenthèses.',
    [WaitlistMessages.postalCodeRequired]: 'Le code postal est obligatoire!',
    [WaitlistMessages.postalCodeTooLong]: 'Le code postal peut compter au plus 10 caractères.',
    [WaitlistMessages.chefTypeRequired]: 'Choisissez le programme Bêta ou Fondateur.',
    [WaitlistMessages.alreadyOnChefWaitlist]:
      'Vous êtes déjà sur cette liste d’attente de chefs. Nous vous répondrons d’ici 2 jours.',
    [WaitlistMessages.alreadyOnGuestWaitlist]:
      'Vous êtes déjà sur la liste d’attente des invités. Nous vous préviendrons dès que Hearth ouvrira près de chez vous.',
    [WaitlistMessages.alreadySubscribed]: 'Vous êtes déjà abonné à notre infolettre.',
    [WaitlistMessages.guestThankYou]: 'Merci de vous être inscrit comme invité Bêta!',
    [WaitlistMessages.backToHome]: "Retour à la page d'accueil",
    [WaitlistMessages.guestWaitlistTitle]: "Inscrivez-vous dès maintenant sur la liste d'attente!",
    [WaitlistMessages.guestWaitlistCta]: 'Inscrivez-vous et obtenez des promotions exclusives',
    [AuthMessages.serverError]: 'Un problème est survenu de notre côté. Veuillez réessayer.',
    'Too many attempts. Please wait a minute and try again.':
      'Trop de tentatives. Veuillez patienter une minute et réessayer.',
  },
};
