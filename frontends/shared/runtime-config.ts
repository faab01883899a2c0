/** Names of the remotes, as registered with the federation runtime. */
export type RemoteName = 'guest' | 'chef' | 'admin';

/**
 * Runtime configuration, set by `/env.js` (see frontends/serve.mjs) before main.js runs, so one
 * build serves every environment.
 */
export interface RuntimeConfig {
  /** GraphQL endpoint of the gateway. */
  gatewayUrl: string;
  /** URL of each remote's remoteEntry.js. */
  remotes: Record<RemoteName, string>;
}

declare global {
  interface Window {
    __HEARTH_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const DEFAULTS: RuntimeConfig = {
  gatewayUrl: 'http://localhost:4000/graphql',
  remotes: {
    guest: 'http://localhost:3001/remoteEntry.js',
    chef: 'http://localhost:3002/remoteEntry.js',
    admin: 'http://localhost:3003/remoteEntry.js',
  },
};

/** `window.__HEARTH_CONFIG__` over local-development defaults. */
export function readRuntimeConfig(): RuntimeConfig {
  const fromEnv = typeof window === 'undefined' ? undefined : window.__HEARTH_CONFIG__;
  return {
    gatewayUrl: fromEnv?.gatewayUrl ?? DEFAULTS.gatewayUrl,
    remotes: { ...DEFAULTS.remotes, ...fromEnv?.remotes },
  };
}
