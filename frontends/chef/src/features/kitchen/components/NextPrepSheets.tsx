import { useLocale, useT } from '@hearth/i18n';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PageLoadError, PageLoading } from '../../../components/PageFrame';
import { useKitchen } from '../../../lib/use-kitchen';
import { usePrepSheets } from '../api/kitchen';
import { formatInstant } from '../utils/format';
import '../translations';

/** How many occurrences the dashboard card lists. */
const SHOWN = 3;

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.spacing(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The dashboard's kitchen card: the next occurrences with their portions accepted and pending,
 * each leading to its prep sheet and shopping list; live.
 */
export function NextPrepSheets() {
  const t = useT();
  const { locale } = useLocale();
  const { restaurant } = useKitchen();
  const { sheets, loading, error } = usePrepSheets(restaurant?.id ?? null);
  if (!restaurant) return <p>{t('Create your restaurant to plan cooking sessions.')}</p>;
  if (loading) return <PageLoading />;
  if (error) return <PageLoadError />;
  return (
    <>
      {sheets.length === 0 ? (
        <p>{t('No cooking sessions in the next two weeks.')}</p>
      ) : (
        <List>
          {sheets.slice(0, SHOWN).map((s) => (
            <li key={s.occurrenceId}>
              <Link to={`/chef/manage/schedule/${s.occurrenceId}`}>
                {formatInstant(s.startsAt, s.timeZone, locale)}
              </Link>
              <br />
              <small>
                {t('{{count}} portions accepted', { count: s.acceptedPortions })}
                {' · '}
                {t('{{count}} portions pending', { count: s.pendingPortions })}
              </small>
            </li>
          ))}
        </List>
      )}
      <Link to="/chef/manage/schedule/shopping">{t('Shopping list for the week')}</Link>
    </>
  );
}
