// The server render's stand-in for frontends/shell/src/federation/remotes.ts (esbuild swaps the
// module, frontends/ssr/build.mjs): the public pages' remote modules imported directly, not
// fetched through Module Federation. Only the guest's pages are server-rendered; any other
// remote fails, and serve.mjs then sends the plain shell.
import { RemoteUnavailableError, type RemoteAppModule } from '../shell/src/federation/remote-app';

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
