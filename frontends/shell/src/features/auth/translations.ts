import { AccountMessages, AuthMessages } from '@hearth/contracts/messages';
import { NETWORK_ERROR_MESSAGE } from '@hearth/graphql-client/session';
import { addTranslations } from '@hearth/i18n';

// The log-in, sign-up and forgotten-password modals' strings, the reset-password page's, and the
// identity and account messages they can show.
addTranslations({
  'fr-CA': {
    'Log in to Hearth': 'Connexion à Hearth',
    'Create your Hearth account': 'Créez votre compte Hearth',
    'Log in': 'Se connecter',
    'Sign up': 'S’inscrire',
    Password: 'Mot de passe',
    'Logging in…': 'Connexion en cours…',
    'New to Hearth?': 'Nouveau sur Hearth?',
    '8 or more characters, with at least one letter and one number.':
      '8 caractères ou plus, dont au moins une lettre et un chiffre.',
    'I am joining as': 'Je m’inscris comme',
    Guest: 'Invité',
    Chef: 'Chef',
    'Creating your account…': 'Création de votre compte…',
    'Already have an account?': 'Vous avez déjà un compte?',
    'Welcome back, {{name}}!': 'Bon retour, {{name}}!',
    'Welcome to Hearth, {{name}}!': 'Bienvenue chez Hearth, {{name}}!',
    'Forgot password?': 'Mot de passe oublié?',
    'Reset your password': 'Réinitialiser votre mot de passe',
    'Enter the e-mail of your account and we will send you a link to choose a new password.':
      'Saisissez le courriel de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    'Send the link': 'Envoyer le lien',
    'Sending…': 'Envoi en cours…',
    'Remembered it?': 'Vous vous en souvenez?',
    'Check your inbox': 'Consultez votre boîte de réception',
    'Back to log in': 'Retour à la connexion',
    'Choose a new password': 'Choisissez un nouveau mot de passe',
    'Every device signed in to your account will be signed out.':
      'Tous les appareils connectés à votre compte seront déconnectés.',
    // The new-password pair's own strings come with it (shared/account/NewPasswordFields).
    'Reset password': 'Réinitialiser le mot de passe',
    'Saving…': 'Enregistrement…',
    'Password reset': 'Mot de passe réinitialisé',
    'Ask for a new link': 'Demander un nouveau lien',
    [AccountMessages.resetLinkSent]:
      'Si un compte utilise ce courriel, nous lui avons envoyé un lien pour réinitialiser le mot de passe. Le lien fonctionne une seule fois, pendant 30 minutes.',
    [AccountMessages.resetLinkInvalid]:
      'Ce lien de réinitialisation a expiré ou a déjà servi. Demandez-en un nouveau.',
    [AccountMessages.passwordReset]:
      'Votre mot de passe a été réinitialisé et tous les appareils ont été déconnectés. Connectez-vous avec votre nouveau mot de passe.',
    [AccountMessages.passwordsDoNotMatch]: 'Les deux mots de passe ne correspondent pas.',
    [AccountMessages.confirmPasswordRequired]: 'Saisissez de nouveau le nouveau mot de passe.',
    [AuthMessages.passwordRules]:
      'Le mot de passe doit compter de 8 à 128 caractères, dont au moins une lettre et un chiffre.',
    [AuthMessages.roleRequired]: 'Indiquez si vous vous inscrivez comme invité ou comme chef.',
    [AuthMessages.invalidCredentials]: 'Le courriel ou le mot de passe saisi est incorrect.',
    [AuthMessages.emailTaken]: 'Un compte existe déjà avec ce courriel. Connectez-vous plutôt.',
    [AuthMessages.sessionExpired]: 'Votre session a expiré. Veuillez vous reconnecter.',
    [AuthMessages.notSignedIn]: 'Veuillez vous connecter pour continuer.',
    [AuthMessages.forbidden]: 'Vous n’avez pas accès à cette page.',
    [NETWORK_ERROR_MESSAGE]: 'Impossible de joindre Hearth. Vérifiez votre connexion et réessayez.',
    'Confirm your new e-mail': 'Confirmez votre nouveau courriel',
    'Use this address for your Hearth account from now on?':
      'Utiliser cette adresse pour votre compte Hearth désormais?',
    'Confirming…': 'Confirmation…',
    'Confirm my new e-mail': 'Confirmer mon nouveau courriel',
    [AccountMessages.emailChanged]:
      'Votre courriel a été changé. Connectez-vous désormais avec votre nouveau courriel.',
    [AccountMessages.emailChangeLinkInvalid]:
      'Ce lien pour confirmer votre nouveau courriel a expiré ou a déjà servi. Demandez-en un nouveau dans les paramètres de votre compte.',
    [AccountMessages.emailInUse]: 'Un autre compte utilise déjà ce courriel.',
  },
});
