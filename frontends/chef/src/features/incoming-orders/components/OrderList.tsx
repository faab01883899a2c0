import { OrderStatusLabels } from '@hearth/contracts/messages';
import type { ChefOrderFieldsFragment } from '@hearth/graphql-client';
import { useLocale, useT } from '@hearth/i18n';
import { Button } from '@hearth/ui';
import styled from 'styled-components';
import { formatWhen, money } from '../../../components/order-format';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: ${({ theme }) => theme.spacing(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Orders as rows: reference, status, the dishes with their quantities, the guest's first name,
 * when, delivery or pickup, portions and total; 'View order'
 * opens the detail modal through `onOpen`.
 */
export function OrderList({
  orders,
  onOpen,
}: {
  orders: ChefOrderFieldsFragment[];
  onOpen: (order: ChefOrderFieldsFragment) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <List aria-label={t('Orders')}>
      {orders.map((o) => {
        const portions = o.lines.reduce((sum, l) => sum + l.quantity, 0);
        return (
          <Row key={o.id} data-testid="order-row">
            <div>
              <h2>
                {t('Order {{ref}}', { ref: o.reference })} ·{' '}
                {t(OrderStatusLabels[o.status] ?? o.status)}
              </h2>
              <p data-testid="order-dishes">
                {o.lines.map((l) => `${l.quantity} × ${l.dishName}`).join(', ')}
              </p>
              <p>
                {o.guest?.contact ? `${o.guest.contact.firstName} · ` : ''}
                {formatWhen(o.scheduledFor, locale)} ·{' '}
                {o.fulfilment === 'DELIVERY' ? t('Delivery') : t('Pickup')} ·{' '}
                {t('{{count}} portions', { count: portions })} · {money(o.totalCents)}
              </p>
            </div>
            <Button $size="sm" $variant="secondary" onClick={() => onOpen(o)}>
              {t('View order')}
            </Button>
          </Row>
        );
      })}
    </List>
  );
}
