import { addTranslations } from '@hearth/i18n';

/** The 404 page's words (en-CA, the translation keys) and the back links each app uses. */
export const NotFoundText = {
  title: 'Page not found',
  description: 'We could not find that page. Check the address, or use the link below.',
  backHome: 'Back to home',
  backToDashboard: 'Back to your dashboard',
  backToAdmin: 'Back to the admin dashboard',
} as const;

const ENGLISH: Record<string, string> = Object.fromEntries(
  Object.values(NotFoundText).map((text) => [text, text]),
);

// en-CA and en-US say the same words (none has a Canadian spelling); fr-CA translates them.
addTranslations({
  'en-CA': ENGLISH,
  'en-US': ENGLISH,
  'fr-CA': {
    [NotFoundText.title]: 'Page introuvable',
    [NotFoundText.description]:
      'Nous n’avons pas trouvé cette page. Vérifiez l’adresse ou utilisez le lien ci-dessous.',
    [NotFoundText.backHome]: 'Retour à l’accueil',
    [NotFoundText.backToDashboard]: 'Retour à votre tableau de bord',
    [NotFoundText.backToAdmin]: 'Retour au tableau de bord d’administration',
  },
});
