// The server render's stand-in for libs/ui/src/hooks.ts (esbuild swaps the module,
// frontends/ssr/build.mjs): media queries answered for the width the visitor's browser most
// likely has (a phone, a tablet or a desktop, from its User-Agent; render.tsx sets it per
// render), so the server's header is the one the phone draws (its menu button, not the desktop
// links) and taking over changes nothing.
import { theme } from '../../libs/ui/src/theme';

let viewportWidth = 1280;

/** Sets the width, in CSS pixels, media queries are answered for (until the next call). */
export function setViewportWidth(width: number): void {
  viewportWidth = width;
}

/** Whether `query` — `(max-width: Npx)` and/or `(min-width: Npx)` parts — matches that width. */
export function useMediaQuery(query: string): boolean {
  let matches = true;
  for (const [, kind, px] of query.matchAll(/\((max|min)-width:\s*(\d+)px\)/g)) {
    const limit = Number(px);
    if (kind === 'max' ? viewportWidth > limit : viewportWidth < limit) matches = false;
  }
  return matches;
}

/** `true` on narrow screens (≤ 767 px, the header's mobile breakpoint), as in libs/ui. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${theme.breakpoints.mobile}px)`);
}
