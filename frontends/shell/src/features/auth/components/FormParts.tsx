import styled from 'styled-components';

export const Switch = styled.p`
  margin: ${({ theme }) => theme.spacing(4)} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  button {
    border: 0;
    background: none;
    padding: 0;
    font: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    cursor: pointer;
  }
`;
/** The log-in form's 'Forgot password?' link-button, right-aligned under the password. */
export const Forgot = styled.p`
  margin: -${({ theme }) => theme.spacing(2)} 0 ${({ theme }) => theme.spacing(4)};
  text-align: right;
  button {
    min-height: 44px;
    border: 0;
    background: none;
    padding: 0;
    font: inherit;
    font-size: 0.9375rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    cursor: pointer;
  }
`;
export const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing(3)};
  @media (max-width: 420px) {
    grid-template-columns: 1fr;
  }
`;

/** Maps a server FieldError path (`email` or `input.email`) to the form field it belongs to. */
export function formField<T extends string>(path: string, fields: readonly T[]): T | null {
  const last = path.split('.').pop() ?? path;
  return (fields as readonly string[]).includes(last) ? (last as T) : null;
}

/** A failed sign-up/log-in outcome: field errors from the server and an optional general message. */
export interface FailedOutcome {
  fieldErrors: ReadonlyArray<{ field: string; message: string }>;
  message?: string | null;
}

/**
 * Shows a failed outcome on a form: each server field error under its field when the form has
 * that field; the general message and any other errors joined, translated, in one banner.
 */
export function showOutcomeErrors<T extends string>(
  outcome: FailedOutcome,
  fields: readonly T[],
  setFieldError: (name: T, message: string) => void,
  setBanner: (text: string | null) => void,
  t: (key: string) => string,
): void {
  const unplaced: string[] = [];
  for (const { field, message } of outcome.fieldErrors) {
    const name = formField(field, fields);
    if (name) setFieldError(name, message);
    else unplaced.push(message);
  }
  if (outcome.message) unplaced.unshift(outcome.message);
  if (unplaced.length) setBanner(unplaced.map((m) => t(m)).join(' '));
}
