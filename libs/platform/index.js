/**
 * The one list of Hearth's parts. Everything that needs a service or frontend name (scripts,
 * the gateway, the supergraph composition, deploy health checks, nest-common's config, tests)
 * reads it from here.
 */

/** The six subgraphs and their default ports (4001–4006), in start order (`users` first: the others verify its tokens). */
export const SERVICE_PORTS = Object.freeze({
  users: 4001,
  restaurants: 4002,
  sessions: 4003,
  orders: 4004,
  notifications: 4005,
  admin: 4006,
});

/** The service names in start order. */
export const SERVICE_NAMES = Object.freeze(Object.keys(SERVICE_PORTS));

/** The gateway's default port. */
export const GATEWAY_PORT = 4000;

/** The Module Federation remotes the shell loads. */
export const REMOTE_NAMES = Object.freeze(['guest', 'chef', 'admin']);

/** Every frontend app: the shell, then its remotes. */
export const FRONTEND_APPS = Object.freeze(['shell', ...REMOTE_NAMES]);
