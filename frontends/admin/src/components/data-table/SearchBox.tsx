import { useId, useState } from 'react';
import styled from 'styled-components';
import { useDebouncedCallback } from '../../hooks/useDebouncedCallback';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  flex: 1 1 260px;
  max-width: 420px;
  min-width: 0;
`;
const Label = styled.label`
  font-weight: 600;
  font-size: 0.9375rem;
`;
const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

/** Milliseconds of typing pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A labelled search input that reports its trimmed value `SEARCH_DEBOUNCE_MS` after the admin
 * stops typing.
 */
export function SearchBox({
  label,
  placeholder,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  onSearch: (term: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const debounced = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
  return (
    <Field role="search">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => {
          setValue(e.target.value);
          debounced(e.target.value.trim());
        }}
      />
    </Field>
  );
}
