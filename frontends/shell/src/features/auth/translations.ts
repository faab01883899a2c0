import { AuthMessages } from '@hearth/contracts/messages';
import { NETWORK_ERROR_MESSAGE } from '@hearth/graphql-client/session';
import { addTranslations } from '@hearth/i18n';

// The log-in and sign-up modals' strings, and the identity messages they can show.
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
    [AuthMessages.passwordRules]:
      'Le mot de passe doit compter de 8 à 128 caractères, dont au moins une lettre et un chiffre.',
    [AuthMessages.roleRequired]: 'Indiquez si vous vous inscrivez comme invité ou comme chef.',
    [AuthMessages.invalidCredentials]: 'Le courriel ou le mot de passe saisi est incorrect.',
    [AuthMessages.emailTaken]: 'Un compte existe déjà avec ce courriel. Connectez-vous plutôt.',
    [AuthMessages.sessionExpired]: 'Votre session a expiré. Veuillez vous reconnecter.',
    [AuthMessages.notSignedIn]: 'Veuillez vous connecter pour continuer.',
    [AuthMessages.forbidden]: 'Vous n’avez pas accès à cette page.',
    [NETWORK_ERROR_MESSAGE]: 'Impossible de joindre Hearth. Vérifiez votre connexion et réessayez.',
  },
});
