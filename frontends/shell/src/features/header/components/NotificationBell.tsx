import { GetUnseenNotificationCountDocument } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { BellIcon, BellUnseenIcon, IconButton } from '@hearth/ui';
import { useQuery } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { Anchor, Badge } from './HeaderStyles';
import { NotificationsPanel } from './NotificationsPanel';
import { useDismiss } from './useDismiss';

/** How often the unseen count is polled: a new notification shows within ~2 s without reload. */
export const UNSEEN_POLL_MS = 1_000;

/**
 * The header bell. Polls `unseenNotificationCount` every second (paused while the tab is hidden)
 * and switches to a different icon, label 'Notifications (unseen)' and `data-state="unseen"`
 * while it is above 0. Clicking opens the notification list, which marks them seen.
 */
export function NotificationBell() {
  const { data, refetch } = useQuery(GetUnseenNotificationCountDocument, {
    pollInterval: UNSEEN_POLL_MS,
    skipPollAttempt: () => typeof document !== 'undefined' && document.hidden,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const [open, setOpen] = useState(false);
  const t = useT();
  const anchor = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(anchor, open, close);
  const unseen = data?.unseenNotificationCount ?? 0;
  const hasUnseen = unseen > 0;

  return (
    <Anchor ref={anchor}>
      <IconButton
        aria-label={hasUnseen ? t('Notifications (unseen)') : t('Notifications')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notification-bell"
        data-state={hasUnseen ? 'unseen' : 'seen'}
        onClick={() => setOpen((o) => !o)}
      >
        {hasUnseen ? (
          <BellUnseenIcon data-testid="bell-icon-unseen" />
        ) : (
          <BellIcon data-testid="bell-icon" />
        )}
        {hasUnseen && <Badge aria-hidden="true">{unseen > 99 ? '99+' : unseen}</Badge>}
      </IconButton>
      {open && <NotificationsPanel onSeen={() => void refetch()} />}
    </Anchor>
  );
}
