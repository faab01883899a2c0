import styled from 'styled-components';

const Track = styled.div`
  position: relative;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;
const Fill = styled.div<{ $done: number; $failedShare: number }>`
  display: flex;
  height: 100%;
  width: ${({ $done }) => $done}%;
  transition: width 0.4s ease;
  background: ${({ theme }) => theme.colors.success};
  &::after {
    content: '';
    margin-left: auto;
    width: ${({ $failedShare }) => $failedShare}%;
    background: ${({ theme }) => theme.colors.danger};
  }
`;

/**
 * A newsletter's progress: the share of recipients done (sent in green, failed in red at the
 * end), as a `progressbar` with the percentage and `label` (e.g. "412 of 1,000 done").
 */
export function ProgressBar({
  done,
  failed,
  total,
  label,
}: {
  /** Sent + failed. */
  done: number;
  failed: number;
  total: number;
  label: string;
}) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 100;
  return (
    <Track
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}% · ${label}`}
      aria-label={label}
    >
      <Fill
        $done={total > 0 ? (done / total) * 100 : 100}
        $failedShare={done > 0 ? (failed / done) * 100 : 0}
      />
    </Track>
  );
}
