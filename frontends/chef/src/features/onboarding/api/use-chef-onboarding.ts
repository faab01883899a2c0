import { useQuery } from '@apollo/client/react';
import { GetChefOnboardingDocument } from '@hearth/graphql-client';

/**
 * What the wizard resumes from (GetChefOnboarding: the chef's profile, restaurant and first
 * dish, terms accepted or not).
 */
export function useChefOnboarding() {
  return useQuery(GetChefOnboardingDocument, { fetchPolicy: 'cache-and-network' });
}
