/** The footer's information pages (SPEC §2 Public); their content comes in a later issue. */
export const INFO_PAGES = [
  {
    path: '/how-it-works',
    title: 'How it works',
    summary: 'How ordering ahead from a local home chef works, step by step.',
  },
  {
    path: '/help-centre',
    title: 'Help centre',
    summary: 'Answers about orders, payments, delivery and pickup.',
  },
  { path: '/faqs', title: 'FAQs', summary: 'Frequently asked questions from guests and chefs.' },
  { path: '/covid19-safety', title: 'COVID-19 safety', summary: 'How our chefs keep food safe.' },
  {
    path: '/privacy-policy',
    title: 'Privacy policy',
    summary: 'What we collect, why, and how we protect it.',
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms and conditions',
    summary: 'The terms of using Hearth.',
  },
  { path: '/contact-us', title: 'Contact us', summary: 'How to reach the Hearth team.' },
] as const;
