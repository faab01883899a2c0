import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/** The engines that can serve the supergraph; `hive` is the default (docs/adr/0009). */
export const GATEWAY_ENGINES = ['hive', 'apollo'] as const;
export type GatewayEngineName = (typeof GATEWAY_ENGINES)[number];

/**
 * The engine named by `value` (`GATEWAY_ENGINE`); `hive` when unset. Throws on any other name, so
 * a typo never silently picks an engine.
 */
export function engineNamed(value: string | undefined): GatewayEngineName {
  const name = value?.trim() || 'hive';
  if (!(GATEWAY_ENGINES as readonly string[]).includes(name))
    throw new Error(`GATEWAY_ENGINE must be one of ${GATEWAY_ENGINES.join(', ')}, not "${name}"`);
  return name as GatewayEngineName;
}

/** What the edge hands an engine. */
export interface EngineOptions {
  /** The supergraph SDL with the subgraph URLs already in place. */
  supergraphSdl: string;
  /** Introspection and the landing page/sandbox only when false. */
  isProduction: boolean;
  /** Internal error details (stacks, subgraph URLs) in responses: development only. */
  exposeErrorDetails: boolean;
  logger: Logger;
}

/**
 * One engine behind the edge: `handler` answers `/graphql` (the edge has already parsed the JSON
 * body, checked the limits and set `x-client-ip`); it forwards the headers of
 * `headersForSubgraph` and copies the users subgraph's `Set-Cookie` back. `stop` releases the
 * engine once the edge's HTTP server has drained.
 */
export interface GatewayEngine {
  name: GatewayEngineName;
  handler: RequestHandler;
  stop(): Promise<void>;
}
