/**
 * Both gateway engines over one running stack: the suites start the subgraphs once and run
 * their cases through a gateway of each engine (`describe.each(GATEWAY_ENGINES)`).
 */
import { readFile } from 'node:fs/promises';
import { GATEWAY_ENGINES, startGateway, type GatewayOptions } from '@hearth/gateway';
import { createLogger } from '@hearth/nest-common';

export { GATEWAY_ENGINES };
export type GatewayEngineName = (typeof GATEWAY_ENGINES)[number];
type RunningGateway = Awaited<ReturnType<typeof startGateway>>;

const supergraph = readFile(new URL('../../supergraph.graphql', import.meta.url), 'utf8');

/**
 * Starts a gateway of `engine` on `port` (127.0.0.1) in front of the subgraphs at `serviceUrls`
 * (`startStack`'s base URLs by name), with the shell's CORS origins; `extra` overrides options
 * (trusted proxies, error details).
 */
export async function startEngine(
  engine: GatewayEngineName,
  serviceUrls: Record<string, string>,
  port: number,
  extra: Partial<GatewayOptions> = {},
): Promise<RunningGateway> {
  return startGateway({
    supergraphSdl: await supergraph,
    subgraphUrls: Object.fromEntries(
      Object.entries(serviceUrls).map(([name, url]) => [name, `${url}/graphql`]),
    ),
    port,
    host: '127.0.0.1',
    corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
    isProduction: false,
    engine,
    logger: createLogger('gateway', 'silent'),
    ...extra,
  });
}
