// User-facing messages of Post Newsletter and of unsubscribing (zod-free: see ../messages.ts).

/**
 * What the admin's Post Newsletter form and the public unsubscribe page say when input is refused
 * (rules in docs/rules/accounts-and-admin.md#post-newsletter). English, and the i18n key of the
 * public page's translations.
 */
export const NewsletterPostMessages = {
  subjectRequired: 'Enter a subject.',
  subjectTooLong: 'The subject can be at most 150 characters.',
  bodyRequired: 'Write the newsletter.',
  bodyTooLong: 'The newsletter can be at most 50,000 characters.',
  audienceRequired: 'Choose who gets the newsletter.',
  audienceEmpty: 'Nobody in this audience can get the newsletter yet.',
  alreadyQueued: 'This newsletter has already been sent.',
  testFailed: 'The test e-mail could not be sent. Please try again.',
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid. Use the link at the bottom of a Hearth newsletter.',
} as const;
