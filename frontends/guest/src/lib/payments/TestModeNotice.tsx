import { PaymentMessages, TEST_CARDS } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import styled from 'styled-components';
import { groupCardNumber } from './cards';
import './translations';

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  p {
    margin: 0;
    font-weight: 600;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(1)};
  }
`;
const Pick = styled.button`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(3)};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  code {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 0.9375rem;
    white-space: nowrap;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

/**
 * The test-mode notice of every card form (`PaymentMessages.testMode`) and the processor's test
 * cards, each with what it does; choosing one fills the card number (`onPick(number)`).
 */
export function TestModeNotice({ onPick }: { onPick: (cardNumber: string) => void }) {
  const t = useT();
  return (
    <Notice role="note" aria-label={t('Test mode')} data-testid="payment-test-mode">
      <p>{t(PaymentMessages.testMode)}</p>
      <ul aria-label={t('Test cards')}>
        {TEST_CARDS.map((card) => {
          const number = groupCardNumber(card.number);
          return (
            <li key={card.number}>
              <Pick
                type="button"
                onClick={() => onPick(number)}
                aria-label={t('Use test card {{number}}: {{outcome}}', {
                  number,
                  outcome: t(card.label),
                })}
              >
                <code>{number}</code>
                <span>{t(card.label)}</span>
              </Pick>
            </li>
          );
        })}
      </ul>
    </Notice>
  );
}
