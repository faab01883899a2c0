import type { TypedDocumentNode } from '@apollo/client';
import { EmptyState, Spinner } from '@hearth/ui';
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import type { AdminList, WaitlistSort, WaitlistSortField } from '@hearth/graphql-client';
import { rangeSummary } from '../../lib/format';
import { useAdminListQuery } from '../../lib/use-admin-list-query';
import { LoadError } from '../LoadError';
import { DataTable } from '../data-table/DataTable';
import { Pagination } from '../data-table/Pagination';
import { SearchBox } from '../data-table/SearchBox';
import type { DataColumn, TableSort } from '../data-table/types';
import { CsvDownloadButton } from './CsvDownloadButton';
import { PAGE_SIZES, useListParams } from './useListParams';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
`;
/** The search box with the list's own filters beside it (only when the list has filters). */
const SearchAndFilters = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
  min-width: 0;
`;

/** Variables every admin list query takes (the admin subgraph's contract). */
export interface ListVariables {
  page: number;
  pageSize: number;
  sort?: WaitlistSort | null;
  search?: string | null;
}

/** One page of a list as the API returns it. */
export interface ListPage<TRow> {
  items: readonly TRow[];
  totalCount: number;
  /** The page and page size this answer is for (may lag the admin's choice while loading). */
  page: number;
  pageSize: number;
}

export const EMPTY_LIST = 'No one has signed up yet.';
export const noMatchesFor = (term: string) => `No matches for “${term}”.`;

/** Props of {@link AdminListPanel}. */
export interface AdminListPanelProps<
  TData,
  TVariables extends ListVariables,
  TRow extends { id: string },
  TSortField extends WaitlistSortField,
> {
  /** What the list is, in a sentence's middle: "guest waitlist" (captions, messages). */
  noun: string;
  query: TypedDocumentNode<TData, TVariables>;
  /** Variables beyond paging, sort and search (e.g. `{ chefType: 'FOUNDER' }`). */
  fixedVariables: Omit<TVariables, keyof ListVariables>;
  /** The page inside the query's answer. */
  selectPage: (data: TData) => ListPage<TRow>;
  columns: ReadonlyArray<DataColumn<TRow, TSortField>>;
  defaultSort: TableSort<TSortField>;
  searchLabel: string;
  /** The CSV export: which list and the file name's start (`guest-waitlist`); none when omitted. */
  csv?: { list: AdminList; fileStem: string };
  /** The empty state's title when no search is on (default {@link EMPTY_LIST}). */
  emptyTitle?: string;
  /**
   * Controls shown beside the search box (e.g. a status select) whose values the feature passes
   * in `fixedVariables`; call `goToFirstPage` in the same event that changes one.
   */
  filters?: (goToFirstPage: () => void) => ReactNode;
}

/**
 * A server-side admin list: search (debounced, back to page 1), sortable table, pager with page
 * sizes 25/50/100, loading / empty / error (with Retry) states, optional filters beside the search
 * and optional 'Download CSV' for the same search and sort. Generic over the query so each feature
 * only declares its columns (and its filters).
 */
export function AdminListPanel<
  TData,
  TVariables extends ListVariables,
  TRow extends { id: string },
  TSortField extends WaitlistSortField,
>({
  noun,
  query,
  fixedVariables,
  selectPage,
  columns,
  defaultSort,
  searchLabel,
  csv,
  emptyTitle = EMPTY_LIST,
  filters,
}: AdminListPanelProps<TData, TVariables, TRow, TSortField>) {
  const { params, setPage, setPageSize, setSort, setSearch } = useListParams(defaultSort);
  // The query's own variable type is the fixed part plus ListVariables; TypeScript cannot prove a
  // spread of the two generic halves equals TVariables, hence the cast.
  const variables = {
    ...fixedVariables,
    page: params.page,
    pageSize: params.pageSize,
    sort: params.sort,
    search: params.search || null,
  } as unknown as TVariables;
  const { data, previousData, loading, error, refetch } = useAdminListQuery(query, variables);
  const shown = data ?? previousData;
  const page = shown ? selectPage(shown) : undefined;
  const pageCount = page ? Math.max(1, Math.ceil(page.totalCount / params.pageSize)) : 1;

  const goToFirstPage = () => setPage(1);

  // The list shrank (or a stale page number): go to the last page that exists.
  useEffect(() => {
    if (data && params.page > pageCount) setPage(pageCount);
  }, [data, params.page, pageCount, setPage]);

  let body;
  if (error && !loading) {
    body = (
      <LoadError
        message={`We could not load the ${noun}. Check your connection and try again.`}
        onRetry={refetch}
      />
    );
  } else if (!page) {
    body = <Spinner centered label={`Loading the ${noun}…`} />;
  } else {
    const isEmpty = page.items.length === 0 && !loading;
    body = (
      <>
        <DataTable
          label={noun.charAt(0).toUpperCase() + noun.slice(1)}
          columns={columns}
          rows={page.items}
          rowKey={(row) => row.id}
          sort={params.sort}
          onSortChange={setSort}
          isBusy={loading}
          empty={
            isEmpty ? (
              <EmptyState title={params.search ? noMatchesFor(params.search) : emptyTitle} />
            ) : undefined
          }
        />
        {page.totalCount > 0 && (
          <Pagination
            page={params.page}
            pageSize={params.pageSize}
            totalCount={page.totalCount}
            summary={rangeSummary(page.page, page.pageSize, page.items.length, page.totalCount)}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
            pageSizes={PAGE_SIZES}
          />
        )}
      </>
    );
  }

  const search = <SearchBox label={searchLabel} onSearch={setSearch} />;
  return (
    <div data-testid="admin-list" aria-busy={loading || undefined}>
      <Toolbar>
        {filters ? (
          <SearchAndFilters>
            {search}
            {filters(goToFirstPage)}
          </SearchAndFilters>
        ) : (
          search
        )}
        {csv && (
          <CsvDownloadButton
            list={csv.list}
            fileStem={csv.fileStem}
            sort={params.sort}
            search={params.search}
          />
        )}
      </Toolbar>
      {body}
    </div>
  );
}
