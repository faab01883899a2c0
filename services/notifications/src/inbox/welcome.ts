import type { UserRegisteredPayload } from '@hearth/events';

/** The welcome text for a new account, by role. */
export function welcomeFor(p: UserRegisteredPayload): { title: string; body: string } {
  const title = `Welcome to Hearth, ${p.firstName}!`;
  switch (p.role) {
    case 'Chef':
      return {
        title,
        body: 'Finish your chef application: we answer every application within 2 days.',
      };
    case 'Admin':
      return {
        title,
        body: 'Your admin account is ready. The admin dashboard is under your profile menu.',
      };
    default:
      return { title, body: 'Explore home chefs near you and pre-order fresh, home-cooked meals.' };
  }
}
