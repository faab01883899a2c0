import { useT } from '@hearth/i18n';
import { BellIcon, IconButton } from '@hearth/ui';
import { Anchor } from './HeaderStyles';

/**
 * The bell as it first shows (nothing unseen known yet), while NotificationBell's code and Apollo
 * load: same size and place, so nothing shifts when the live bell replaces it.
 */
export function BellButtonView() {
  const t = useT();
  return (
    <Anchor>
      <IconButton
        aria-label={t('Notifications')}
        aria-haspopup="dialog"
        aria-expanded={false}
        data-testid="notification-bell"
        data-state="seen"
      >
        <BellIcon data-testid="bell-icon" />
      </IconButton>
    </Anchor>
  );
}
