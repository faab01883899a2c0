import { Button } from '@hearth/ui';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(8)} ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  text-align: center;
  p {
    margin: 0;
  }
`;

/**
 * What a panel shows when its data could not be loaded: `message` as an alert and a Retry button
 * that calls `onRetry` (a failed retry is shown by the panel's own error state, not thrown).
 */
export function LoadError({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => Promise<unknown>;
}) {
  return (
    <Box role="alert">
      <p>{message}</p>
      <Button $variant="secondary" $size="sm" onClick={() => void onRetry().catch(() => {})}>
        Retry
      </Button>
    </Box>
  );
}
