import type { OfferFieldsFragment } from '@hearth/graphql-client';
import type { Locale, useT } from '@hearth/i18n';
import { offerAmountText, offerRibbonText } from '@hearth/ui';
import { formatCents } from '../../utils/money';
import './translations';

type T = ReturnType<typeof useT>;
/** What an offer's words need to know (the `OfferFields` fragment, or a part of it). */
export type OfferLike = Pick<
  OfferFieldsFragment,
  | 'code'
  | 'discountType'
  | 'percentOff'
  | 'amountOffCents'
  | 'minSubtotalCents'
  | 'endsAt'
  | 'firstOrderOnly'
  | 'waitlistOnly'
>;

/** '15% off' or '$5.00 off' (the shared words of the card's ribbon). */
export const offerAmount = (offer: OfferLike, t: T): string => offerAmountText(offer, t);

/** The restaurant card's discount text: '15% off with WELCOME15' (see `offerRibbonText`). */
export const offerRibbon = (offer: OfferLike, t: T): string => offerRibbonText(offer, t);

/**
 * An offer in a sentence, for the restaurant page and the checkout: amount, minimum subtotal, how
 * to get it (a code, or by itself), who may use it and until when — '15% off orders of $30.00 or
 * more · Code WELCOME15 · First order only · Until Dec 31, 2026'.
 */
export function offerSentence(offer: OfferLike, t: T, locale: Locale): string {
  const amount = offerAmount(offer, t);
  const parts = [
    offer.minSubtotalCents > 0
      ? t('{{amount}} orders of {{minimum}} or more', {
          amount,
          minimum: formatCents(offer.minSubtotalCents),
        })
      : amount,
    offer.code ? t('Code {{code}}', { code: offer.code }) : t('Applied at checkout'),
  ];
  if (offer.firstOrderOnly) parts.push(t('First order only'));
  if (offer.waitlistOnly) parts.push(t('For waitlist members'));
  const until = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'America/Toronto',
  }).format(new Date(offer.endsAt));
  parts.push(t('Until {{date}}', { date: until }));
  return parts.join(' · ');
}
