import { useMutation, useQuery } from '@apollo/client/react';
import {
  GetMyNotificationPreferencesDocument,
  SetNotificationPreferencesDocument,
} from '@hearth/graphql-client';

/** The signed-in user's notification preferences by kind and channel (GetMyNotificationPreferences). */
export function useMyNotificationPreferences() {
  return useQuery(GetMyNotificationPreferencesDocument, { fetchPolicy: 'cache-and-network' });
}

/**
 * `[save]`: SetNotificationPreferences with `{ input: [{ kind, channel, enabled }…] }`; answers
 * the saved NotificationPreferences or a ValidationError.
 */
export function useSetNotificationPreferences() {
  return useMutation(SetNotificationPreferencesDocument);
}
