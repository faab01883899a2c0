import { AdminTaxCollectedCsvDocument } from '@hearth/graphql-client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';

/**
 * `fetchCsv(from, to)`: the sales tax Hearth collected as supplier between two local dates
 * (`YYYY-MM-DD`, inclusive) by province, tax and rate, as CSV text (AdminTaxCollectedCsv, never
 * cached; docs/rules/tax.md#remittance). Rejects when the request fails or has no CSV.
 */
export function useTaxCollectedCsv(): (from: string, to: string) => Promise<string> {
  const client = useApolloClient();
  return useCallback(
    async (from, to) => {
      const { data } = await client.query({
        query: AdminTaxCollectedCsvDocument,
        variables: { from, to },
        fetchPolicy: 'no-cache',
      });
      if (data?.taxCollectedCsv === undefined) throw new Error('empty answer');
      return data.taxCollectedCsv;
    },
    [client],
  );
}
