import { NotifyMeMessages } from '@hearth/contracts/messages';
import type { DishAvailableAgainPayload } from '@hearth/events';
import { layout, type MailContent } from '../mail/confirmation-emails.js';

/** The in-app notice of a dish available again, and the page it leads to. */
export interface DishAvailableNotice {
  title: string;
  body: string;
  /** The restaurant page, a path of the web app: `/restaurant/{slug}`. */
  link: string;
}

/**
 * The occurrence's date as a guest reads it, e.g. 'Saturday, November 28' (en-CA, in the
 * restaurant's time zone — `localDate` is already local, so it is formatted at noon UTC).
 */
export function readableDate(localDate: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${localDate}T12:00:00Z`));
}

/**
 * "Notify me" (docs/rules/notify-me.md): what a waiting guest is told when `DishAvailableAgain`
 * names them — the dish, the restaurant, the date, the portions left, and the restaurant page.
 */
export function dishAvailableNotice(p: DishAvailableAgainPayload): DishAvailableNotice {
  return {
    title: NotifyMeMessages.noticeTitle(p.dishName),
    body: NotifyMeMessages.noticeBody(
      p.dishName,
      p.restaurantName,
      readableDate(p.localDate),
      p.remaining,
    ),
    link: `/restaurant/${encodeURIComponent(p.restaurantSlug)}`,
  };
}

/** The e-mail twin of the notice: greeting, the notice, an 'Order now' button to the page. */
export function dishAvailableEmail(
  firstName: string,
  notice: DishAvailableNotice,
  webUrl: string,
): MailContent {
  return layout(notice.title, `Hi ${firstName},`, [notice.body], {
    label: 'Order now',
    url: `${webUrl}${notice.link}`,
  });
}
