import { formatPrice } from './DishCard';

/** A translate function, as `useT()` gives it. */
type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** What an offer's short words need: its kind of discount and its code, if it has one. */
export interface OfferAmount {
  code?: string | null;
  discountType: 'PERCENT' | 'FIXED';
  percentOff?: number | null;
  amountOffCents?: number | null;
}

/** '15% off' or '$5.00 off' (percent of the food subtotal, or an amount in integer cents). */
export function offerAmountText(offer: OfferAmount, t: Translate): string {
  return offer.discountType === 'PERCENT'
    ? t('{{percent}}% off', { percent: offer.percentOff ?? 0 })
    : t('{{amount}} off', { amount: formatPrice(offer.amountOffCents ?? 0) });
}

/**
 * A restaurant card's discount text (`RestaurantCard`'s ribbon) for an offer: the amount, and the
 * code to type when there is one — '15% off with WELCOME15'; an automatic offer: '15% off'.
 */
export function offerRibbonText(offer: OfferAmount, t: Translate): string {
  const amount = offerAmountText(offer, t);
  return offer.code ? t('{{amount}} with {{code}}', { amount, code: offer.code }) : amount;
}
