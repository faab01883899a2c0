import { useLocale, useT } from '@hearth/i18n';
import { EmptyState, formatPrice } from '@hearth/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import styled from 'styled-components';
import { PageLoadError, PageLoading } from '../../../components/PageFrame';
import { useKitchen } from '../../../lib/use-kitchen';
import { useKitchenSales } from '../api/kitchen';
import '../translations';

// The charting library is loaded with the charts, not with the dashboard's first paint.
const SalesCharts = lazy(() => import('./SalesCharts'));

/** The periods the chef chooses from, in weeks back (the next two weeks' orders always count). */
const PERIODS = [4, 12, 26, 52] as const;
const AHEAD_DAYS = 14;

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  div {
    padding: ${({ theme }) => theme.spacing(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
  dd {
    margin: ${({ theme }) => theme.spacing(1)} 0 0;
    font-size: 1.375rem;
    font-weight: 700;
  }
`;
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  label {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    max-width: 100%;
  }
  select {
    max-width: 100%;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.spacing(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** [from, to) of a period: `weeks` back from today's start to two weeks ahead. */
function periodOf(weeks: number, now = new Date()) {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const from = new Date(today);
  from.setDate(from.getDate() - weeks * 7);
  const to = new Date(today);
  to.setDate(to.getDate() + AHEAD_DAYS + 1);
  return { from: from.toISOString(), to: to.toISOString() };
}

/**
 * The dashboard's sales at a glance over a chosen period (orders by the date they are for;
 * accepted and completed count as sold): orders, portions, sales, acceptance rate and average
 * rating, then the charts with their tables. A chef with no orders yet gets an empty state.
 */
export function SalesGlance() {
  const t = useT();
  const { locale } = useLocale();
  const { restaurant } = useKitchen();
  const [weeks, setWeeks] = useState<number>(12);
  const { from, to } = useMemo(() => periodOf(weeks), [weeks]);
  const { sales, rating, loading, error } = useKitchenSales(restaurant?.id ?? null, from, to);
  if (!restaurant) return <p>{t('Create your restaurant to start selling.')}</p>;
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  const percent = (rate: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate);
  return (
    <div data-testid="sales-glance">
      <Toolbar>
        <label>
          {t('Period')}
          <select value={weeks} onChange={(e) => setWeeks(Number(e.target.value))}>
            {PERIODS.map((w) => (
              <option key={w} value={w}>
                {t('Last {{count}} weeks', { count: w })}
              </option>
            ))}
          </select>
        </label>
        {sales && (
          <small>
            {t('Orders for {{from}} to {{to}}', {
              from: day(sales.from),
              to: day(new Date(new Date(sales.to).getTime() - 1).toISOString()),
            })}
          </small>
        )}
      </Toolbar>
      {loading ? (
        <PageLoading />
      ) : error || !sales ? (
        <PageLoadError />
      ) : sales.orders === 0 && sales.ordersAnswered === 0 ? (
        <EmptyState
          title={t('No sales yet')}
          description={t(
            'Your orders, portions, sales and ratings show here once guests order from your cooking sessions.',
          )}
        />
      ) : (
        <>
          <Tiles>
            <div>
              <dt>{t('Orders')}</dt>
              <dd>{sales.orders}</dd>
            </div>
            <div>
              <dt>{t('Portions')}</dt>
              <dd>{sales.portions}</dd>
            </div>
            <div>
              <dt>{t('Sales')}</dt>
              <dd>{formatPrice(sales.salesCents)}</dd>
            </div>
            <div>
              <dt>{t('Acceptance rate')}</dt>
              <dd>
                {typeof sales.acceptanceRate === 'number' ? percent(sales.acceptanceRate) : '—'}
              </dd>
            </div>
            <div>
              <dt>{t('Average rating')}</dt>
              <dd>
                {rating?.rating === null || rating?.rating === undefined
                  ? '—'
                  : `${rating.rating.toFixed(1)} / 5`}
                {rating && rating.reviewCount > 0 && (
                  <small style={{ display: 'block', fontSize: '0.75rem', fontWeight: 400 }}>
                    {t('{{count}} reviews', { count: rating.reviewCount })}
                  </small>
                )}
              </dd>
            </div>
          </Tiles>
          <Suspense fallback={<PageLoading />}>
            <SalesCharts weeks={sales.weeks} dishes={sales.dishes} />
          </Suspense>
        </>
      )}
    </div>
  );
}
