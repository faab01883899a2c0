import { useT } from '@hearth/i18n';
import { TextField } from '@hearth/ui';
import type { Ref } from 'react';
import './translations';

/** Props of {@link CardNumberField}. */
export interface CardNumberFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The message under the field (English; translated here). */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The card number of a test-mode card form. The browser keeps it: only the test card's processor
 * token is sent. Autofill stays off so a browser never offers a real card here.
 */
export function CardNumberField({ value, onChange, error, ref }: CardNumberFieldProps) {
  const t = useT();
  return (
    <TextField
      ref={ref}
      label={t('Card number')}
      value={value}
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      maxLength={23}
      placeholder="4242 4242 4242 4242"
      error={error ? t(error) : undefined}
      hint={error ? undefined : t('Choose a test card above or type its number.')}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
