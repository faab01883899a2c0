import styled from 'styled-components';
import type { DataColumn, TableSort } from './types';

/** The parts of a column that sorting needs (independent of the row type). */
type SortableColumn<TSortField extends string> = Pick<
  DataColumn<unknown, TSortField>,
  'header' | 'sortField' | 'firstDirection'
>;

const HeaderButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.spacing(1)};
  margin: 0 -${({ theme }) => theme.spacing(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
const Arrow = styled.span<{ $active: boolean }>`
  display: inline-block;
  width: 1em;
  text-align: center;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  opacity: ${({ $active }) => ($active ? 1 : 0.55)};
`;

/** `aria-sort` of a column header: only the sorted column says ascending/descending. */
export function ariaSort<TSortField extends string>(
  column: SortableColumn<TSortField>,
  sort: TableSort<TSortField>,
): 'ascending' | 'descending' | 'none' | undefined {
  if (!column.sortField) return undefined;
  if (column.sortField !== sort.field) return 'none';
  return sort.direction === 'ASC' ? 'ascending' : 'descending';
}

/** The sort after clicking `column`: the same column flips, another starts at its first direction. */
export function nextSort<TSortField extends string>(
  column: SortableColumn<TSortField>,
  sort: TableSort<TSortField>,
): TableSort<TSortField> | null {
  if (!column.sortField) return null;
  if (column.sortField === sort.field) {
    return { field: sort.field, direction: sort.direction === 'ASC' ? 'DESC' : 'ASC' };
  }
  return { field: column.sortField, direction: column.firstDirection ?? 'ASC' };
}

/**
 * A header cell's content: plain text, or for a sortable column a native button (Enter/Space
 * operate it) with an arrow. The `<th aria-sort>` around it carries the state for screen readers.
 */
export function SortHeader<TSortField extends string>({
  column,
  sort,
  onSort,
}: {
  column: SortableColumn<TSortField>;
  sort: TableSort<TSortField>;
  onSort: (sort: TableSort<TSortField>) => void;
}) {
  const next = nextSort(column, sort);
  if (!next) return <>{column.header}</>;
  const active = column.sortField === sort.field;
  const arrow = !active ? '↕' : sort.direction === 'ASC' ? '↑' : '↓';
  return (
    <HeaderButton type="button" onClick={() => onSort(next)}>
      {column.header}
      <Arrow $active={active} aria-hidden="true">
        {arrow}
      </Arrow>
    </HeaderButton>
  );
}
