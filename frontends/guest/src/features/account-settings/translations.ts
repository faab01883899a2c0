import { AccountMessages } from '@hearth/contracts/messages';
import { addTranslations } from '@hearth/i18n';

// fr-CA of the guest's account settings screen (the change-password form and the account messages
// are translated in frontends/shared/account).
addTranslations({
  'fr-CA': {
    'Account settings': 'Paramètres du compte',
    'Account details': 'Renseignements du compte',
    'Your e-mail is how you log in.': 'Votre courriel sert à vous connecter.',
    'Save details': 'Enregistrer',
    'Saving…': 'Enregistrement…',
    'Loading your account…': 'Chargement de votre compte…',
    'Checking your session…': 'Vérification de votre session…',
    'Log in to manage your account': 'Connectez-vous pour gérer votre compte',
    'Log in': 'Se connecter',
    '← Settings': '← Paramètres',
    'Change e-mail': 'Changer de courriel',
    'We send a link to the new address; your e-mail changes once you open it. Your current address gets a notice.':
      'Nous envoyons un lien à la nouvelle adresse; votre courriel change quand vous l’ouvrez. Votre adresse actuelle reçoit un avis.',
    'New e-mail': 'Nouveau courriel',
    'Sending…': 'Envoi…',
    'Send confirmation link': 'Envoyer le lien de confirmation',
    [AccountMessages.emailChangeSent]:
      'Nous avons envoyé un lien à votre nouveau courriel. Ouvrez-le d’ici 24 heures pour confirmer le changement; d’ici là, vous vous connectez avec votre courriel actuel.',
    [AccountMessages.emailSameAsCurrent]: 'C’est déjà votre courriel.',
    [AccountMessages.emailInUse]: 'Un autre compte utilise déjà ce courriel.',
    [AccountMessages.emailChangePasswordRequired]:
      'Entrez votre mot de passe pour changer de courriel.',
    'Default delivery address': 'Adresse de livraison par défaut',
    'The checkout starts from this address.': 'Le paiement commence avec cette adresse.',
    'Your default delivery address has been saved.':
      'Votre adresse de livraison par défaut a été enregistrée.',
    'Your default delivery address has been removed.':
      'Votre adresse de livraison par défaut a été retirée.',
    'Loading your address…': 'Chargement de votre adresse…',
    'Save address': 'Enregistrer l’adresse',
    'Remove address': 'Retirer l’adresse',
    'Your data': 'Vos données',
  },
});
