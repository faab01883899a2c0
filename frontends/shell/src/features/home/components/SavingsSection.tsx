import { useT } from '@hearth/i18n';
import { media } from '@hearth/ui';
import styled from 'styled-components';
import { Section } from './Section';
import '../translations';

const Savings = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(10)};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(6)};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(4)};
    font-size: clamp(1.5rem, 3.2vw, 2rem);
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1.0625rem;
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.spacing(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.spacing(3)};
    align-items: flex-start;
    padding: ${({ theme }) => theme.spacing(4)};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  li::before {
    content: '✓';
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
    font-weight: 800;
    font-size: 0.875rem;
  }
`;

const SAVINGS = [
  'Fair prices set by the cooks themselves, without restaurant overheads',
  'Fresh ingredients bought for the orders placed, so little goes to waste',
  'Delivery or pickup at a time you choose, with fees shown before you order',
];

/** 'Want to save money on eating out and restaurant delivery?' and why Hearth costs less. */
export function SavingsSection() {
  const t = useT();
  return (
    <Section aria-labelledby="save-money-heading" data-testid="save-money">
      <Savings>
        <div>
          <h2 id="save-money-heading">
            {t('Want to save money on eating out and restaurant delivery?')}
          </h2>
          <p>
            {t(
              'Restaurant menus and delivery apps add up fast. Hearth chefs cook in small batches in their own kitchens and set their own prices, so a generous, freshly made meal often costs less than takeout.',
            )}
          </p>
        </div>
        <ul>
          {SAVINGS.map((line) => (
            <li key={line}>{t(line)}</li>
          ))}
        </ul>
      </Savings>
    </Section>
  );
}
