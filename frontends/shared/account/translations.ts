import {
  AccountMessages,
  AuthMessages,
  NotificationPreferenceMessages,
} from '@hearth/contracts/messages';
import { NETWORK_ERROR_MESSAGE } from '@hearth/graphql-client';
import { addTranslations } from '@hearth/i18n';

// fr-CA of what the account screens shared by the guest and chef areas show (the change-password
// form) and of the account messages they can get back.
addTranslations({
  'fr-CA': {
    'Change password': 'Changer le mot de passe',
    Password: 'Mot de passe',
    'Changing your password signs you out on your other devices.':
      'Changer votre mot de passe vous déconnecte de vos autres appareils.',
    'Changing password…': 'Changement en cours…',
    'Current password': 'Mot de passe actuel',
    'New password': 'Nouveau mot de passe',
    'Confirm new password': 'Confirmez le nouveau mot de passe',
    '8 or more characters, with at least one letter and one number.':
      '8 caractères ou plus, dont au moins une lettre et un chiffre.',
    'Show passwords': 'Afficher les mots de passe',
    [AuthMessages.passwordRules]:
      'Le mot de passe doit compter de 8 à 128 caractères, dont au moins une lettre et un chiffre.',
    [AccountMessages.currentPasswordRequired]: 'Saisissez votre mot de passe actuel.',
    [AccountMessages.currentPasswordWrong]: 'Votre mot de passe actuel est incorrect.',
    [AccountMessages.newPasswordSameAsCurrent]:
      'Choisissez un nouveau mot de passe différent de l’actuel.',
    [AccountMessages.confirmPasswordRequired]: 'Saisissez de nouveau le nouveau mot de passe.',
    [AccountMessages.passwordsDoNotMatch]: 'Les deux mots de passe ne correspondent pas.',
    [AccountMessages.passwordChanged]:
      'Votre mot de passe a été changé. Vos autres appareils ont été déconnectés.',
    [AccountMessages.accountSaved]: 'Les renseignements de votre compte ont été enregistrés.',
    'Notification preferences': 'Préférences de notification',
    'Choose how we tell you about each kind of notification.':
      'Choisissez comment nous vous informons de chaque type de notification.',
    Notification: 'Notification',
    'In the app': 'Dans l’application',
    'By e-mail': 'Par courriel',
    'Order updates': 'Suivi des commandes',
    'Accepted, declined, completed or refunded orders.':
      'Commandes acceptées, refusées, terminées ou remboursées.',
    Messages: 'Messages',
    'A new message from a chef while you are away.':
      'Un nouveau message d’un chef pendant votre absence.',
    'A new message from a guest while you are away.':
      'Un nouveau message d’un client pendant votre absence.',
    'Help reports': 'Signalements',
    'Our answer to a problem you reported.': 'Notre réponse à un problème que vous avez signalé.',
    'New orders waiting for you, and orders a guest cancelled.':
      'Les nouvelles commandes qui vous attendent et celles qu’un client a annulées.',
    'Not e-mailed': 'Pas de courriel',
    'Always on': 'Toujours activé',
    'Save preferences': 'Enregistrer les préférences',
    'Saving…': 'Enregistrement…',
    'Loading your preferences…': 'Chargement de vos préférences…',
    'Try again': 'Réessayer',
    [NotificationPreferenceMessages.saved]: 'Vos préférences de notification ont été enregistrées.',
    [NotificationPreferenceMessages.orderUpdatesInAppRequired]:
      'Le suivi des commandes s’affiche toujours dans l’application : il vous dit ce qui arrive à une commande.',
    [NotificationPreferenceMessages.unknownChoice]: 'Choisissez un type et un canal dans la liste.',
    [NotificationPreferenceMessages.loadFailed]:
      'Impossible de charger vos préférences de notification.',
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
    'Delete your account for good? Press the button again to confirm.':
      'Supprimer votre compte pour de bon? Appuyez de nouveau sur le bouton pour confirmer.',
    'Deleting…': 'Suppression…',
    'Yes, delete my account': 'Oui, supprimer mon compte',
    'Delete my account': 'Supprimer mon compte',
    'Keep my account': 'Garder mon compte',
    'Enter your password to delete your account.':
      'Entrez votre mot de passe pour supprimer votre compte.',
    'Your password is incorrect.': 'Votre mot de passe est incorrect.',
    [AccountMessages.deleteNotForAdmins]:
      'Les comptes d’administrateur ne se suppriment pas ici. Écrivez au soutien et nous le fermerons avec vous.',
    [AccountMessages.deleteWithOpenOrders]:
      'Vous avez des commandes en cours. Vous pourrez supprimer votre compte une fois chacune terminée, refusée ou annulée.',
    [AccountMessages.chefAccountDeleted]:
      'Votre compte de chef a été supprimé. Vos données personnelles ont été retirées de Hearth et votre restaurant est masqué aux clients; vos commandes passées, versements et écritures comptables restent dans nos livres, comme la loi l’exige.',
    'Your name, e-mail, phone, chef profile, bank details and your kitchen’s street address are removed from every part of Hearth, your restaurant is hidden from guests for good and you are signed out. Your past orders, payouts and ledger entries stay in our books, as the law requires; your messages to guests are removed. This cannot be undone.':
      'Vos nom, courriel, téléphone, profil de chef, coordonnées bancaires et l’adresse de votre cuisine sont retirés de tout Hearth, votre restaurant est masqué aux clients pour de bon et vous êtes déconnecté. Vos commandes passées, versements et écritures comptables restent dans nos livres, comme la loi l’exige; vos messages aux clients sont retirés. C’est irréversible.',
    'Your data': 'Vos données',
    'Your account has been deleted. Your personal data has been removed from Hearth; the totals of your past orders stay in our books, as the law requires.':
      'Votre compte a été supprimé. Vos données personnelles ont été retirées de Hearth; les totaux de vos commandes passées restent dans nos livres, comme la loi l’exige.',
    [NETWORK_ERROR_MESSAGE]: 'Impossible de joindre Hearth. Vérifiez votre connexion et réessayez.',
  },
});
