import { useT } from '@hearth/i18n';
import { BellIcon, IconButton } from '@hearth/ui';
import { useState } from 'react';
import { requestBellOpen } from './bell-intent';
import { Anchor } from './HeaderStyles';

/**
 * The bell as it first shows (nothing unseen known yet), while NotificationBell's code and Apollo
 * load: same size and place, so nothing shifts when the live bell replaces it. A press is not lost:
 * it is remembered (`aria-busy` meanwhile) and the live bell opens its list when it mounts.
 */
export function BellButtonView() {
  const t = useT();
  const [pressed, setPressed] = useState(false);
  return (
    <Anchor>
      <IconButton
        aria-label={t('Notifications')}
        aria-haspopup="dialog"
        aria-expanded={false}
        aria-busy={pressed || undefined}
        data-testid="notification-bell"
        data-state="seen"
        onClick={() => {
          requestBellOpen();
          setPressed(true);
        }}
      >
        <BellIcon data-testid="bell-icon" />
      </IconButton>
    </Anchor>
  );
}
