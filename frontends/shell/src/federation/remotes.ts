import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '../../../shared/runtime-config';

/** What each remote exposes as `./App`: its routes, rendered under the shell's route. */
export interface RemoteAppModule {
  default: ComponentType;
}

/** Raised when a remote's code cannot be loaded (server down, bad URL, script error). */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    options?: { cause?: unknown },
  ) {
    super(`The ${remote} area could not be loaded.`, options);
    this.name = 'RemoteUnavailableError';
  }
}

/** Registers the remotes' entry URLs from the runtime config; nothing is fetched until used. */
export function registerHearthRemotes(entries: Record<RemoteName, string>): void {
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

/**
 * Loads `<remote>/<exposed>` (default `App`) through the federation runtime (fetches
 * remoteEntry.js on first call).
 */
export async function loadRemoteApp(name: RemoteName, exposed = 'App'): Promise<RemoteAppModule> {
  const module = await loadRemote<RemoteAppModule>(`${name}/${exposed}`);
  if (!module?.default) throw new RemoteUnavailableError(name);
  return module;
}
