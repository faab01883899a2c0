import { useLocale, useT } from '@hearth/i18n';
import { formatCents } from '../utils/money';
import { taxLineLabel } from '../../../shared/tax/tax-label';
import '../lib/offers/translations';
import '../lib/tips/translations';

/**
 * An order's money as `<dt>`/`<dd>` pairs for a `Facts` list: subtotal, delivery fee, the
 * discount when a promotion gave one (with its code), each sales-tax line on its own ('HST 13%',
 * or 'GST 5%' and 'QST 9.975%': docs/rules/tax.md), the tip when there is one (never taxed) and
 * the total in bold (Σ price × qty + fee − discount + tax + tip; integer cents, shown in dollars). A pickup order (`fulfilment: 'PICKUP'`) has no
 * delivery fee line; an order placed before tax has no tax line. `totalTestId` marks the total.
 */
export function OrderTotals({
  order,
  totalTestId,
}: {
  order: {
    subtotalCents: number;
    deliveryFeeCents: number;
    totalCents: number;
    discountCents?: number;
    promotionCode?: string | null;
    /** 'PICKUP' hides the delivery fee line; any other value (or none) shows it. */
    fulfilment?: string | null;
    /** The order's sales-tax lines (rate in percent, amount in integer cents). */
    taxLines?: ReadonlyArray<{ name: string; ratePercent: number; amountCents: number }>;
    /** The guest's tip for the chef (integer cents; 0 or absent: none), never taxed. */
    tipCents?: number;
  };
  totalTestId?: string;
}) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <>
      <dt>{t('Subtotal')}</dt>
      <dd>{formatCents(order.subtotalCents)}</dd>
      {order.fulfilment !== 'PICKUP' && (
        <>
          <dt>{t('Delivery fee')}</dt>
          <dd>{formatCents(order.deliveryFeeCents)}</dd>
        </>
      )}
      {(order.discountCents ?? 0) > 0 && (
        <>
          <dt>
            {order.promotionCode
              ? t('Discount ({{code}})', { code: order.promotionCode })
              : t('Discount')}
          </dt>
          <dd data-testid="order-discount">−{formatCents(order.discountCents ?? 0)}</dd>
        </>
      )}
      {(order.taxLines ?? []).map((line) => (
        <TaxRow key={line.name} label={taxLineLabel(line, t, locale)} cents={line.amountCents} />
      ))}
      {(order.tipCents ?? 0) > 0 && (
        <>
          <dt>{t('Tip')}</dt>
          <dd data-testid="order-tip">{formatCents(order.tipCents ?? 0)}</dd>
        </>
      )}
      <dt>{t('Total')}</dt>
      <dd>
        <strong data-testid={totalTestId}>{formatCents(order.totalCents)}</strong>
      </dd>
    </>
  );
}

/** One tax line of `OrderTotals`: its label and amount (integer cents). */
function TaxRow({ label, cents }: { label: string; cents: number }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid="order-tax">{formatCents(cents)}</dd>
    </>
  );
}
