import { useMutation } from '@apollo/client/react';
import {
  GetDefaultDeliveryAddressDocument,
  SetDefaultDeliveryAddressDocument,
} from '@hearth/graphql-client';
import { settleWaitlistCall, type WaitlistOutcome } from '../../../../../shared/waitlist/outcome';
import type { AddressValue } from '../../../lib/addresses/AddressFields';

/**
 * `setDefaultAddress(address)` saves the default delivery address, `setDefaultAddress(null)`
 * removes it (SetDefaultDeliveryAddress, then the saved address is read again). Settled like the
 * other forms' calls: accepted, the field errors (`input.line1`…), or one message.
 */
export function useSetDefaultDeliveryAddress(): (
  address: AddressValue | null,
) => Promise<WaitlistOutcome> {
  const [save] = useMutation(SetDefaultDeliveryAddressDocument, {
    refetchQueries: [GetDefaultDeliveryAddressDocument],
  });
  return (address) =>
    settleWaitlistCall(
      'DefaultAddressSaved',
      async () =>
        (
          await save({
            variables: {
              input: address && {
                line1: address.line1,
                line2: address.line2 || null,
                postalCode: address.postalCode,
                latitude: address.latitude,
                longitude: address.longitude,
              },
            },
          })
        ).data?.setDefaultDeliveryAddress,
    );
}
