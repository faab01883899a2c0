import { WaitlistMessages } from '@hearth/contracts/messages';
import { useT } from '@hearth/i18n';
import { Modal } from '@hearth/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ThankYou } from '../../../../../shared/waitlist/ThankYou';
import { WaitlistForm, type WaitlistPerson } from '../../../../../shared/waitlist/WaitlistForm';
import { useJoinGuestWaitlist } from '../api/join-guest-waitlist';
import '../translations';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The guest waitlist modal: 'Join the waitlist now!', the shared waitlist form with
 * 'Join & get exclusive promotions', then 'Thanks for signing up as Beta Guest!' with
 * 'Back to Home Page'.
 */
export function GuestWaitlistModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const join = useJoinGuestWaitlist();
  const [joined, setJoined] = useState<WaitlistPerson | null>(null);
  return (
    <Modal open={open} onClose={onClose} title={t(WaitlistMessages.guestWaitlistTitle)} width={520}>
      {joined ? (
        <ThankYou title={t(WaitlistMessages.guestThankYou)}>
          {t(
            'We will write to {{email}} as soon as Hearth opens near you, with your first exclusive promotion.',
            { email: joined.email },
          )}
        </ThankYou>
      ) : (
        <>
          <Intro>
            {t(
              'Be among the first to order home-cooked meals from chefs near you, with promotions only Beta Guests get.',
            )}
          </Intro>
          <WaitlistForm
            label={t(WaitlistMessages.guestWaitlistTitle)}
            submitLabel={t(WaitlistMessages.guestWaitlistCta)}
            onSubmit={join}
            onSuccess={setJoined}
          />
        </>
      )}
    </Modal>
  );
}
