import { useQuery } from '@apollo/client/react';
import { GetChefApplicationStatusDocument, type UserStatus } from '@hearth/graphql-client';

/**
 * The admin's reason for rejecting the chef's application (GetChefApplicationStatus:
 * `me.chefProfile.rejectionReason`), asked only when `status` is REJECTED; undefined otherwise or
 * while loading.
 */
export function useRejectionReason(status: UserStatus): string | null | undefined {
  const { data } = useQuery(GetChefApplicationStatusDocument, {
    skip: status !== 'REJECTED',
    fetchPolicy: 'network-only',
  });
  return data?.me?.chefProfile?.rejectionReason;
}
