import { useSyncExternalStore } from 'react';
import { theme } from './theme';

/** `true` while `query` (a CSS media query) matches; re-renders when it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** `true` on narrow screens (≤ 767 px, the header's mobile breakpoint). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${theme.breakpoints.mobile}px)`);
}
