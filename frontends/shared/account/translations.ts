import { AccountMessages, AuthMessages } from '@hearth/contracts/messages';
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
    [NETWORK_ERROR_MESSAGE]: 'Impossible de joindre Hearth. Vérifiez votre connexion et réessayez.',
  },
});
