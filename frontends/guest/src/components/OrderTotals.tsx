import { useT } from '@hearth/i18n';
import { formatCents } from '../utils/money';
import '../lib/offers/translations';

/**
 * An order's money as `<dt>`/`<dd>` pairs for a `Facts` list: subtotal, delivery fee, the
 * discount when a promotion gave one (with its code), and the total in bold (Σ price × qty + fee
 * − discount; integer cents, shown in dollars). A pickup order (`fulfilment: 'PICKUP'`) has no
 * delivery fee line. `totalTestId` marks the total.
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
  };
  totalTestId?: string;
}) {
  const t = useT();
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
      <dt>{t('Total')}</dt>
      <dd>
        <strong data-testid={totalTestId}>{formatCents(order.totalCents)}</strong>
      </dd>
    </>
  );
}
