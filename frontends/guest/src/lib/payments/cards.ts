import { PaymentMessages, testCardToken } from '@hearth/contracts';
import type { GuestCardFieldsFragment } from '@hearth/graphql-client';

/** A card saved for the signed-in guest, as the checkout and /user/settings/payment list it. */
export type SavedCard = GuestCardFieldsFragment;

/** Card networks' own spelling of their names (the processor sends them in lower case). */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** The card network's name: 'visa' → 'Visa'; an unknown brand capitalised. */
export function brandName(brand: string): string {
  return BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** The expiry as printed on the card: month and year, two digits each (11/2029 → '11/29'). */
export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** The words of a card's label, for `t(CARD_LABEL, cardLabelVars(card))`. */
export const CARD_LABEL = '{{brand}} •••• {{last4}}, expires {{expiry}}';

/** `CARD_LABEL`'s values: 'Visa', '4242', '11/29'. */
export function cardLabelVars(card: SavedCard): Record<string, string> {
  return {
    brand: brandName(card.brand),
    last4: card.last4,
    expiry: formatExpiry(card.expMonth, card.expYear),
  };
}

/**
 * The processor token of a typed test card number (spaces and dashes ignored), or the message to
 * show under the field. In test mode the number never leaves the browser: only the token is sent.
 */
export function tokenOfCardNumber(
  cardNumber: string,
): { ok: true; token: string } | { ok: false; message: string } {
  const token = testCardToken(cardNumber);
  return token ? { ok: true, token } : { ok: false, message: PaymentMessages.cardNumberInvalid };
}

/** A test card number in groups of four, as it is printed: '4242 4242 4242 4242'. */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
