import type { ChefType } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button } from '@hearth/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ChefWaitlistModal } from '../components/ChefWaitlistModal';
import '../translations';

const Page = styled.div`
  max-width: 1080px;
  width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(10)} ${({ theme }) => theme.spacing(4)}
    ${({ theme }) => theme.spacing(12)};
  @media (max-width: 767px) {
    padding-top: ${({ theme }) => theme.spacing(6)};
  }
`;
const Hero = styled.header`
  max-width: 720px;
  margin: 0 auto ${({ theme }) => theme.spacing(10)};
  text-align: center;
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing(4)};
    font-size: clamp(2rem, 5vw, 2.75rem);
  }
  p {
    margin: 0;
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Eyebrow = styled.p`
  && {
    margin-bottom: ${({ theme }) => theme.spacing(2)};
    font-size: 0.875rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;
const Programmes = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(6)};
  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
`;
const Programme = styled.section<{ $featured?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(8)} ${({ theme }) => theme.spacing(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  border: 2px solid
    ${({ theme, $featured }) => ($featured ? theme.colors.primary : theme.colors.border)};
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.spacing(2)};
    margin: ${({ theme }) => theme.spacing(2)} 0 ${({ theme }) => theme.spacing(4)};
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.spacing(2)};
  }
  li::before {
    content: '✓';
    flex: 0 0 auto;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
  button {
    margin-top: auto;
    white-space: normal;
  }
  @media (max-width: 767px) {
    padding: ${({ theme }) => theme.spacing(6)} ${({ theme }) => theme.spacing(5)};
  }
`;
const Tag = styled.p`
  && {
    align-self: flex-start;
    padding: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(3)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
    font-size: 0.8125rem;
    font-weight: 700;
  }
`;
const Steps = styled.section`
  margin-top: ${({ theme }) => theme.spacing(12)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(6)};
    text-align: center;
    font-size: 1.75rem;
  }
  ol {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.spacing(6)};
    margin: 0;
    padding: 0;
    list-style: none;
    counter-reset: step;
  }
  li {
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    margin-bottom: ${({ theme }) => theme.spacing(3)};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 700;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media (max-width: 767px) {
    ol {
      grid-template-columns: 1fr;
    }
  }
`;
const Note = styled.p`
  max-width: 640px;
  margin: ${({ theme }) => theme.spacing(10)} auto 0;
  text-align: center;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const BETA_PERKS = [
  'Publish your restaurant, dishes and menus for free while we are in beta',
  'Plan cooking sessions with portion limits: guests pre-order, so you buy only what you need',
  'Shape Hearth with your feedback, straight to the team that builds it',
];
const FOUNDER_PERKS = [
  'Lower fees for life, locked in for as long as you cook with us',
  'A Founding Chef badge on your restaurant page and in search',
  'Priority support from a real person on our team',
  'First say on new features, and early access to them',
];
const STEPS = [
  {
    title: 'Apply in two minutes',
    text: 'Your name, e-mail and postal code are all we need to start.',
  },
  {
    title: 'Hear back within 2 days',
    text: 'We read every application ourselves and reply within 1–2 days.',
  },
  {
    title: 'Open your kitchen',
    text: 'Set up your restaurant, add your first dish and schedule your first cooking session.',
  },
];

/**
 * /chef/waitlist, public ('Become a cook' leads here when logged out): explains the
 * Beta chef and Founder chef programmes and opens their waitlist modals.
 */
export function ChefWaitlistPage() {
  const t = useT();
  const [applyingFor, setApplyingFor] = useState<ChefType | null>(null);
  return (
    <Page>
      <title>{`${t('Become a Hearth chef')} · Hearth`}</title>
      <Hero>
        <Eyebrow>{t('For home cooks in Toronto')}</Eyebrow>
        <h1>{t('Become a Hearth chef')}</h1>
        <p>
          {t(
            'Cook what you love from your own kitchen, on your own schedule, for neighbours who pre-order. Hearth handles ordering, scheduling, payments, notifications and visibility, so you can focus on the food.',
          )}
        </p>
      </Hero>
      <Programmes>
        <Programme aria-labelledby="beta-chef-title">
          <Tag>{t('Open now')}</Tag>
          <h2 id="beta-chef-title">{t('Beta chef')}</h2>
          <p>
            {t(
              'Be one of the first cooks on Hearth as we open across Toronto, and start taking pre-orders as soon as you are approved.',
            )}
          </p>
          <ul>
            {BETA_PERKS.map((perk) => (
              <li key={perk}>{t(perk)}</li>
            ))}
          </ul>
          <Button $variant="secondary" $block onClick={() => setApplyingFor('BETA')}>
            {t('Join the Beta chef waitlist')}
          </Button>
        </Programme>
        <Programme $featured aria-labelledby="founder-chef-title">
          <Tag>{t('Limited spots')}</Tag>
          <h2 id="founder-chef-title">{t('Founder chef')}</h2>
          <p>
            {t(
              'Our founding chefs build Hearth with us from day one. In return, they keep the best terms we will ever offer.',
            )}
          </p>
          <ul>
            {FOUNDER_PERKS.map((perk) => (
              <li key={perk}>{t(perk)}</li>
            ))}
          </ul>
          <Button $block onClick={() => setApplyingFor('FOUNDER')}>
            {t('Apply as a Founder chef')}
          </Button>
        </Programme>
      </Programmes>
      <Steps aria-labelledby="chef-steps-title">
        <h2 id="chef-steps-title">{t('How it works')}</h2>
        <ol>
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{t(step.title)}</h3>
              <p>{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </Steps>
      <Note>
        {t(
          'Every cook on Hearth is food-safety certified. Not yet? Apply anyway: we will show you how to get certified in Ontario.',
        )}
      </Note>
      <ChefWaitlistModal chefType={applyingFor} onClose={() => setApplyingFor(null)} />
    </Page>
  );
}
