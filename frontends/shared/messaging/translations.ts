import { addTranslations } from '@hearth/i18n';

// fr-CA of the button that opens an order's conversation (guest and chef).
addTranslations({
  'fr-CA': {
    'Message the chef': 'Écrire au chef',
    'Message the guest': 'Écrire au client',
    'Opening…': 'Ouverture…',
  },
});
