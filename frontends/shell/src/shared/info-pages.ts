import { addTranslations } from '@hearth/i18n';

/**
 * The footer's public information pages. `title` is the link text and the page's
 * heading (an en-CA i18n key); the pages' text lives in features/info-pages.
 */
export const INFO_PAGES = [
  { path: '/how-it-works', title: 'How it works' },
  { path: '/help-centre', title: 'Help centre' },
  { path: '/faqs', title: 'FAQs' },
  { path: '/covid19-safety', title: 'COVID-19 safety' },
  { path: '/privacy-policy', title: 'Privacy policy' },
  { path: '/terms-and-conditions', title: 'Terms and conditions' },
  { path: '/contact-us', title: 'Contact us' },
] as const;

export type InfoPagePath = (typeof INFO_PAGES)[number]['path'];

// Page names stay the same in en-US ("Help centre" is the page's name, like its address).
addTranslations({
  'fr-CA': {
    'How it works': 'Comment ça marche',
    'Help centre': 'Centre d’aide',
    FAQs: 'FAQ',
    'COVID-19 safety': 'Sécurité COVID-19',
    'Privacy policy': 'Politique de confidentialité',
    'Terms and conditions': 'Conditions générales',
    'Contact us': 'Nous joindre',
  },
});
