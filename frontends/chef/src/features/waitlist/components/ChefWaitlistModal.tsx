import type { ChefType } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Modal } from '@hearth/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ThankYou } from '../../../../../shared/waitlist/ThankYou';
import { WaitlistForm, type WaitlistPerson } from '../../../../../shared/waitlist/WaitlistForm';
import { useRegisterChefWaitlist } from '../api/register-chef-waitlist';
import '../translations';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const COPY: Record<ChefType, { title: string; intro: string; submit: string; thanks: string }> = {
  BETA: {
    title: 'Join the Beta chef waitlist',
    intro: 'Tell us who you are and where you cook. It takes a minute.',
    submit: 'Join the waitlist',
    thanks:
      'You are on the Beta chef waitlist. We answer every application within 1–2 days, by e-mail at {{email}}.',
  },
  FOUNDER: {
    title: 'Apply as a Founder chef',
    intro: 'Founding spots are limited. Tell us who you are and where you cook.',
    submit: 'Send my application',
    thanks:
      'Your Founder chef application is in. We answer every application within 1–2 days, by e-mail at {{email}}.',
  },
};

/** Props of {@link ChefWaitlistModal}. */
export interface ChefWaitlistModalProps {
  /** The programme applied for; null when the modal is closed. */
  chefType: ChefType | null;
  onClose: () => void;
}

/**
 * The beta chef and founder chef waitlist modals: the shared waitlist form, then a
 * thank-you view with an animation and 'Back to Home Page'.
 */
export function ChefWaitlistModal({ chefType, onClose }: ChefWaitlistModalProps) {
  const t = useT();
  const register = useRegisterChefWaitlist();
  const [registered, setRegistered] = useState<WaitlistPerson | null>(null);
  if (!chefType) return null;
  const copy = COPY[chefType];
  const close = () => {
    setRegistered(null);
    onClose();
  };
  return (
    <Modal open onClose={close} title={t(copy.title)} width={520}>
      {registered ? (
        <ThankYou title={t('Thank you, {{name}}!', { name: registered.firstName })}>
          {t(copy.thanks, { email: registered.email })}
        </ThankYou>
      ) : (
        <>
          <Intro>{t(copy.intro)}</Intro>
          <WaitlistForm
            label={t(copy.title)}
            submitLabel={t(copy.submit)}
            onSubmit={(person) => register(person, chefType)}
            onSuccess={setRegistered}
          />
        </>
      )}
    </Modal>
  );
}
