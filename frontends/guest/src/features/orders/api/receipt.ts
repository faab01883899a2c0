import { useApolloClient, useQuery } from '@apollo/client/react';
import { GetOrderReceiptDocument, GetOrderReceiptPdfDocument } from '@hearth/graphql-client';
import type { ReceiptData } from '@hearth/contracts';
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

/** Saves `base64` as a file named `filename` of type `contentType` (a download in the browser). */
export function saveBase64File(filename: string, contentType: string, base64: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
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
      saveBase64File(file.filename, file.contentType, file.base64);
      return true;
    } catch {
      return false;
    }
  }, [client, orderId]);
}
