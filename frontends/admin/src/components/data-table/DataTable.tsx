import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { SortHeader, ariaSort } from './SortHeader';
import type { DataColumn, TableSort } from './types';

/** Horizontal scroll on narrow screens; focusable so keyboard users can scroll it too. */
const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;
const Table = styled.table<{ $busy: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  opacity: ${({ $busy }) => ($busy ? 0.55 : 1)};
  transition: opacity 120ms ease;
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2)} 10px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.primarySoft};
    vertical-align: middle;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr:nth-child(even) td {
    background: ${({ theme }) => theme.colors.background};
  }
`;
const Cell = styled.td<{ $noWrap: boolean }>`
  white-space: ${({ $noWrap }) => ($noWrap ? 'nowrap' : 'normal')};
  overflow-wrap: break-word;
`;

/** Props of {@link DataTable}. */
export interface DataTableProps<TRow, TSortField extends string> {
  /** What the table lists, e.g. "Guest waitlist" (the caption, for screen readers). */
  label: string;
  columns: ReadonlyArray<DataColumn<TRow, TSortField>>;
  rows: readonly TRow[];
  rowKey: (row: TRow) => string;
  sort: TableSort<TSortField>;
  onSortChange: (sort: TableSort<TSortField>) => void;
  /** A newer page is being fetched: rows dim and the table is `aria-busy`. */
  isBusy?: boolean;
  /** Shown instead of the body when there are no rows (empty state). */
  empty?: ReactNode;
}

/**
 * A generic, accessible table for server-side lists: a caption naming the list and its sort,
 * sortable headers (`aria-sort`, keyboard-operable buttons), and a scroll container that keeps
 * wide tables usable at 375 px. Paging and searching live outside (see `Pagination`).
 */
export function DataTable<TRow, TSortField extends string>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  isBusy = false,
  empty,
}: DataTableProps<TRow, TSortField>) {
  const captionId = useId();
  const sortedBy = columns.find((c) => c.sortField === sort.field);
  const caption = sortedBy
    ? `${label}, sorted by ${sortedBy.header}, ${sort.direction === 'ASC' ? 'ascending' : 'descending'}`
    : label;
  if (rows.length === 0 && empty) return <>{empty}</>;
  return (
    <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table $busy={isBusy} aria-busy={isBusy || undefined}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={ariaSort(column, sort)}
                data-testid={`column-${column.key}`}
              >
                <SortHeader column={column} sort={sort} onSort={onSortChange} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <Cell key={column.key} $noWrap={column.noWrap ?? false}>
                  {column.cell(row)}
                </Cell>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
