// The server render's stand-in for frontends/shell/src/federation/remotes.ts (esbuild swaps the
// module, frontends/ssr/build.mjs): the public pages' remote modules imported directly, not
// fetched through Module Federation. Only the guest's pages are server-rendered; any other
// remote fails, and serve.mjs then sends the plain shell.
import type { ComponentType } from 'react';

/** What each remote exposes as `./App`, as in the shell's remotes.ts. */
export interface RemoteAppModule {
  default: ComponentType;
}

/** Raised for a remote that is not server-rendered (same name and shape as the shell's). */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    options?: { cause?: unknown },
  ) {
    super(`The ${remote} area could not be loaded.`, options);
    this.name = 'RemoteUnavailableError';
  }
}

/** Nothing to register on the server. */
export function registerHearthRemotes(): void {}

/** The guest remote's `App` or `RestaurantPage`, imported directly; rejects for the others. */
export async function loadRemoteApp(name: string, exposed = 'App'): Promise<RemoteAppModule> {
  if (name === 'guest' && exposed === 'App') return import('../guest/src/App');
  if (name === 'guest' && exposed === 'RestaurantPage') {
    return import('../guest/src/app/RestaurantPage');
  }
  throw new RemoteUnavailableError(name);
}
