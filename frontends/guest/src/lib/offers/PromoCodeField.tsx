import { PROMOTION_REFUSALS } from '@hearth/contracts/messages';
import { useT } from '@hearth/i18n';
import { Button } from '@hearth/ui';
import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Muted } from '../../components/layout';
import { formatCents } from '../../utils/money';
import './translations';
import type { CheckoutDiscountState } from './use-checkout-discount';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  label {
    font-weight: 600;
    font-size: 0.9375rem;
  }
`;
/** The input and its button side by side, the button under the input on a narrow phone. */
const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  input {
    flex: 1 1 180px;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing(3)};
    font: inherit;
    text-transform: uppercase;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;
const Applied = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
  overflow-wrap: anywhere;
`;
/** The code's state, and the way to take it off, on one line (wrapping on a narrow phone). */
const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(3)};
  > div {
    flex: 1 1 200px;
    min-width: 0;
  }
`;
/** A quiet text button: taking the code off is secondary to applying one. */
const RemoveCode = styled.button`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.spacing(1)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;
const Refused = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

/** Props of {@link PromoCodeField}. */
export interface PromoCodeFieldProps {
  /** The code the guest applied (null: none; an automatic offer may still apply). */
  code: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** The server's answer for `code` (or the automatic offer) on this cart. */
  state: CheckoutDiscountState;
  /** A refusal from placing the order (e.g. the code ran out meanwhile), shown as the reason. */
  placeError?: string | null;
  disabled?: boolean;
}

/**
 * The cart's and checkout's promotion code: typed (any case), applied with the button or Enter
 * (never submitting the surrounding form), then either 'Code X applied' with the amount off, or
 * the reason it does not apply — expired, minimum not met (with the minimum), already used, not
 * for this restaurant… — under the field, in the guest's language. 'Remove code' takes it off. Without
 * a code, an automatic offer that applies is named.
 */
export function PromoCodeField({
  code,
  onApply,
  onRemove,
  state,
  placeError,
  disabled,
}: PromoCodeFieldProps) {
  const t = useT();
  const id = useId();
  const [typed, setTyped] = useState(code ?? '');
  const { discount, loading, failed } = state;
  const refusal = code && discount?.refusal ? discount.refusal : null;
  const reason = refusal
    ? t(PROMOTION_REFUSALS[refusal], {
        minimum: formatCents(discount?.offer?.minSubtotalCents ?? 0),
      })
    : placeError
      ? t(placeError)
      : null;
  const apply = () => {
    const next = typed.trim().toUpperCase();
    // The same code again asks again (the cart may have changed meanwhile).
    if (next && next === code) state.retry();
    else if (next) onApply(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };
  return (
    <Box data-testid="promo-code">
      <label htmlFor={id}>{t('Promotion code')}</label>
      <Line>
        <input
          id={id}
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          disabled={disabled}
          aria-invalid={reason ? true : undefined}
          aria-describedby={`${id}-status`}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="button"
          $variant="secondary"
          disabled={disabled || !typed.trim()}
          onClick={apply}
        >
          {t('Apply')}
        </Button>
      </Line>
      <Status>
        <div id={`${id}-status`} aria-live="polite">
          {loading ? (
            <Muted>{t('Checking the code…')}</Muted>
          ) : reason ? (
            <Refused role="alert" data-testid="promo-code-refusal">
              {reason}
            </Refused>
          ) : failed && code ? (
            <Refused role="alert">{t('The code could not be checked. Please try again.')}</Refused>
          ) : discount?.offer && discount.discountCents > 0 ? (
            <Applied data-testid="promo-code-applied">
              {discount.offer.code
                ? t('Code {{code}} applied', { code: discount.offer.code })
                : t('Offer applied: {{name}}', { name: discount.offer.name })}{' '}
              (−{formatCents(discount.discountCents)})
            </Applied>
          ) : null}
        </div>
        {code && (
          <RemoveCode
            type="button"
            disabled={disabled}
            onClick={() => {
              setTyped('');
              onRemove();
            }}
          >
            {t('Remove code')}
          </RemoveCode>
        )}
      </Status>
    </Box>
  );
}
