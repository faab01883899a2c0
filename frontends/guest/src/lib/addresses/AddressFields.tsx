import { useT } from '@hearth/i18n';
import { TextField } from '@hearth/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useAddressSuggestions } from './use-address-suggestions';

/** The delivery address as the checkout form holds it; coordinates come from a suggestion. */
export interface AddressValue {
  line1: string;
  line2: string;
  postalCode: string;
  latitude: number | null;
  longitude: number | null;
}

export const emptyAddress: AddressValue = {
  line1: '',
  line2: '',
  postalCode: '',
  latitude: null,
  longitude: null,
};

const Fields = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.spacing(2)};
  }
`;
const Suggestions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  button {
    width: 100%;
    text-align: left;
    padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    cursor: pointer;
    &:hover,
    &:focus {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  }
`;

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  /** Messages by field (`line1`, `line2`, `postalCode`, `latitude`). */
  errors: Record<string, string | undefined>;
}

/**
 * Delivery address, filled by the address autocomplete: line 1,
 * line 2, and a postal code whose suggestions (`addressSuggestions`, from 2 characters, 250 ms
 * after typing stops) fill the postal code and the coordinates the delivery fee is measured from.
 * Typing in the postal code again forgets the coordinates until a suggestion is chosen.
 */
export function AddressFields({ value, onChange, errors }: AddressFieldsProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const suggestions = useAddressSuggestions(query);

  return (
    <Fields>
      <legend>{t('Delivery address')}</legend>
      <TextField
        label={t('Address line 1')}
        value={value.line1}
        error={errors['line1'] ? t(errors['line1']) : undefined}
        autoComplete="address-line1"
        onChange={(e) => onChange({ ...value, line1: e.target.value })}
      />
      <TextField
        label={t('Address line 2')}
        value={value.line2}
        error={errors['line2'] ? t(errors['line2']) : undefined}
        autoComplete="address-line2"
        onChange={(e) => onChange({ ...value, line2: e.target.value })}
      />
      <TextField
        label={t('Postal code')}
        value={value.postalCode}
        error={
          errors['postalCode'] || errors['latitude']
            ? t(errors['postalCode'] ?? errors['latitude'] ?? '')
            : undefined
        }
        autoComplete="off"
        onChange={(e) => {
          setQuery(e.target.value);
          onChange({ ...value, postalCode: e.target.value, latitude: null, longitude: null });
        }}
      />
      {suggestions.length > 0 && (
        <Suggestions aria-label={t('Address suggestions')}>
          {suggestions.map((s) => (
            <li key={`${s.postalCode}-${s.latitude}-${s.longitude}`}>
              <button
                type="button"
                onClick={() => {
                  setQuery('');
                  onChange({
                    ...value,
                    postalCode: s.postalCode,
                    latitude: s.latitude,
                    longitude: s.longitude,
                  });
                }}
              >
                {[s.postalCode, s.area, s.city, s.province].filter(Boolean).join(', ')}
              </button>
            </li>
          ))}
        </Suggestions>
      )}
    </Fields>
  );
}
