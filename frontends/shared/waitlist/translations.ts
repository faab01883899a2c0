import { NETWORK_ERROR_MESSAGE } from '@hearth/graphql-client';
import { addTranslations } from '@hearth/i18n';

/**
 * fr-CA for what the shared waitlist form and thank-you view show. The field labels and the
 * contract messages are in the shared translations of @hearth/i18n already.
 */
addTranslations({
  'fr-CA': {
    'Country code': 'Indicatif de pays',
    'For example 416 555 0199': 'Par exemple 416 555-0199',
    'Sending…': 'Envoi en cours…',
    [NETWORK_ERROR_MESSAGE]: 'Impossible de joindre Hearth. Vérifiez votre connexion et réessayez.',
  },
});
