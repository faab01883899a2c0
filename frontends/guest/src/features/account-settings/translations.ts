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
    'Download your data': 'Télécharger vos données',
    'A JSON file with your account, orders, payments, notifications, sign-ups, newsletters, reviews and favourites as Hearth holds them.':
      'Un fichier JSON avec votre compte, vos commandes, paiements, notifications, inscriptions, infolettres, avis et favoris, tels que Hearth les conserve.',
    'We could not prepare your data. Try again.':
      'Nous n’avons pas pu préparer vos données. Réessayez.',
    'Preparing…': 'Préparation…',
    'Download my data': 'Télécharger mes données',
    'Delete account': 'Supprimer le compte',
    'Your name, e-mail, phone and addresses are removed from every part of Hearth and you are signed out. The totals of your past orders stay in our books; your reviews stay as “Former guest”. This cannot be undone.':
      'Vos nom, courriel, téléphone et adresses sont retirés de tout Hearth et vous êtes déconnecté. Les totaux de vos commandes passées restent dans nos livres; vos avis restent sous « Ancien client ». C’est irréversible.',
    Password: 'Mot de passe',
    'Delete your account for good? Press the button again to confirm.':
      'Supprimer votre compte pour de bon? Appuyez de nouveau sur le bouton pour confirmer.',
    'Deleting…': 'Suppression…',
    'Yes, delete my account': 'Oui, supprimer mon compte',
    'Delete my account': 'Supprimer mon compte',
    'Keep my account': 'Garder mon compte',
    'Enter your password to delete your account.':
      'Entrez votre mot de passe pour supprimer votre compte.',
    'Your password is incorrect.': 'Votre mot de passe est incorrect.',
    'Chef and admin accounts cannot be deleted here. Write to support and we will close it with you.':
      'Les comptes de chef et d’administrateur ne se suppriment pas ici. Écrivez au soutien et nous le fermerons avec vous.',
    'Your account has been deleted. Your personal data has been removed from Hearth; the totals of your past orders stay in our books, as the law requires.':
      'Votre compte a été supprimé. Vos données personnelles ont été retirées de Hearth; les totaux de vos commandes passées restent dans nos livres, comme la loi l’exige.',
  },
});
