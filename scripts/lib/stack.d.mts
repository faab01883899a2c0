/** Types of stack.mjs (see its docstring). */
export declare const SERVICES: readonly string[];
export interface StackOptions {
  databaseUrl: string;
  /** A service's own URL (its own role, see db-roles.mjs) instead of `databaseUrl`. */
  databaseUrls?: Record<string, string>;
  kafkaBrokers?: string[];
  redisUrl?: string;
  basePort?: number;
  host?: string;
  schemaPrefix?: string;
  frontends?: boolean | Record<string, unknown>;
  corsOrigins?: string[];
  logLevel?: string;
  /** Extra environment for the subgraph workers (e.g. PUBLIC_SIGNUP_RATE_LIMIT_PER_MINUTE). */
  env?: Record<string, string>;
}
export interface RunningStack {
  gatewayUrl: string;
  serviceUrls: Record<string, string>;
  shellUrl?: string;
  stop(): Promise<void>;
}
export declare function startStack(options: StackOptions): Promise<RunningStack>;
