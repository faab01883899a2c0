import { startTransition, useOptimistic } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router';

/**
 * `useSearchParams` for controls bound to the URL (explore's filters, the restaurant page's date,
 * mode and menu). The router applies a new URL inside a transition, so a controlled checkbox or
 * radio would flick back to its old state until the transition ends (and a fast second click
 * could be lost). Here the new parameters show at once (`useOptimistic`) while the URL follows.
 * Takes a URLSearchParams and the router's navigate options; the updater-function form is not
 * supported.
 */
export function useShownSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: Parameters<SetURLSearchParams>[1]) => void,
] {
  const [params, setParams] = useSearchParams();
  const [shown, show] = useOptimistic(params);
  const set = (next: URLSearchParams, options?: Parameters<SetURLSearchParams>[1]) =>
    startTransition(() => {
      show(next);
      setParams(next, options);
    });
  return [shown, set];
}
