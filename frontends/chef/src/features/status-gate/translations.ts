import { addTranslations } from '@hearth/i18n';

/**
 * fr-CA (Canadian French) for the chef status gate: the session check and the
 * 'application is being processed' screen.
 */
addTranslations({
  'fr-CA': {
    'Checking your session…': 'Vérification de votre session…',
    'Your application is being processed': 'Votre candidature est en cours de traitement',
    'Thank you for applying to cook on Hearth. Our team reviews every application and answers within 2 days (usually 1-2 days).':
      'Merci d’avoir posé votre candidature pour cuisiner sur Hearth. Notre équipe examine chaque candidature et y répond d’ici 2 jours (habituellement 1 à 2 jours).',
    'Your application was not approved.': 'Votre candidature n’a pas été approuvée.',
    'Reason: {{reason}}': 'Motif : {{reason}}',
    'Checking…': 'Vérification…',
    'Check my application status': 'Vérifier l’état de ma candidature',
    'Your application is still being reviewed.': 'Votre candidature est toujours à l’étude.',
  },
});
