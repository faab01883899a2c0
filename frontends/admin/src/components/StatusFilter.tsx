import { useId } from 'react';
import styled from 'styled-components';

const Filter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
  }
`;

/** Props of {@link StatusFilter}; `''` stands for every status. */
export interface StatusFilterProps<TStatus extends string> {
  value: TStatus | '';
  onChange: (status: TStatus | '') => void;
  /** The statuses offered, in the order shown. */
  statuses: readonly TStatus[];
  /** What each status is called (e.g. `Pending`, `Paid`). */
  labels: Record<TStatus, string>;
}

/**
 * An admin list's labelled 'Status' select: 'All statuses' ('') and then one status of
 * `statuses` (chefs' statuses in All Chefs, payouts' in Pending Payments).
 */
export function StatusFilter<TStatus extends string>({
  value,
  onChange,
  statuses,
  labels,
}: StatusFilterProps<TStatus>) {
  const id = useId();
  return (
    <Filter>
      <label htmlFor={id}>Status</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as TStatus | '')}>
        <option value="">All statuses</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {labels[s]}
          </option>
        ))}
      </select>
    </Filter>
  );
}
