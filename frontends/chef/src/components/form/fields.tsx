import { ErrorBanner } from '@hearth/ui';
import { useT } from '@hearth/i18n';
import {
  useId,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';
import './translations';

/** A form's layout: fields in a responsive two-column grid. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: ${({ theme }) => theme.spacing(4)};
  @media (max-width: 767px) {
    /* minmax(0, …): a wide field (the file picker) must not widen the column past the screen */
    grid-template-columns: minmax(0, 1fr);
  }
  > .wide {
    grid-column: 1 / -1;
  }
`;

/** The row of Previous / Next (or Save) buttons under a form. */
export const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-top: ${({ theme }) => theme.spacing(4)};
  > :last-child {
    margin-left: auto;
  }
`;

/**
 * The failure messages of a save (ServerError / unplaced ValidationError / fallback), each in
 * the current locale (a contract message is its own English key; other text shows as is).
 */
export function FormBanner({ messages }: { messages: string[] }) {
  const t = useT();
  if (messages.length === 0) return null;
  return (
    <ErrorBanner>
      {messages.map((m) => (
        <p key={m}>{t(m)}</p>
      ))}
    </ErrorBanner>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  textarea,
  select {
    min-height: 44px;
    padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
    font: inherit;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;
/** A field's error (role alert) or hint under its control. */
export const FieldMessage = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

function Described({ id, error, hint }: { id: string; error?: string; hint?: string }): ReactNode {
  if (error)
    return (
      <FieldMessage id={id} $error role="alert">
        {error}
      </FieldMessage>
    );
  return hint ? <FieldMessage id={id}>{hint}</FieldMessage> : null;
}

/** A labelled `<textarea>` with its error; `ref` forwarded for react-hook-form's `register()`. */
export function TextAreaField({
  label,
  error,
  hint,
  ref,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <Field className="wide">
      <label htmlFor={id}>
        <strong>{label}</strong>
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-m` : undefined}
        {...rest}
      />
      <Described id={`${id}-m`} error={error} hint={hint} />
    </Field>
  );
}

/** A labelled `<select>` with its error; `ref` forwarded for react-hook-form's `register()`. */
export function SelectField({
  label,
  error,
  hint,
  ref,
  children,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>
        <strong>{label}</strong>
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-m` : undefined}
        {...rest}
      >
        {children}
      </select>
      <Described id={`${id}-m`} error={error} hint={hint} />
    </Field>
  );
}

/** A fieldset of radio / checkbox choices with a legend and its error. */
export const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  legend {
    font-weight: 700;
    padding: 0 ${({ theme }) => theme.spacing(1)};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    min-height: 32px;
  }
  > p {
    flex-basis: 100%;
  }
`;
