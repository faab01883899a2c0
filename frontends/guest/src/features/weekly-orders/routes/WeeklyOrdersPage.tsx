import { KitchenMessages } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { EmptyState, Spinner } from '@hearth/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/ListStates';
import { Muted, Page } from '../../../components/layout';
import { useWeeklyOrderActions, useWeeklyOrders } from '../api/weekly-orders';
import { WeeklyOrderCard } from '../components/WeeklyOrderCard';
import '../translations';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;
const Back = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * /user/weekly-orders: the guest's standing weekly orders (issue 28), newest first — each with
 * its next week and when it is placed, its last weeks, and skip, change, pause/resume, cancel.
 * Empty: how to start one (Make it weekly on an order).
 */
export function WeeklyOrdersPage() {
  const t = useT();
  const { isGuest, weeklyOrders, loading, error, retry } = useWeeklyOrders();
  const actions = useWeeklyOrderActions();
  const body = () => {
    if (!isGuest) return <EmptyState title={t('Log in as a guest to see your weekly orders')} />;
    if (loading) return <Spinner centered label={t('Loading your weekly orders…')} />;
    if (error)
      return <LoadFailed message={KitchenMessages.loadFailed} onRetry={() => void retry()} />;
    if (weeklyOrders.length === 0)
      return (
        <EmptyState
          title={t('No weekly orders yet')}
          description={t('Open an accepted or completed order and choose Make it weekly.')}
        />
      );
    return (
      <List>
        {weeklyOrders.map((order) => (
          <WeeklyOrderCard key={order.id} order={order} actions={actions} />
        ))}
      </List>
    );
  };
  return (
    <Page>
      <title>{`${t('Weekly orders')} · Hearth`}</title>
      <Back to="/user/account">{t('← Settings')}</Back>
      <h1>{t('Weekly orders')}</h1>
      <Muted as="p">
        {t(
          'Each week’s order is placed by itself a day before the chef’s order cutoff. Until then you can skip it or change it.',
        )}
      </Muted>
      {body()}
    </Page>
  );
}
