import { useT } from '@hearth/i18n';
import { media } from '@hearth/ui';
import styled from 'styled-components';
import { Section } from './Section';
import '../translations';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  li {
    padding: ${({ theme }) => theme.spacing(6)};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 800;
`;

const STEPS = [
  {
    title: 'Choose a Kitchen',
    text: 'Browse home chefs near you, their menus and their upcoming cooking sessions.',
  },
  {
    title: 'Pick your dishes',
    text: 'Pre-order before the session fills up: portions are limited, and your chef buys fresh ingredients for the orders placed.',
  },
  {
    title: 'Collect and enjoy!',
    text: 'Pick up your meal or have it delivered at the time you chose, then tell the chef how it went.',
  },
];

/** 'How it works': the three steps from choosing a kitchen to enjoying the meal. */
export function HowItWorks() {
  const t = useT();
  return (
    <Section aria-labelledby="steps-heading" data-testid="steps">
      <h2 id="steps-heading">{t('How it works')}</h2>
      <p>{t('Three steps from craving to a home-cooked meal.')}</p>
      <Steps>
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <StepNumber aria-hidden="true">{index + 1}</StepNumber>
            <h3>{t(step.title)}</h3>
            <p>{t(step.text)}</p>
          </li>
        ))}
      </Steps>
    </Section>
  );
}
