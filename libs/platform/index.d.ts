/** The six subgraphs and their default ports (4001–4006), in start order. */
export declare const SERVICE_PORTS: {
  readonly users: 4001;
  readonly restaurants: 4002;
  readonly sessions: 4003;
  readonly orders: 4004;
  readonly notifications: 4005;
  readonly admin: 4006;
};
/** A subgraph's name. */
export type ServiceName = keyof typeof SERVICE_PORTS;
/** The service names in start order. */
export declare const SERVICE_NAMES: readonly ServiceName[];
/** The gateway's default port. */
export declare const GATEWAY_PORT: 4000;
/** A Module Federation remote's name. */
export type RemoteName = 'guest' | 'chef' | 'admin';
/** The Module Federation remotes the shell loads. */
export declare const REMOTE_NAMES: readonly RemoteName[];
/** Every frontend app: the shell, then its remotes. */
export declare const FRONTEND_APPS: readonly ('shell' | RemoteName)[];
