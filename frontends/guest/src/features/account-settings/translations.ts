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
  },
});
