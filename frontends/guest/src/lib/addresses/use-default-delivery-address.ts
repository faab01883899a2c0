import { useQuery } from '@apollo/client/react';
import { GetDefaultDeliveryAddressDocument } from '@hearth/graphql-client';

/**
 * The signed-in guest's default delivery address (`me.defaultDeliveryAddress`: line 1, line 2,
 * postal code, coordinates), or null when none is saved; `loading` until the first answer. Read by the checkout (it fills an
 * untouched address) and by Account settings (the form starts from it). `skip` while no guest.
 */
export function useDefaultDeliveryAddress({ skip = false }: { skip?: boolean } = {}) {
  const { data, loading } = useQuery(GetDefaultDeliveryAddressDocument, { skip });
  return { address: data?.me?.defaultDeliveryAddress ?? null, loading: loading && !data };
}
