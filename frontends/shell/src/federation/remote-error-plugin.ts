import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './remote-app';

/**
 * Federation runtime plugin: a remote that fails to load becomes one typed, logged
 * `RemoteUnavailableError`, which the shell's per-area error boundary turns into a friendly
 * message with a retry. Nothing is cached on failure, so a retry fetches remoteEntry.js again.
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hearth-remote-errors',
    errorLoadRemote({ id, error }) {
      const remote = String(id).split('/')[0] ?? String(id);
      console.warn(`[hearth] remote "${remote}" failed to load`, error);
      throw new RemoteUnavailableError(remote, { cause: error });
    },
  };
}
