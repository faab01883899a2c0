import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

/** Props of {@link TagInput}. */
export interface TagInputProps {
  /** Visible label of the text box. */
  label: string;
  /** The tags, in order. */
  value: string[];
  /** Called with the new list after a tag is added or removed. */
  onChange: (tags: string[]) => void;
  /** Message shown under the box; also sets `aria-invalid`. */
  error?: string;
  /** Help text shown while there is no error. */
  hint?: string;
  placeholder?: string;
  /** A tag's chip shows at most this many characters (default 20), the rest as '…'. */
  displayMaxLength?: number;
  disabled?: boolean;
  id?: string;
  /** Called when the text box loses focus (after a pending tag was added), e.g. RHF's onBlur. */
  onBlur?: () => void;
  /** Accessible name of a chip's remove button, in the caller's locale (default 'Remove {tag}'). */
  removeLabel?: (tag: string) => string;
  /** Accessible name of the chip list (default '{label} tags'). */
  tagsLabel?: string;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
`;
const Box = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 44px;
  padding: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;
const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: 2px ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: 0.875rem;
  button {
    border: 0;
    background: transparent;
    cursor: pointer;
    font: inherit;
    line-height: 1;
    padding: 2px;
  }
`;
const Chips = styled.ul`
  display: contents;
  list-style: none;
`;
const Input = styled.input`
  flex: 1;
  min-width: 120px;
  min-height: 32px;
  border: 0;
  font: inherit;
  background: transparent;
  outline: none;
`;
const Message = styled.p<{ $error: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

/** `tag` cut to `max` characters with a trailing '…' when longer (display only). */
export function truncateTag(tag: string, max: number): string {
  return tag.length > max ? `${tag.slice(0, max)}…` : tag;
}

/**
 * A labelled list of text tags (cuisines, instructions, allergy warnings). Keyboard: Enter or
 * comma adds the typed text as a tag (trimmed, empty and duplicate ignored), Backspace in an
 * empty box removes the last tag, each chip has a "Remove …" button; the pending text is also
 * added on blur. Tags are stored whole; chips show at most `displayMaxLength` characters.
 */
export function TagInput({
  label,
  value,
  onChange,
  error,
  hint,
  placeholder = 'Type and press Enter',
  displayMaxLength = 20,
  disabled,
  id,
  onBlur,
  removeLabel = (tag) => `Remove ${tag}`,
  tagsLabel,
}: TagInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const [draft, setDraft] = useState('');
  const message = error ?? hint;

  const commit = (): void => {
    const tag = draft.trim();
    setDraft('');
    if (tag && !value.includes(tag)) onChange([...value, tag]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <Field>
      <label htmlFor={inputId}>
        <strong>{label}</strong>
      </label>
      <Box $invalid={Boolean(error)}>
        <Chips aria-label={tagsLabel ?? `${label} tags`}>
          {value.map((tag) => (
            <Chip key={tag} title={tag}>
              <span>{truncateTag(tag, displayMaxLength)}</span>
              <button
                type="button"
                aria-label={removeLabel(tag)}
                disabled={disabled}
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                ×
              </button>
            </Chip>
          ))}
        </Chips>
        <Input
          id={inputId}
          value={draft}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(e) => setDraft(e.target.value.replace(',', ''))}
          onKeyDown={onKeyDown}
          onBlur={() => {
            commit();
            onBlur?.();
          }}
        />
      </Box>
      {message && (
        <Message id={messageId} $error={Boolean(error)} role={error ? 'alert' : undefined}>
          {message}
        </Message>
      )}
    </Field>
  );
}
