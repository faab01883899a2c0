import { useQuery } from '@apollo/client/react';
import { AddressSuggestionsDocument, type AddressSuggestionsQuery } from '@hearth/graphql-client';
import { useEffect, useState } from 'react';

/** How long typing must stop before suggestions are asked for, in milliseconds. */
const SUGGEST_AFTER_MS = 250;

/**
 * Up to 5 address suggestions (`addressSuggestions`: postal code and coordinates) for what the
 * guest types, asked from 2 characters and {@link SUGGEST_AFTER_MS} ms after typing stops; an
 * empty list below 2 characters.
 */
export function useAddressSuggestions(
  typed: string,
): AddressSuggestionsQuery['addressSuggestions'] {
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(typed.trim()), SUGGEST_AFTER_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data } = useQuery(AddressSuggestionsDocument, {
    variables: { query: debounced, limit: 5 },
    skip: debounced.length < 2,
  });
  return typed.trim().length >= 2 ? (data?.addressSuggestions ?? []) : [];
}
