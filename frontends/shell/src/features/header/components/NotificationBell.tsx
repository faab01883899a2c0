import { useT } from '@hearth/i18n';
import { BellIcon, BellUnseenIcon, IconButton } from '@hearth/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUnseenNotificationCount } from '../api/live-counts';
import { Anchor, Badge } from './HeaderStyles';
import { bellOpenRequested, clearBellOpenRequest } from './bell-intent';
import { NotificationsPanel } from './NotificationsPanel';
import { useDismiss } from './useDismiss';

/**
 * The header bell. Refetches `unseenNotificationCount` when the live stream pushes a new
 * notification (and when the stream (re)opens); polls every `UNSEEN_POLL_MS` only while the stream
 * is down (paused while the tab is hidden). Switches to a different icon, label
 * 'Notifications (unseen)' and `data-state="unseen"` while the count is above 0. Clicking opens
 * the notification list, which marks them seen; an open list reloads on a push too. A press on the
 * placeholder bell while this one loaded opens the list on mount (bell-intent.ts).
 */
export function NotificationBell() {
  const { unseen, liveVersion, refetch } = useUnseenNotificationCount();
  // Opens at once when the placeholder bell was pressed while this one loaded.
  const [open, setOpen] = useState(bellOpenRequested);
  useEffect(clearBellOpenRequest, []);
  const t = useT();
  const anchor = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(anchor, open, close);
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
      {open && <NotificationsPanel onSeen={() => void refetch()} liveVersion={liveVersion} />}
    </Anchor>
  );
}
