import { useApolloClient, useMutation } from '@apollo/client/react';
import type { DeleteAccountInput } from '@hearth/contracts';
import { DeleteAccountDocument, ExportMyDataDocument } from '@hearth/graphql-client';
import { settleWaitlistCall, type WaitlistOutcome } from '../waitlist/outcome';

/** The services whose records the copy holds, in the file's order (each its own key). */
const SOURCES = [
  ['account', 'accountDataExport'],
  ['orders', 'ordersDataExport'],
  ['notifications', 'notificationsDataExport'],
  ['signUpsAndNewsletters', 'adminDataExport'],
  ['reviewsAndFavourites', 'restaurantsDataExport'],
  ['notifyMe', 'sessionsDataExport'],
] as const;

/**
 * Fetches the signed-in user's data from every service that holds personal data (one query
 * through the gateway, never cached) and answers it as one pretty-printed JSON document:
 * `{ exportedAt, account, orders, notifications, signUpsAndNewsletters, reviewsAndFavourites,
 * notifyMe }`.
 */
export function useExportMyData(): () => Promise<string> {
  const client = useApolloClient();
  return async () => {
    const { data } = await client.query({ query: ExportMyDataDocument, fetchPolicy: 'no-cache' });
    if (!data) throw new Error('no data');
    const copy: Record<string, unknown> = { exportedAt: new Date().toISOString() };
    for (const [key, field] of SOURCES) copy[key] = JSON.parse(data[field]) as unknown;
    return JSON.stringify(copy, null, 2);
  };
}

/** `deleteAccount`, settled like the other forms' calls. */
export function useDeleteAccount(): (input: DeleteAccountInput) => Promise<WaitlistOutcome> {
  const [remove] = useMutation(DeleteAccountDocument);
  return (input) =>
    settleWaitlistCall(
      'AccountDeleted',
      async () => (await remove({ variables: { input } })).data?.deleteAccount,
    );
}
