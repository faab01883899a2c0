import styled from 'styled-components';

/** The tones of a state label. */
export type StatusTone = 'good' | 'bad' | 'busy' | 'done';

/**
 * A small coloured state label: `good` (green), `bad` (red), `busy` (the brand's soft orange:
 * waiting or under way) or `done` (grey: over, nothing to do).
 */
export const StatusTag = styled.span<{ $tone: StatusTone }>`
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
        : $tone === 'done'
          ? theme.colors.border
          : theme.colors.primarySoft};
  color: ${({ theme, $tone }) =>
    $tone === 'good'
      ? theme.colors.success
      : $tone === 'bad'
        ? theme.colors.danger
        : $tone === 'done'
          ? theme.colors.textMuted
          : theme.colors.primaryHover};
`;
