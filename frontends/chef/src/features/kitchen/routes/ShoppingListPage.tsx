import { useT } from '@hearth/i18n';
import { TextField } from '@hearth/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PageFrame, PageLoadError, PageLoading } from '../../../components/PageFrame';
import { RestaurantGate } from '../../../components/RestaurantGate';
import { useShoppingList } from '../api/kitchen';
import { PrintStyles } from '../components/PrintStyles';
import { ShoppingListView } from '../components/ShoppingListView';
import { localDate, startOfLocalDate } from '../utils/format';
import '../translations';

const Range = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  > * {
    flex: 1 1 160px;
    max-width: 220px;
  }
`;

function RangeList({ restaurantId, from, to }: { restaurantId: string; from: string; to: string }) {
  // The days chosen are whole local days: [from 00:00, the day after `to` 00:00).
  const end = new Date(startOfLocalDate(to));
  end.setDate(end.getDate() + 1);
  const { list, loading, error } = useShoppingList(restaurantId, {
    from: startOfLocalDate(from),
    to: end.toISOString(),
  });
  if (loading) return <PageLoading />;
  if (error || !list) return <PageLoadError />;
  return <ShoppingListView list={list} fileName={`shopping-list-${from}-to-${to}.csv`} />;
}

/**
 * /chef/manage/schedule/shopping — the shopping list of every occurrence in a range of days
 * (today to 7 days ahead unless the chef picks others), live, printable, with its CSV.
 */
export function ShoppingListPage() {
  const t = useT();
  const [from, setFrom] = useState(localDate(0));
  const [to, setTo] = useState(localDate(7));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  return (
    <RestaurantGate title={t('Shopping list')} noRestaurant={t('Create your restaurant first')}>
      {(restaurant) => (
        <div data-kitchen-page>
          <PrintStyles />
          <PageFrame
            title={t('Shopping list')}
            actions={
              <span data-print-hide>
                <Link to="/chef/manage/schedule">{t('← Back to the schedule')}</Link>
              </span>
            }
          >
            <Range data-print-hide>
              <TextField
                type="date"
                label={t('From', { context: 'day' })}
                value={from}
                max={to}
                onChange={(e) => setFrom(e.target.value)}
              />
              <TextField
                type="date"
                label={t('To', { context: 'day' })}
                value={to}
                min={from}
                onChange={(e) => setTo(e.target.value)}
              />
            </Range>
            {valid ? (
              <RangeList restaurantId={restaurant.id} from={from} to={to} />
            ) : (
              <p role="alert">{t('Choose a first day on or before the last day.')}</p>
            )}
          </PageFrame>
        </div>
      )}
    </RestaurantGate>
  );
}
