import { PHONE_PREFIX } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
`;
const Label = styled.label`
  font-weight: 600;
  font-size: 0.9375rem;
`;
const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Group = styled.div<{ $invalid: boolean }>`
  display: flex;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
/** The fixed country code: a disabled input, so it is read out but can never be edited. */
const Prefix = styled.input`
  flex: 0 0 3.5rem;
  width: 3.5rem;
  min-width: 0;
  padding: 0;
  text-align: center;
  font: inherit;
  font-weight: 600;
  border: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm} 0 0 ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textMuted};
  -webkit-text-fill-color: ${({ theme }) => theme.colors.textMuted};
  opacity: 1;
`;
const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: 0 ${({ theme }) => theme.spacing(3)};
  font: inherit;
  border: 0;
  border-radius: 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  &:focus-visible {
    outline: none; /* the group draws the ring around prefix and number together */
  }
`;
const Message = styled.p<{ $error: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

/** Props of {@link PhoneField}: input attributes (from `register('phone')`) and the error. */
export interface PhoneFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Optional phone number after a fixed, disabled `+1` (at most 20 characters). The prefix is display
 * only: the form sends what the person typed, without it.
 */
export function PhoneField({ error, ref, ...input }: PhoneFieldProps) {
  const t = useT();
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <Field>
      <Label htmlFor={id}>
        {t('Phone')} <Optional>{t('(optional)')}</Optional>
      </Label>
      <Group $invalid={Boolean(error)}>
        <Prefix value={PHONE_PREFIX} disabled readOnly aria-label={t('Country code')} />
        <Input
          id={id}
          ref={ref}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          {...input}
        />
      </Group>
      <Message id={messageId} $error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? t('For example 416 555 0199')}
      </Message>
    </Field>
  );
}
