import { useLocale, useT } from '@hearth/i18n';
import { Link } from 'react-router';
import { PageLoadError, PageLoading } from '../../../components/PageFrame';
import { useKitchen } from '../../../lib/use-kitchen';
import { useUpcomingSessions } from '../api/use-upcoming-sessions';

/** How many upcoming dates the overview lists. */
const SHOWN = 3;
/** Look-ahead of the overview, days. */
const DAYS = 14;

/** The next few session dates (local time of the restaurant) with a link to the schedule. */
export function UpcomingSessions() {
  const t = useT();
  const { locale } = useLocale();
  const { restaurant } = useKitchen();
  const { data, loading, error } = useUpcomingSessions(restaurant?.id ?? null, DAYS);
  if (!restaurant) return <p>{t('Create your restaurant to plan cooking sessions.')}</p>;
  if (loading && !data) return <PageLoading />;
  if (error && !data) return <PageLoadError />;
  const next = (data?.cookingSessions ?? [])
    .flatMap((s) => s.occurrences.map((o) => ({ ...o, timeZone: s.timeZone })))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, SHOWN);
  return (
    <>
      {next.length === 0 ? (
        <p>{t('No cooking sessions in the next {{count}} days.', { count: DAYS })}</p>
      ) : (
        <ul>
          {next.map((o) => (
            <li key={o.id}>
              {new Intl.DateTimeFormat(locale, {
                timeZone: o.timeZone,
                weekday: 'short',
                month: 'short',
                day: 'numeric',
                hour: 'numeric',
                minute: '2-digit',
              }).format(new Date(o.startsAt))}
            </li>
          ))}
        </ul>
      )}
      <Link to="/chef/manage/schedule">{t('See the schedule')}</Link>
      {' · '}
      <Link to="/chef/manage/cookingplans">{t('Plan a session')}</Link>
    </>
  );
}
