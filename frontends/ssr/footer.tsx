// The server render's stand-in for the shell's footer (esbuild swaps the module,
// frontends/ssr/build.mjs): nothing. The footer is below the fold (the main area is a screen
// high), so the first paint does not need it; it comes with the live page, whose arrival it
// marks (tests and scripts that wait for `site-footer` then act on the live page, not on the
// server's markup that is about to be replaced).

/** Renders nothing on the server. */
export function Footer() {
  return null;
}
