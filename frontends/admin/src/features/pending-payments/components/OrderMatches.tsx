import { OrderStatusLabels } from '@hearth/contracts/messages';
import type { AdminOrderPaymentFieldsFragment } from '@hearth/graphql-client';
import { Button, formatPrice } from '@hearth/ui';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(2)};
    min-width: 0;
  }
  span {
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * The orders one reference stands for, when it is more than one (8 hex digits rarely match two):
 * each with its reference, restaurant, placing time, status and total (integer cents), and a
 * button to show that order's payment (`onChoose(orderId)`); `chosenId` is the one shown.
 */
export function OrderMatches({
  orders,
  chosenId,
  onChoose,
}: {
  orders: readonly AdminOrderPaymentFieldsFragment[];
  chosenId: string | null;
  onChoose: (orderId: string) => void;
}) {
  return (
    <section aria-label="Orders with this reference">
      <p role="status">{`${orders.length} orders have this reference. Choose one:`}</p>
      <List>
        {orders.map((o) => (
          <li key={o.id} data-testid="order-match">
            <span>
              {o.reference} · {o.restaurantName} · placed {formatDateTime(o.createdAt)} ·{' '}
              {OrderStatusLabels[o.status]} · {formatPrice(o.totalCents)}
            </span>
            <Button
              $variant={o.id === chosenId ? 'primary' : 'secondary'}
              $size="sm"
              aria-pressed={o.id === chosenId}
              aria-label={`Show the order placed ${formatDateTime(o.createdAt)} at ${o.restaurantName}`}
              onClick={() => onChoose(o.id)}
            >
              Show
            </Button>
          </li>
        ))}
      </List>
    </section>
  );
}
