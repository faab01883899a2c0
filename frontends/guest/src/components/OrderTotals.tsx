import { useT } from '@hearth/i18n';
import { formatCents } from '../utils/money';

/**
 * An order's money as `<dt>`/`<dd>` pairs for a `Facts` list: subtotal, delivery
 * fee and the total in bold (integer cents, shown in dollars). `totalTestId` marks the total.
 */
export function OrderTotals({
  order,
  totalTestId,
}: {
  order: { subtotalCents: number; deliveryFeeCents: number; totalCents: number };
  totalTestId?: string;
}) {
  const t = useT();
  return (
    <>
      <dt>{t('Subtotal')}</dt>
      <dd>{formatCents(order.subtotalCents)}</dd>
      <dt>{t('Delivery fee')}</dt>
      <dd>{formatCents(order.deliveryFeeCents)}</dd>
      <dt>{t('Total')}</dt>
      <dd>
        <strong data-testid={totalTestId}>{formatCents(order.totalCents)}</strong>
      </dd>
    </>
  );
}
