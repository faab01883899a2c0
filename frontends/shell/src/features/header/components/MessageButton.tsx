import { useT } from '@hearth/i18n';
import { IconButton, MessageIcon } from '@hearth/ui';
import { useNavigate } from 'react-router';
import { useUnreadMessageCount } from '../api/live-counts';
import { Anchor, Badge } from './HeaderStyles';

/**
 * The header's message icon, its notify-indicator variant: a badge with the unread message count
 * (`unreadMessageCount`), refetched on every live `message` push (a new message, or a
 * conversation read in another tab) and polled only while the stream is down. Opens /messages.
 * The header shows it only to Active users on screens wider than 767 px; the profile menu links
 * to /messages everywhere else.
 */
export function MessageButton() {
  const unread = useUnreadMessageCount();
  const t = useT();
  const navigate = useNavigate();
  return (
    <Anchor>
      <IconButton
        aria-label={unread > 0 ? t('Messages, {{count}} unread', { count: unread }) : t('Messages')}
        data-testid="messages-button"
        data-unread={unread}
        onClick={() => void navigate('/messages')}
      >
        <MessageIcon />
        {unread > 0 && (
          <Badge aria-hidden="true" data-testid="messages-badge">
            {unread > 99 ? '99+' : unread}
          </Badge>
        )}
      </IconButton>
    </Anchor>
  );
}
