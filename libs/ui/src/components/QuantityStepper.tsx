import { useId } from 'react';
import styled from 'styled-components';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  /** Visible (or, with `hideLabel`, screen-reader) label. */
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** Lowest value (default 1: the quantity stepper never goes below 1). */
  min?: number;
  /** Highest value (none by default). */
  max?: number;
  hideLabel?: boolean;
  disabled?: boolean;
}

const Wrap = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;
const Row = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
  button {
    width: 40px;
    height: 40px;
    border: 0;
    font: inherit;
    font-size: 1.25rem;
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
    &:disabled {
      opacity: 0.4;
      cursor: not-allowed;
    }
  }
  input {
    width: 56px;
    height: 40px;
    border: 0;
    text-align: center;
    font: inherit;
    -moz-appearance: textfield;
  }
`;
const Hidden = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

/** `value` kept within [min, max] and made a whole number (min wins over max). */
export function clampQuantity(value: number, min = 1, max = Number.POSITIVE_INFINITY): number {
  if (!Number.isFinite(value)) return min;
  return Math.max(min, Math.min(max, Math.round(value)));
}

/**
 * A − / number / + control for a whole quantity (portions, order limits). Never goes below `min`
 * (default 1) nor above `max`; typed values are clamped; the number box is a labelled
 * `spinbutton` (arrow keys work natively).
 */
export function QuantityStepper({
  label,
  value,
  onChange,
  min = 1,
  max,
  hideLabel,
  disabled,
}: QuantityStepperProps) {
  const id = useId();
  const upper = max ?? Number.POSITIVE_INFINITY;
  const set = (next: number) => onChange(clampQuantity(next, min, upper));
  const LabelTag = hideLabel ? Hidden : 'label';
  return (
    <Wrap>
      <LabelTag htmlFor={id}>{label}</LabelTag>
      <Row>
        <button
          type="button"
          aria-label={`Decrease ${label}`}
          disabled={disabled || value <= min}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          disabled={disabled}
          onChange={(e) => set(Number(e.target.value))}
        />
        <button
          type="button"
          aria-label={`Increase ${label}`}
          disabled={disabled || value >= upper}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </Row>
    </Wrap>
  );
}
