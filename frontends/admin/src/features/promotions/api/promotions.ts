import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminCreatePromotionDocument,
  AdminEndPromotionDocument,
  AdminPausePromotionDocument,
  AdminPromotionTargetsDocument,
  AdminPromotionsDocument,
  AdminResumePromotionDocument,
} from '@hearth/graphql-client';

/** Every promotion, newest first, at most 200 (AdminPromotions; `loading` again while a refetch runs). */
export function usePromotions() {
  return useQuery(AdminPromotionsDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
}

/**
 * What a promotion can target (AdminPromotionTargets: the Create Promotion form's restaurants and cuisines).
 * `fetchPolicy`: 'cache-first' where the list only names restaurants, 'cache-and-network' where
 * the form offers them.
 */
export function usePromotionTargets(fetchPolicy: 'cache-first' | 'cache-and-network') {
  return useQuery(AdminPromotionTargetsDocument, { fetchPolicy });
}

/** A promotion's pause, resume and end mutations (`{ variables: { id } }` each). */
export function usePromotionActions() {
  const [pause] = useMutation(AdminPausePromotionDocument);
  const [resume] = useMutation(AdminResumePromotionDocument);
  const [end] = useMutation(AdminEndPromotionDocument);
  return { pause, resume, end };
}

/**
 * `[create, state]`: AdminCreatePromotion; refreshes the promotions list before it resolves.
 * Answers the promotion, a ValidationError or a ServerError.
 */
export function useCreatePromotion() {
  return useMutation(AdminCreatePromotionDocument, {
    refetchQueries: [AdminPromotionsDocument],
    awaitRefetchQueries: true,
  });
}
