import { RestaurantVisibilityMessages } from '@hearth/contracts';
import { useAuth } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Card } from '@hearth/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PageLoadError, PageLoading } from '../../../components/PageFrame';
import { useKitchen } from '../../../lib/use-kitchen';
import { BANK_DETAILS_PATH } from '../menu';
import { UpcomingSessions } from '../components/UpcomingSessions';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
  margin-top: ${({ theme }) => theme.spacing(4)};
  h2 {
    margin-top: 0;
    font-size: 1.125rem;
  }
`;
const Status = styled.p<{ $public: boolean }>`
  font-weight: 700;
  color: ${({ theme, $public }) => ($public ? theme.colors.success : theme.colors.danger)};
`;

/** Where each visibility blocker can be fixed. */
const FIX: Record<string, { to: string; label: string } | undefined> = {
  [RestaurantVisibilityMessages.bankDetailsMissing]: {
    to: BANK_DETAILS_PATH,
    label: 'Go to bank details',
  },
  [RestaurantVisibilityMessages.hidden]: {
    to: '/chef/manage/restaurant',
    label: 'Manage restaurant',
  },
};

/**
 * The restaurant's public status and, when it is not public, why (the visibility rule:
 * docs/rules/screens.md#chef-dashboard).
 */
function RestaurantStatus() {
  const t = useT();
  const { restaurant, loading, error } = useKitchen();
  if (loading) return <PageLoading />;
  if (error) return <PageLoadError />;
  if (!restaurant) return <p>{t('You have not created your restaurant yet.')}</p>;
  // The server's rule (chef Active, bank details filled, not hidden) and its reasons.
  const blockers = restaurant.isPublic ? [] : restaurant.visibilityBlockers;
  return (
    <>
      <p style={{ margin: 0 }}>{restaurant.name}</p>
      <Status $public={restaurant.isPublic} data-testid="restaurant-visibility">
        {restaurant.isPublic ? t('Visible to the public') : t('Not visible to the public')}
      </Status>
      {blockers.length > 0 && (
        <ul aria-label={t('Why your restaurant is not public')}>
          {blockers.map((blocker) => {
            const fix = FIX[blocker];
            return (
              <li key={blocker}>
                {t(blocker)}
                {fix && (
                  <>
                    {' · '}
                    <Link to={fix.to}>{t(fix.label)}</Link>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

const Wide = styled(Card)`
  margin-top: ${({ theme }) => theme.spacing(4)};
  h2 {
    margin-top: 0;
    font-size: 1.125rem;
  }
`;

/**
 * /chef/dashboard: greeting, the restaurant's public status with its blockers, the next cooking
 * session dates, links to the manage pages and, composed by the app, the kitchen's next prep
 * sheets (`kitchen`) and sales at a glance (`sales`).
 */
export function DashboardPage({ kitchen, sales }: { kitchen?: ReactNode; sales?: ReactNode } = {}) {
  const { user } = useAuth();
  const t = useT();
  return (
    <>
      <Card>
        <title>{`${t('Dashboard')} · Hearth`}</title>
        <h1 style={{ marginTop: 0 }}>{t('Welcome, {{name}}', { name: user?.firstName ?? '' })}</h1>
        <p style={{ margin: 0 }}>
          {t('Manage your restaurant, dishes, menus and cooking sessions from here.')}
        </p>
      </Card>
      <Grid>
        <Card as="section" aria-labelledby="dashboard-restaurant">
          <h2 id="dashboard-restaurant">{t('Your restaurant')}</h2>
          <RestaurantStatus />
        </Card>
        <Card as="section" aria-labelledby="dashboard-sessions">
          <h2 id="dashboard-sessions">{t('Upcoming cooking sessions')}</h2>
          <UpcomingSessions />
        </Card>
        {kitchen && (
          <Card as="section" aria-labelledby="dashboard-kitchen">
            <h2 id="dashboard-kitchen">{t('Prep sheets')}</h2>
            {kitchen}
          </Card>
        )}
        <Card as="nav" aria-label={t('Quick links')}>
          <h2>{t('Quick links')}</h2>
          <ul>
            <li>
              <Link to="/chef/manage/restaurant">{t('Restaurant and dishes')}</Link>
            </li>
            <li>
              <Link to="/chef/manage/menus">{t('Menus')}</Link>
            </li>
            <li>
              <Link to="/chef/manage/cookingplans">{t('Cooking plans')}</Link>
            </li>
            <li>
              <Link to={BANK_DETAILS_PATH}>{t('Bank details')}</Link>
            </li>
          </ul>
        </Card>
      </Grid>
      {sales && (
        <Wide as="section" aria-labelledby="dashboard-sales">
          <h2 id="dashboard-sales">{t('Sales at a glance')}</h2>
          {sales}
        </Wide>
      )}
    </>
  );
}
