import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/**
 * One page of an admin list: runs `query` (any list query of the admin lists: page, page size,
 * sort, search and the list's own filters in `variables`) network-first over the cache, with
 * `loading` true again while a new page or search loads (`previousData` keeps the last page
 * on screen meanwhile).
 */
export function useAdminListQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) {
  return useQuery<TData, TVariables>(query, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  } as useQuery.Options<TData, TVariables>);
}
