/**
 * Runs the gateway as its own process. Env: PORT (4000), GATEWAY_ENGINE (`hive`, default, or
 * `apollo`), TRUSTED_PROXIES (CIDRs of the proxies whose X-Forwarded-For names the client; none
 * by default), SUBGRAPH_<NAME>_URL, CORS_ORIGINS (comma-separated, default
 * http://localhost:3000), NODE_ENV, LOG_LEVEL, REDIS_URL (+ REDIS_PASSWORD_FILE, REDIS_TLS_CA_FILE:
 * nest-common's `redisClientOptions`), OTEL_EXPORTER_OTLP_ENDPOINT (traces; off when unset).
 * Shuts down on SIGTERM.
 */
import { readFile } from 'node:fs/promises';
import { startTracing } from '@hearth/nest-common/tracing';

// Before the libraries it instruments load (HTTP, undici, ioredis; GraphQL's spans stay off here).
await startTracing('gateway', { graphql: false });
const { createLogger, redisClientOptions } = await import('@hearth/nest-common');
const { SERVICE_NAMES } = await import('@hearth/platform');
const { engineNamed, startGateway } = await import('./gateway.js');

const env = process.env;
const subgraphUrls = Object.fromEntries(
  SERVICE_NAMES.flatMap((n) => {
    const url = env[`SUBGRAPH_${n.toUpperCase()}_URL`];
    return url ? [[n, url]] : [];
  }),
);
const logger = createLogger('gateway', env.LOG_LEVEL ?? 'info');
// Production refuses Redis (partner keys' counters) without TLS and a password, before serving.
if (env.REDIS_URL) redisClientOptions(env.REDIS_URL, {}, env, 'gateway');
const running = await startGateway({
  supergraphSdl: await readFile(new URL('../supergraph.graphql', import.meta.url), 'utf8'),
  subgraphUrls,
  port: Number(env.PORT ?? 4000),
  corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000')
    .split(',')
    .map((s) => s.trim()),
  isProduction: env.NODE_ENV === 'production',
  engine: engineNamed(env.GATEWAY_ENGINE),
  trustedProxies: env.TRUSTED_PROXIES ?? '',
  logger,
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'gateway shutting down');
    void running.close().then(() => process.exit(0));
  });
}
