import { LOCALES, LOCALE_LABELS, isLocale, useLocale, useT } from '@hearth/i18n';
import { useId } from 'react';
import styled from 'styled-components';

const Field = styled.div<{ $tone: 'dark' | 'light' }>`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  label {
    font-size: 0.875rem;
    font-weight: 600;
  }
  select {
    min-height: 44px;
    min-width: 200px;
    padding: 0 ${({ theme }) => theme.spacing(3)};
    font: inherit;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ $tone }) => ($tone === 'dark' ? '#78716c' : '#d6d3d1')};
    background: ${({ $tone }) => ($tone === 'dark' ? '#292524' : '#fff')};
    color: ${({ $tone }) => ($tone === 'dark' ? '#fafaf9' : '#1c1917')};
    cursor: pointer;
  }
`;

/**
 * The locale switcher (en-CA, en-US, fr-CA, each named in its own language): a native labelled
 * `<select>`, so it is keyboard operable everywhere. Changing it re-renders strings in place — no
 * route or form is remounted, so what the user typed stays — and remembers the choice.
 */
export function LocaleSwitcher({ tone = 'light' }: { tone?: 'dark' | 'light' }) {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const id = useId();
  return (
    <Field $tone={tone}>
      <label htmlFor={id}>{t('Language')}</label>
      <select
        id={id}
        value={locale}
        data-testid="locale-switcher"
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_LABELS[code]}
          </option>
        ))}
      </select>
    </Field>
  );
}
