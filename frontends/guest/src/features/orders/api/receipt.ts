import { useApolloClient, useQuery } from '@apollo/client/react';
import { GetOrderReceiptDocument, GetOrderReceiptPdfDocument } from '@hearth/graphql-client';
import type { ReceiptData } from '@hearth/contracts';
import { downloadBase64File } from '@hearth/ui';
import { useCallback } from 'react';

/**
 * GetOrderReceipt for the signed-in guest: the receipt of `orderId` as `ReceiptData` (null while
 * the order is not charged), loading and error (FORBIDDEN for another guest's order).
 */
export function useOrderReceipt(orderId: string) {
  const { data, loading, error, refetch } = useQuery(GetOrderReceiptDocument, {
    variables: { orderId },
    fetchPolicy: 'cache-and-network',
  });
  const raw = data?.orderReceipt ?? null;
  // The API's strings are the contract's: supplierKind is HEARTH or CHEF.
  const receipt = raw ? (raw as unknown as ReceiptData) : null;
  return { receipt, loaded: Boolean(data), loading: loading && !data, error, retry: refetch };
}

/**
 * "Download PDF": asks the server for the receipt's PDF (GetOrderReceiptPdf, the same content)
 * and saves it. Resolves false when it could not (network, no receipt).
 */
export function useDownloadReceiptPdf(orderId: string): () => Promise<boolean> {
  const client = useApolloClient();
  return useCallback(async () => {
    try {
      const { data } = await client.query({
        query: GetOrderReceiptPdfDocument,
        variables: { orderId },
        fetchPolicy: 'network-only',
      });
      const file = data?.orderReceiptPdf;
      if (!file) return false;
      downloadBase64File(file.base64, file.filename, file.contentType);
      return true;
    } catch {
      return false;
    }
  }, [client, orderId]);
}
