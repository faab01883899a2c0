import { useMemo, useReducer } from 'react';
import type { TableSort } from '../data-table/types';

/** Page sizes offered under every admin list. */
export const PAGE_SIZES = [25, 50, 100] as const;

/** What the admin chose: page, page size, sort and (debounced) search. */
export interface ListParams<TSortField extends string> {
  page: number;
  pageSize: number;
  sort: TableSort<TSortField>;
  /** Trimmed search term; '' = no search. */
  search: string;
}

type Action<TSortField extends string> =
  | { type: 'page'; page: number }
  | { type: 'pageSize'; pageSize: number }
  | { type: 'sort'; sort: TableSort<TSortField> }
  | { type: 'search'; search: string };

function reduce<TSortField extends string>(
  state: ListParams<TSortField>,
  action: Action<TSortField>,
): ListParams<TSortField> {
  switch (action.type) {
    case 'page':
      return { ...state, page: Math.max(1, action.page) };
    // A new page size, sort or search starts again at page 1.
    case 'pageSize':
      return { ...state, pageSize: action.pageSize, page: 1 };
    case 'sort':
      return { ...state, sort: action.sort, page: 1 };
    case 'search':
      return action.search === state.search ? state : { ...state, search: action.search, page: 1 };
  }
}

/** The list's parameters and stable setters; the variables object changes only with them. */
export function useListParams<TSortField extends string>(defaultSort: TableSort<TSortField>) {
  const [params, dispatch] = useReducer(reduce<TSortField>, {
    page: 1,
    pageSize: PAGE_SIZES[0],
    sort: defaultSort,
    search: '',
  });
  const actions = useMemo(
    () => ({
      setPage: (page: number) => dispatch({ type: 'page', page }),
      setPageSize: (pageSize: number) => dispatch({ type: 'pageSize', pageSize }),
      setSort: (sort: TableSort<TSortField>) => dispatch({ type: 'sort', sort }),
      setSearch: (search: string) => dispatch({ type: 'search', search }),
    }),
    [],
  );
  return { params, ...actions };
}
