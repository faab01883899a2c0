import type { NotificationFilter } from '@hearth/graphql-client';
import { useLocale, useT } from '@hearth/i18n';
import { Button, EmptyState } from '@hearth/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { formatWhen } from '../../../components/order-format';
import { PageFrame, PageLoadError, PageLoading } from '../../../components/PageFrame';
import { useChefNotifications, useMarkNotificationsSeen } from '../api/use-chef-notifications';
import '../translations';

/** Notifications per page ('Load more' fetches the next by cursor). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The notification filters, in the order the chef sees them, and the server filter of each. */
export const NOTIFICATION_FILTERS: ReadonlyArray<{ label: string; filter: NotificationFilter }> = [
  { label: 'All Notification', filter: 'ALL' },
  { label: 'Orders', filter: 'ORDERS' },
  { label: 'Offers', filter: 'OFFERS' },
  { label: 'Read', filter: 'READ' },
  { label: 'Unread', filter: 'UNREAD' },
];

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
`;
const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: ${({ theme }) => theme.spacing(3)};
    padding: ${({ theme }) => theme.spacing(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: ${({ theme }) => theme.spacing(1)} 0;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

/**
 * /chef/notification: the chef's notifications, newest first, filtered on the server by the
 * filters (All Notification, Orders, Offers, Read, Unread), 'Load more' by cursor,
 * 'Mark as read' per notification and 'Mark all as read'. New notifications appear without reload
 * (live push; a slow poll only while the stream is down).
 */
export function NotificationsPage() {
  const t = useT();
  const { locale } = useLocale();
  const [filter, setFilter] = useState<NotificationFilter>('ALL');
  const { data, loading, error, fetchMore } = useChefNotifications(filter, NOTIFICATIONS_PAGE_SIZE);
  const [markSeen, { loading: marking }] = useMarkNotificationsSeen();
  const items = data?.notifications.items ?? [];
  const nextCursor = data?.notifications.nextCursor ?? null;
  return (
    <PageFrame
      title={t('Notifications')}
      actions={
        <Button $variant="secondary" disabled={marking} onClick={() => void markSeen()}>
          {t('Mark all as read')}
        </Button>
      }
    >
      <Tabs role="group" aria-label={t('Filter notifications')}>
        {NOTIFICATION_FILTERS.map((f) => (
          <Button
            key={f.filter}
            $size="sm"
            $variant={filter === f.filter ? 'primary' : 'secondary'}
            aria-pressed={filter === f.filter}
            onClick={() => setFilter(f.filter)}
          >
            {t(f.label)}
          </Button>
        ))}
      </Tabs>
      {loading && !data ? (
        <PageLoading />
      ) : error && !data ? (
        <PageLoadError />
      ) : items.length === 0 ? (
        <EmptyState title={t('No notifications')} />
      ) : (
        <List aria-label={t('Notifications')}>
          {items.map((n) => (
            <li key={n.id} data-testid="chef-notification">
              <div>
                <h2>
                  {n.title}
                  {!n.isSeen && ` · ${t('Unread')}`}
                </h2>
                <p>{n.body}</p>
                <time dateTime={n.createdAt}>{formatWhen(n.createdAt, locale)}</time>
              </div>
              {!n.isSeen && (
                <Button
                  $size="sm"
                  $variant="ghost"
                  disabled={marking}
                  onClick={() => void markSeen({ variables: { ids: [n.id] } })}
                >
                  {t('Mark as read')}
                </Button>
              )}
            </li>
          ))}
        </List>
      )}
      {nextCursor && (
        <Button
          $variant="ghost"
          onClick={() => void fetchMore({ variables: { cursor: nextCursor } })}
        >
          {t('Load more')}
        </Button>
      )}
    </PageFrame>
  );
}
