import { addTranslations } from '@hearth/i18n';

// The newsletter modal's strings (the contract messages are in @hearth/i18n's shared ones).
addTranslations({
  'fr-CA': {
    'Subscribe to our newsletter': 'Abonnez-vous à notre infolettre',
    'Loading…': 'Chargement…',
    'New chefs, seasonal dishes and cooking sessions near you, about twice a month. Unsubscribe at any time.':
      'Nouveaux chefs, plats de saison et séances de cuisine près de chez vous, environ deux fois par mois. Désabonnez-vous en tout temps.',
    Subscribe: 'S’abonner',
    'Subscribing…': 'Abonnement en cours…',
    'Thank you for subscribing!': 'Merci de votre abonnement!',
    'We will send the next Hearth newsletter to {{email}}.':
      'Nous enverrons la prochaine infolettre de Hearth à {{email}}.',
    'You are subscribed to the Hearth newsletter.': 'Vous êtes abonné à l’infolettre de Hearth.',
    Done: 'Terminé',
  },
});
