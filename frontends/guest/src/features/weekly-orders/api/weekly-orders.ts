import {
  CancelStandingOrderDocument,
  ChangeStandingOrderDocument,
  GetMyStandingOrdersDocument,
  NETWORK_ERROR_MESSAGE,
  PauseStandingOrderDocument,
  ResumeStandingOrderDocument,
  SkipStandingOrderWeekDocument,
  useAuth,
  type StandingOrderFieldsFragment,
} from '@hearth/graphql-client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';

/** One of the guest's standing weekly orders as the list shows it. */
export type WeeklyOrder = StandingOrderFieldsFragment;

/** What a weekly-order action came to: done, or the message to show. */
export type WeeklyOutcome = { ok: true } | { ok: false; message: string };

/** The signed-in guest's standing orders, newest first (GetMyStandingOrders). */
export function useWeeklyOrders() {
  const { status, user } = useAuth();
  const isGuest = status === 'signedIn' && user?.role === 'GUEST';
  const { data, loading, error, refetch } = useQuery(GetMyStandingOrdersDocument, {
    skip: !isGuest,
    fetchPolicy: 'cache-and-network',
  });
  return {
    isGuest,
    weeklyOrders: data?.myStandingOrders ?? [],
    loading: isGuest && loading && !data,
    error: data ? undefined : error,
    retry: refetch,
  };
}

type Result =
  | { __typename: 'StandingOrder' }
  | { __typename: 'ValidationError'; errors: Array<{ message: string }> }
  | { __typename: 'ServerError'; message: string };

const outcomeOf = (result: Result | undefined): WeeklyOutcome => {
  if (result?.__typename === 'StandingOrder') return { ok: true };
  if (result?.__typename === 'ValidationError')
    return { ok: false, message: result.errors[0]?.message ?? NETWORK_ERROR_MESSAGE };
  return { ok: false, message: result?.message ?? NETWORK_ERROR_MESSAGE };
};
const failure = (error: unknown): WeeklyOutcome => ({
  ok: false,
  message: CombinedGraphQLErrors.is(error)
    ? (error.errors[0]?.message ?? NETWORK_ERROR_MESSAGE)
    : NETWORK_ERROR_MESSAGE,
});

/**
 * The actions on one standing order — skip the next week, change quantities, pause, resume,
 * cancel — each answering done or the message to show (the server's refusal in English, to
 * translate). The cache updates from the returned standing order.
 */
export function useWeeklyOrderActions() {
  const [skip] = useMutation(SkipStandingOrderWeekDocument);
  const [change] = useMutation(ChangeStandingOrderDocument);
  const [pause] = useMutation(PauseStandingOrderDocument);
  const [resume] = useMutation(ResumeStandingOrderDocument);
  const [cancel] = useMutation(CancelStandingOrderDocument);
  const run = useCallback(
    async (call: () => Promise<Result | undefined>): Promise<WeeklyOutcome> => {
      try {
        return outcomeOf(await call());
      } catch (error) {
        return failure(error);
      }
    },
    [],
  );
  return {
    skip: (id: string) =>
      run(async () => (await skip({ variables: { id } })).data?.skipStandingOrderWeek),
    change: (id: string, lines: Array<{ dishId: string; quantity: number }>) =>
      run(async () => (await change({ variables: { id, lines } })).data?.changeStandingOrder),
    pause: (id: string) =>
      run(async () => (await pause({ variables: { id } })).data?.pauseStandingOrder),
    resume: (id: string) =>
      run(async () => (await resume({ variables: { id } })).data?.resumeStandingOrder),
    cancel: (id: string) =>
      run(async () => (await cancel({ variables: { id } })).data?.cancelStandingOrder),
  };
}
