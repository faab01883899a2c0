import styled from 'styled-components';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    display: block;
    margin-bottom: ${({ theme }) => theme.spacing(2)};
    font-weight: 600;
  }
`;
const Chips = styled.div<{ $size: 'sm' | 'md' }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 4px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
    ${({ $size }) => ($size === 'sm' ? 'font-size: 0.875rem;' : '')}
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  label:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** One chip of a {@link ChipGroup}: the input's value and its (translated) label. */
export interface ChipOption<V extends string> {
  value: V;
  label: string;
}

/** Props of {@link ChipGroup}. */
export interface ChipGroupProps<V extends string> {
  /** The group's name, translated (the fieldset's legend). */
  legend: string;
  /** radio: exactly one chip is on; checkbox: any number. */
  type: 'radio' | 'checkbox';
  /** The inputs' name (a radio group needs one, so arrow keys move within it). */
  name?: string;
  options: readonly ChipOption<V>[];
  isChecked: (value: V) => boolean;
  /** Called with the chip the user turned on (radio) or toggled (checkbox). */
  onToggle: (value: V) => void;
  /** 'sm': smaller text (explore's side bar). */
  size?: 'sm' | 'md';
}

/**
 * A filter as a row of pill-shaped chips (explore's filters, the restaurant page's date, mode
 * and menu): a fieldset whose legend names it, each chip a native radio or checkbox in its
 * label, so Tab, Space and the arrow keys work as everywhere else and the focused chip is
 * outlined.
 */
export function ChipGroup<V extends string>({
  legend,
  type,
  name,
  options,
  isChecked,
  onToggle,
  size = 'md',
}: ChipGroupProps<V>) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Chips $size={size}>
        {options.map((option) => (
          <label key={option.value || '(none)'}>
            <input
              type={type}
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={() => onToggle(option.value)}
            />
            {option.label}
          </label>
        ))}
      </Chips>
    </Fieldset>
  );
}
