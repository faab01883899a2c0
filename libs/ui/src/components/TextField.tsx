import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';

/** Props of {@link TextField}: a visible `label`, an optional `error` message and input attributes. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Message shown under the input; also sets `aria-invalid` and `aria-describedby`. */
  error?: string;
  /** Help text shown under the input while there is no error. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

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
const Input = styled.input<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing(3)};
  font: inherit;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;
const Message = styled.p<{ $error: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

/**
 * A labelled text input with its error message. Works with react-hook-form's `register()`
 * (the `ref` is forwarded to the `<input>`, React 19 ref-as-prop).
 */
export function TextField({ label, error, hint, id, ref, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        ref={ref}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        {...input}
      />
      {message && (
        <Message id={messageId} $error={Boolean(error)} role={error ? 'alert' : undefined}>
          {message}
        </Message>
      )}
    </Field>
  );
}
