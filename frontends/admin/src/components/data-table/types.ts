import type { ReactNode } from 'react';

/** Sort direction, as the API spells it. */
export type SortDirection = 'ASC' | 'DESC';

/** The table's current server-side sort. */
export interface TableSort<TSortField extends string> {
  field: TSortField;
  direction: SortDirection;
}

/** One column of a {@link DataTable}. */
export interface DataColumn<TRow, TSortField extends string = string> {
  /** Stable key (React key, test id `column-<key>`). */
  key: string;
  /** Visible header text (also the sort button's name). */
  header: string;
  /** The cell content. */
  cell: (row: TRow) => ReactNode;
  /** The server sort field behind this column; omit for a column that cannot be sorted. */
  sortField?: TSortField;
  /** Direction used when this column is first chosen (default ASC: A→Z, oldest first). */
  firstDirection?: SortDirection;
  /** Keep the cell on one line (dates, codes). */
  noWrap?: boolean;
}
