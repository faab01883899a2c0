import { useApolloClient } from '@apollo/client/react';
import { AddressSuggestionsDocument, type AddressSuggestionsQuery } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import './translations';

/** One place of the `addressSuggestions` query (city, province, postal code, country, coordinates). */
export type AddressSuggestion = AddressSuggestionsQuery['addressSuggestions'][number];

/** Props of {@link AddressAutocomplete}. */
export interface AddressAutocompleteProps {
  /** The field's label, in the current locale. */
  label: string;
  /** The address line 1 text. */
  value: string;
  onChange: (text: string) => void;
  /** A suggestion was chosen: `street` is the text before the last comma (the new line 1). */
  onSelect: (place: AddressSuggestion, street: string) => void;
  onBlur?: () => void;
  error?: string;
  id?: string;
  name?: string;
}

const Field = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing(3)};
    font: inherit;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;
const List = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(1)} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  border-radius: ${({ theme }) => theme.radii.sm};
`;
const Option = styled.li<{ $active: boolean }>`
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
`;
const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

/** The part of `text` to look up: after the last comma ('12 King St W, M5V' → 'M5V'). */
export function lookupTerm(text: string): { street: string; term: string } {
  const at = text.lastIndexOf(',');
  if (at < 0) return { street: text.trim(), term: text.trim() };
  return { street: text.slice(0, at).trim(), term: text.slice(at + 1).trim() };
}

/** How a suggestion reads in the list. */
export function describePlace(p: AddressSuggestion): string {
  return [p.postalCode, p.area, p.city, p.province, p.country].filter(Boolean).join(', ');
}

/**
 * Address line 1, autocompleted (it fills city, country, province and postal code): a combobox
 * that suggests places (the users service's `addressSuggestions`, postal code or city prefix of
 * the text after the last comma, at least 2 characters, 250 ms debounce). Arrow keys move, Enter
 * chooses, Escape closes; choosing calls `onSelect` with the place and the street part.
 */
export function AddressAutocomplete({
  label,
  value,
  onChange,
  onSelect,
  onBlur,
  error,
  id,
  name,
}: AddressAutocompleteProps) {
  const t = useT();
  const client = useApolloClient();
  const autoId = useId();
  const inputId = id ?? autoId;
  const listId = `${inputId}-places`;
  const [places, setPlaces] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(false);
  const { street, term } = lookupTerm(value);

  useEffect(() => {
    if (!typed || term.length < 2) {
      setPlaces([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      client
        .query({ query: AddressSuggestionsDocument, variables: { query: term, limit: 5 } })
        .then((r) => {
          if (!live) return;
          setPlaces(r.data?.addressSuggestions ?? []);
          setActive(-1);
          setOpen(true);
        })
        .catch(() => live && setPlaces([]));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, term, typed]);

  const choose = (place: AddressSuggestion): void => {
    setOpen(false);
    setTyped(false);
    onSelect(place, street === term ? '' : street);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (!open || places.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % places.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? places.length - 1 : i - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(places[active]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  const expanded = open && places.length > 0;
  const messageId = `${inputId}-message`;

  return (
    <Field>
      <label htmlFor={inputId}>
        <strong>{label}</strong>
      </label>
      <input
        id={inputId}
        name={name}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
        value={value}
        onChange={(e) => {
          setTyped(true);
          onChange(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // Let a click on an option land before closing.
          setTimeout(() => setOpen(false), 150);
          onBlur?.();
        }}
      />
      {expanded && (
        <List id={listId} role="listbox" aria-label={t('{{label}} suggestions', { label })}>
          {places.map((place, i) => (
            <Option
              key={`${place.postalCode}-${place.city}-${i}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              $active={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(place)}
            >
              {describePlace(place)}
            </Option>
          ))}
        </List>
      )}
      {error ? (
        <Message id={messageId} $error role="alert">
          {error}
        </Message>
      ) : (
        <Message id={messageId}>
          {t('Type the street, a comma, then your postal code or city to fill in the rest.')}
        </Message>
      )}
    </Field>
  );
}
