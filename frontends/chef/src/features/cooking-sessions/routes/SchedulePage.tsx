import { useLocale, useT } from '@hearth/i18n';
import { EmptyState } from '@hearth/ui';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { PageFrame, PageLoadError, PageLoading } from '../../../components/PageFrame';
import { RestaurantGate } from '../../../components/RestaurantGate';
import type { KitchenRestaurant } from '../../../lib/use-kitchen';
import { useKitchenDishes } from '../../../lib/use-kitchen-dishes';
import { useCookingSessions } from '../api/cooking-sessions';
import { useDishDemand } from '../api/dish-demand';
import { WaitingGuests } from '../components/WaitingGuests';
import { formatInstant, formatLocalDate, formatTime } from '../utils/format';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing(4)};
  }
`;
const Scroll = styled.div`
  overflow-x: auto;
`;

/**
 * True when an occurrence's order cutoff (ISO instant) has passed: a date that is not orderable
 * before its cutoff is sold out (every dish at 0 left), not closed.
 */
const cutoffPassed = (orderCutoffAt: string): boolean =>
  new Date(orderCutoffAt).getTime() <= Date.now();

function Occurrences({ restaurant }: { restaurant: KitchenRestaurant }) {
  const t = useT();
  const { locale } = useLocale();
  const { sessions, loading, error } = useCookingSessions(restaurant.id);
  const { dishes } = useKitchenDishes();
  const demand = useDishDemand(restaurant.id);
  const navigate = useNavigate();
  const names = useMemo(() => new Map(dishes.map((d) => [d.id, d.name])), [dishes]);
  const rows = useMemo(
    () =>
      sessions
        .flatMap((s) => s.occurrences.map((o) => ({ ...o, timeZone: s.timeZone })))
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    [sessions],
  );
  if (loading) return <PageLoading />;
  if (error) return <PageLoadError />;
  if (rows.length === 0) {
    return (
      <EmptyState
        title={t('No upcoming cooking sessions')}
        description={t('Sessions you plan under Cooking plans show here, one row per date.')}
      />
    );
  }
  return (
    <>
      <WaitingGuests
        demand={demand}
        onAddPortions={(line) =>
          void navigate(`/chef/manage/cookingplans?edit=${encodeURIComponent(line.sessionId)}`)
        }
      />
      <Scroll>
        <Table>
          <caption style={{ textAlign: 'left', marginBottom: 8 }}>
            {t('Upcoming sessions and the portions left')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('Date')}</th>
              <th scope="col">{t('Time')}</th>
              <th scope="col">{t('Orders close')}</th>
              <th scope="col">{t('Portions left')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.id}>
                <td>
                  {formatLocalDate(o.localDate, locale)}
                  <br />
                  <Link to={`/chef/manage/schedule/${o.id}`}>{t('Prep sheet')}</Link>
                </td>
                <td>
                  {formatTime(o.startsAt, o.timeZone, locale)}–
                  {formatTime(o.endsAt, o.timeZone, locale)}
                </td>
                <td>
                  {formatInstant(o.orderCutoffAt, o.timeZone, locale)}
                  {!o.isOrderable &&
                    ` (${t(cutoffPassed(o.orderCutoffAt) ? 'closed' : 'sold out')})`}
                </td>
                <td>
                  <ul>
                    {o.dishes.map((d) => (
                      <li key={d.dishId}>
                        {t('{{name}}: {{remaining}} of {{total}}', {
                          name: names.get(d.dishId) ?? t('Dish'),
                          remaining: d.remaining,
                          total: d.maxQuantity,
                        })}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </>
  );
}

/**
 * /chef/manage/schedule: the upcoming occurrences of every session — date, local time,
 * order cutoff (start − lead time), remaining stock per dish (portions) and a link to each
 * one's prep sheet and shopping list; the shopping list of several days. Above them, the guests
 * waiting for sold-out dishes (Notify me) with 'Add portions' (the session's form in Cooking plans).
 */
export function SchedulePage() {
  const t = useT();
  return (
    <RestaurantGate title={t('Schedule')} noRestaurant={t('Create your restaurant first')}>
      {(restaurant) => (
        <PageFrame
          title={t('Schedule')}
          actions={
            <Link to="/chef/manage/schedule/shopping">{t('Shopping list for several days')}</Link>
          }
        >
          <Occurrences restaurant={restaurant} />
        </PageFrame>
      )}
    </RestaurantGate>
  );
}
