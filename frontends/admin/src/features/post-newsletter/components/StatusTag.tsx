import styled from 'styled-components';

/** A small coloured state label: `good` (green), `bad` (red) or `busy` (the brand's soft orange). */
export const StatusTag = styled.span<{ $tone: 'good' | 'bad' | 'busy' }>`
  display: inline-block;
  align-self: start;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${({ theme, $tone }) =>
    $tone === 'good'
      ? theme.colors.successSoft
      : $tone === 'bad'
        ? theme.colors.dangerSoft
        : theme.colors.primarySoft};
  color: ${({ theme, $tone }) =>
    $tone === 'good'
      ? theme.colors.success
      : $tone === 'bad'
        ? theme.colors.danger
        : theme.colors.primaryHover};
`;
