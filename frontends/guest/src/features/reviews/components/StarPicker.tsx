import { REVIEW_STARS_MAX } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const Stars = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing(1)};
  button {
    border: 0;
    background: transparent;
    font-size: 1.75rem;
    line-height: 1;
    cursor: pointer;
    color: #d6d3d1;
    &[data-filled='true'] {
      color: #d97706;
    }
  }
`;

/** The star an arrow, Home or End key moves to from `value` (null: not a key of the group). */
function starForKey(key: string, value: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(REVIEW_STARS_MAX, value + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(1, value - 1);
    case 'Home':
      return 1;
    case 'End':
      return REVIEW_STARS_MAX;
    default:
      return null;
  }
}

/**
 * 1–5 whole stars as a radio group (0 = none chosen yet; stars are required). The chosen
 * star is the checked radio and the stars up to it are filled. Keyboard as for any radio group:
 * Tab reaches the group once (the chosen star, else the first), the arrow keys, Home and End
 * choose, Space and Enter choose the focused star.
 */
export function StarPicker({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const t = useT();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = starForKey(event.key, value);
    if (next === null) return;
    event.preventDefault();
    onChange(next);
    buttons.current[next - 1]?.focus();
  };
  return (
    <Stars role="radiogroup" aria-label={t('Stars')} onKeyDown={onKeyDown}>
      {Array.from({ length: REVIEW_STARS_MAX }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          ref={(el) => {
            buttons.current[n - 1] = el;
          }}
          type="button"
          role="radio"
          aria-checked={n === value}
          data-filled={n <= value}
          tabIndex={n === Math.max(1, value) ? 0 : -1}
          aria-label={t('{{count}} stars', { count: n })}
          onClick={() => onChange(n)}
        >
          ★
        </button>
      ))}
    </Stars>
  );
}
