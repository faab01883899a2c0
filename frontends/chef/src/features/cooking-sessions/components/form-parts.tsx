import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A labelled native control (select, date, time) with its error message, like `TextField`. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  label,
  legend {
    font-weight: 600;
    font-size: 0.9375rem;
  }
  select,
  input[type='date'],
  input[type='time'],
  input[type='text'] {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing(3)};
    font: inherit;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** Two or more fields side by side (stacked on narrow screens). */
export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  column-gap: ${({ theme }) => theme.spacing(3)};
  align-items: start;
`;

const Message = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The error under a field (an alert, referenced by the control's `aria-describedby`). */
export function FieldMessage({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <Message id={id} role="alert">
      {children}
    </Message>
  );
}
