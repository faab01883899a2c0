import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminCreatePartnerKeyDocument,
  AdminPartnerKeysDocument,
  AdminRevokePartnerKeyDocument,
  AdminRotatePartnerKeyDocument,
  AdminUpdatePartnerKeyDocument,
} from '@hearth/graphql-client';

/** Every partner API key with its limits, allowed documents and usage (AdminPartnerKeys). */
export function usePartnerKeys() {
  return useQuery(AdminPartnerKeysDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
}

/**
 * The partner-key mutations (create, update, rotate, revoke), each refreshing the key list
 * before it resolves. Each answers its payload, a ValidationError or a ServerError.
 */
export function usePartnerKeyActions() {
  const refresh = { refetchQueries: [AdminPartnerKeysDocument], awaitRefetchQueries: true };
  const [create] = useMutation(AdminCreatePartnerKeyDocument, refresh);
  const [update] = useMutation(AdminUpdatePartnerKeyDocument, refresh);
  const [rotate] = useMutation(AdminRotatePartnerKeyDocument, refresh);
  const [revoke] = useMutation(AdminRevokePartnerKeyDocument, refresh);
  return { create, update, rotate, revoke };
}
