// What the shell's remote loader (./remotes.ts) and the server render's stand-in for it
// (frontends/ssr/remotes.ts) both hand out: one definition, so the two cannot drift.
import type { ComponentType } from 'react';

/** What each remote exposes as `./App`: its routes, rendered under the shell's route. */
export interface RemoteAppModule {
  default: ComponentType;
}

/**
 * Raised when a remote's code cannot be loaded (server down, bad URL, script error), or, in the
 * server render, for a remote that is not server-rendered.
 */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    options?: { cause?: unknown },
  ) {
    super(`The ${remote} area could not be loaded.`, options);
    this.name = 'RemoteUnavailableError';
  }
}
