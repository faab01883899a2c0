import { formatDateTime, useLocale, useT } from '@hearth/i18n';
import { Button, Spinner } from '@hearth/ui';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useHeaderNotifications, useMarkNotificationsSeen } from '../api/notifications';
import { Popover } from './HeaderStyles';

/** Notifications fetched per page ('Load more' fetches the next). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

const Panel = styled(Popover)`
  width: min(360px, calc(100vw - 24px));
  max-height: 70vh;
  overflow-y: auto;
  h2 {
    margin: 4px 8px 8px;
    font-size: 1rem;
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Item = styled.li<{ $new: boolean }>`
  padding: ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $new }) => ($new ? theme.colors.primarySoft : 'transparent')};
  & + & {
    margin-top: 2px;
  }
  strong {
    display: block;
  }
  p {
    margin: 2px 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9375rem;
  }
  time {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Message = styled.p`
  margin: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The bell's dropdown: the user's notifications newest first (GetNotifications), 'Load more' by
 * cursor. Unseen ones stay highlighted while open and are marked seen on the server at once.
 * `liveVersion` grows with each pushed notification: the first page is reloaded then.
 */
export function NotificationsPanel({
  onSeen,
  liveVersion = 0,
}: {
  onSeen: () => void;
  liveVersion?: number;
}) {
  const { data, loading, error, fetchMore, refetch } =
    useHeaderNotifications(NOTIFICATIONS_PAGE_SIZE);
  const [markSeen] = useMarkNotificationsSeen();
  const t = useT();
  const { locale } = useLocale();
  const marked = useRef(new Set<string>());
  const items = useMemo(() => data?.notifications.items ?? [], [data]);
  const nextCursor = data?.notifications.nextCursor ?? null;

  useEffect(() => {
    if (liveVersion > 0) void refetch({ cursor: null });
  }, [liveVersion, refetch]);

  useEffect(() => {
    const ids = items.filter((n) => !n.isSeen && !marked.current.has(n.id)).map((n) => n.id);
    if (ids.length === 0) return;
    ids.forEach((id) => marked.current.add(id));
    markSeen({ variables: { ids } }).then(onSeen, () =>
      ids.forEach((id) => marked.current.delete(id)),
    );
  }, [items, markSeen, onSeen]);

  return (
    <Panel role="dialog" aria-label={t('Notifications')} data-testid="notifications-panel">
      <h2>{t('Notifications')}</h2>
      {loading && items.length === 0 && <Spinner centered label={t('Loading notifications…')} />}
      {error && items.length === 0 && (
        <Message role="alert">
          {t('Notifications could not be loaded.')}{' '}
          <Button $variant="ghost" $size="sm" onClick={() => void refetch()}>
            {t('Try again')}
          </Button>
        </Message>
      )}
      {!loading && !error && items.length === 0 && (
        <Message>{t('You have no notifications yet.')}</Message>
      )}
      {items.length > 0 && (
        <List>
          {items.map((n) => (
            <Item key={n.id} $new={!n.isSeen} data-testid="notification-item">
              {/* A notification that leads somewhere (e.g. Notify me: the restaurant page) links its title. */}
              <strong>{n.link ? <Link to={n.link}>{n.title}</Link> : n.title}</strong>
              <p>{n.body}</p>
              <time dateTime={n.createdAt}>{formatDateTime(n.createdAt, locale)}</time>
              {!n.isSeen && <span className="visually-hidden"> {t('(new)')}</span>}
            </Item>
          ))}
        </List>
      )}
      {nextCursor && (
        <Button
          $variant="secondary"
          $size="sm"
          $block
          disabled={loading}
          onClick={() => void fetchMore({ variables: { cursor: nextCursor } })}
          style={{ marginTop: 8 }}
        >
          {t('Load more')}
        </Button>
      )}
    </Panel>
  );
}
