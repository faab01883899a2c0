// How the chef's order lists, order history and notifications show orders and times.
import { formatPrice } from '@hearth/ui';

/** The short order reference chefs and guests see (as in notifications): '#1A2B3C4D'. */
export const orderRef = (id: string): string => `#${id.slice(0, 8).toUpperCase()}`;

/** Integer cents as '$12.50'. */
export const money = (cents: number): string => formatPrice(cents);

/**
 * `iso` as a medium date and short time in Toronto (sessions are local to the restaurant), as
 * order and notification lists show it.
 */
export function formatWhen(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Toronto',
  }).format(new Date(iso));
}
