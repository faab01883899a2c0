import { addTranslations, type Locale } from '@hearth/i18n';

/** fr-CA names of Canada's sales taxes (TPS, TVH, TVQ; SK's TVP, MB's TVD). */
addTranslations({
  'fr-CA': {
    GST: 'TPS',
    HST: 'TVH',
    QST: 'TVQ',
    PST: 'TVP',
    RST: 'TVD',
    '{{tax}} {{rate}}%': '{{tax}} {{rate}} %',
    'Sales tax': 'Taxes',
    'Calculated at checkout': 'Calculées au paiement',
    '{{amount}} + tax': '{{amount}} + taxes',
  },
});

/**
 * Shared by the guest and chef apps (cart, checkout, order details; the chef's orders).
 *
 * A tax line's label as receipts show it (docs/rules/tax.md): the tax's name and its rate in
 * percent, in the reader's language — 'HST 13%', 'QST 9.975%'; fr-CA 'TVH 13 %', 'TVQ 9,975 %'.
 * `t` is the caller's translate function.
 */
export function taxLineLabel(
  line: { name: string; ratePercent: number },
  t: (key: string, vars?: Record<string, unknown>) => string,
  locale: Locale,
): string {
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(line.ratePercent);
  return t('{{tax}} {{rate}}%', { tax: t(line.name), rate });
}
