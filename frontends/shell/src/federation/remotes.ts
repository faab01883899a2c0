import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../../../shared/runtime-config';
import { RemoteUnavailableError, type RemoteAppModule } from './remote-app';

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
