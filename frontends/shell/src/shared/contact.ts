import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon } from '@hearth/ui';

/** How guests and chefs reach Hearth support (footer and /contact-us). */
export const SUPPORT = {
  email: 'support@hearth.ca',
  /** Toronto number, shown as written and dialled as `tel`. */
  phone: '+1 416-555-0142',
  tel: '+14165550142',
  city: 'Toronto, Canada',
} as const;

/** Hearth's social profiles; `label` is the accessible name (an en-CA i18n key). */
export const SOCIAL_LINKS = [
  { label: 'Hearth on Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'Hearth on Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'Hearth on X', href: 'https://x.com/', Icon: TwitterIcon },
  { label: 'Hearth on LinkedIn', href: 'https://www.linkedin.com/', Icon: LinkedInIcon },
] as const;
