import { useT } from '@hearth/i18n';
import { Button } from '@hearth/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { GuestWaitlistModal } from '../components/GuestWaitlistModal';
import '../translations';

const Page = styled.div`
  max-width: 960px;
  width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(12)} ${({ theme }) => theme.spacing(4)};
  text-align: center;
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing(4)};
    font-size: clamp(2rem, 5vw, 2.75rem);
  }
  @media (max-width: 767px) {
    padding-top: ${({ theme }) => theme.spacing(8)};
  }
`;
const Lead = styled.p`
  max-width: 640px;
  margin: 0 auto ${({ theme }) => theme.spacing(8)};
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Perks = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0 0 ${({ theme }) => theme.spacing(10)};
  padding: 0;
  list-style: none;
  text-align: left;
  li {
    padding: ${({ theme }) => theme.spacing(5)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.spacing(1)};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
`;

const PERKS = [
  {
    title: 'Exclusive promotions',
    text: 'Beta Guests get offers nobody else does, starting with their first order.',
  },
  {
    title: 'First in line',
    text: 'We let you know the moment Hearth opens in your neighbourhood.',
  },
  {
    title: 'Real home cooking',
    text: 'Pre-order from food-safety certified home chefs, for delivery or pickup.',
  },
];

/**
 * /user/waitlist, public: the guest waitlist. Arriving here opens the guest waitlist
 * modal straight away (the header's 'Join the Waitlist' leads here, also when already on this
 * page: each visit is a fresh start); closed, the page explains the beta and offers it again.
 */
export function WaitlistPage() {
  const { key } = useLocation();
  return <GuestWaitlist key={key} />;
}

function GuestWaitlist() {
  const t = useT();
  const [isModalOpen, setModalOpen] = useState(true);
  return (
    <Page>
      <title>{`${t('Join the waitlist')} · Hearth`}</title>
      <h1>{t('Be the first to taste Hearth')}</h1>
      <Lead>
        {t(
          'Hearth brings meals cooked by home chefs in Toronto to your door. Join the guest waitlist to get in early.',
        )}
      </Lead>
      <Perks>
        {PERKS.map((perk) => (
          <li key={perk.title}>
            <strong>{t(perk.title)}</strong>
            <span>{t(perk.text)}</span>
          </li>
        ))}
      </Perks>
      <Button onClick={() => setModalOpen(true)}>{t('Join the waitlist')}</Button>
      <GuestWaitlistModal open={isModalOpen} onClose={() => setModalOpen(false)} />
    </Page>
  );
}
