// How the chef's order lists, order history and notifications show orders and times.
import { formatPrice } from '@hearth/ui';

/** Integer cents as the page's language writes them ('$12.50', fr-CA '12,50 $'). */
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
