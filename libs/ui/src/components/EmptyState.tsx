import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(10)} ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    max-width: 48ch;
  }
`;

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Optional call to action (a button or link). */
  action?: ReactNode;
  icon?: ReactNode;
}

/** A centred message for "nothing here (yet)" and "not available" states. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <Box>
      {icon}
      <h2>{title}</h2>
      {description && <p>{description}</p>}
      {action}
    </Box>
  );
}
