import { useT } from '@hearth/i18n';
import { IconButton, MessageIcon } from '@hearth/ui';
import { Anchor } from './HeaderStyles';

// Its own file, without Apollo: the header draws it on the first paint (MessageButton, with the
// unread count, loads with Apollo).
/** The message icon before Apollo loads: same size and place, no count yet. */
export function MessageButtonView() {
  const t = useT();
  return (
    <Anchor>
      <IconButton aria-label={t('Messages')} data-testid="messages-button" data-unread={0}>
        <MessageIcon />
      </IconButton>
    </Anchor>
  );
}
