import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminUnverifiedChefsDocument,
  ApproveChefDocument,
  CertificateViewUrlDocument,
  RejectChefDocument,
} from '@hearth/graphql-client';

/**
 * The first `limit` PENDING chef applications, oldest first (AdminUnverifiedChefs; `loading`
 * again while a refetch runs).
 */
export function useUnverifiedChefs(limit: number) {
  return useQuery(AdminUnverifiedChefsDocument, {
    variables: { limit },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
}

/** `[approve, state]` (ApproveChef) and `[reject, state]` (RejectChef with a reason). */
export function useChefDecisions() {
  const approve = useMutation(ApproveChefDocument);
  const reject = useMutation(RejectChefDocument);
  return { approve, reject };
}

/**
 * A short-lived signed address (5 minutes) to view a chef's certificate, a private object
 * (CertificateViewUrl), renewed every 4 minutes; skipped without a certificate.
 */
export function useCertificateViewUrl(certificateUrl: string | null | undefined) {
  return useQuery(CertificateViewUrlDocument, {
    variables: { certificateUrl: certificateUrl ?? '' },
    skip: !certificateUrl,
    fetchPolicy: 'network-only',
    pollInterval: 4 * 60_000,
  });
}
