import { NewsletterPostMessages } from '@hearth/contracts/messages';
import { addTranslations } from '@hearth/i18n';

// The unsubscribe page's strings (the page of the link at the bottom of every newsletter).
addTranslations({
  'fr-CA': {
    'Unsubscribe from Hearth newsletters': 'Se désabonner des infolettres de Hearth',
    'Press the button to stop getting Hearth newsletters at the address this link was sent to. You can subscribe again at any time.':
      'Appuyez sur le bouton pour ne plus recevoir les infolettres de Hearth à l’adresse où ce lien a été envoyé. Vous pouvez vous réabonner en tout temps.',
    Unsubscribe: 'Se désabonner',
    'Unsubscribing…': 'Désabonnement en cours…',
    'You are unsubscribed': 'Vous êtes désabonné',
    '{{email}} will get no more Hearth newsletters.':
      '{{email}} ne recevra plus d’infolettres de Hearth.',
    'Back to Home Page': 'Retour à la page d’accueil',
    [NewsletterPostMessages.unsubscribeLinkInvalid]:
      'Ce lien de désabonnement n’est pas valide. Utilisez le lien au bas d’une infolettre de Hearth.',
  },
});
