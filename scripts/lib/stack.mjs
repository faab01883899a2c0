/**
 * Starts the Hearth back end in one process: each subgraph in its own worker thread (sharing
 * events over the thread-bridged in-process bus unless Kafka brokers are given), the gateway in
 * the main thread, and optionally the built frontends. Used by `npm start`, tests and benches.
 */
import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundlePaths, isBundleFresh } from './embedded-bundles.mjs';
import { SERVICE_NAMES } from '@hearth/platform';

export const SERVICES = SERVICE_NAMES;
const root = fileURLToPath(new URL('../../', import.meta.url));

function startWorker(service, config, env) {
  // The worker gets the caller's environment as the caller sees it (under Jest, the test file's
  // own copy of process.env, which real threads would not see otherwise), plus `env`.
  const worker = new Worker(new URL('./service-worker.mjs', import.meta.url), {
    workerData: { service, config },
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    const onExit = (code) => reject(new Error(`${service} stopped during start-up (exit ${code})`));
    worker.once('exit', onExit);
    worker.once('error', reject);
    worker.once('message', (message) => {
      worker.off('exit', onExit);
      if (message.type === 'ready')
        resolve({ service, worker, url: message.url, tid: message.tid });
      else reject(new Error(`${service} failed to start:\n${message.error}`));
    });
  });
}

async function stopWorker({ worker }, timeoutMs = 15_000) {
  await new Promise((resolve) => {
    const timer = setTimeout(() => void worker.terminate().then(resolve), timeoutMs);
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    worker.on('message', (m) => {
      if (m?.type === 'stopped') void worker.terminate();
    });
    worker.postMessage({ type: 'stop' });
  });
}

/**
 * @param {object} options
 * @param {string} options.databaseUrl PostgreSQL URL; each service uses its own schema in it.
 * @param {Record<string,string>} [options.databaseUrls] a service's own URL (its own role, see
 *   db-roles.mjs) instead of `databaseUrl`, per service name.
 * @param {string[]} [options.kafkaBrokers] Kafka bootstrap servers; empty = in-process bus.
 * @param {string} [options.redisUrl]
 * @param {number} [options.basePort=4000] gateway port; services take basePort+1 … basePort+6.
 * @param {string} [options.host='127.0.0.1'] interface to listen on.
 * @param {string} [options.schemaPrefix=''] prefix for every service schema (tests keep runs apart).
 * @param {boolean|object} [options.frontends=false] serve built frontends (options for serveFrontends).
 * @param {string[]} [options.corsOrigins]
 * @param {string} [options.logLevel='info']
 * @param {Record<string,string>} [options.env] extra environment for the subgraphs (e.g. rate limits)
 * @returns {Promise<{gatewayUrl: string, serviceUrls: Record<string,string>,
 *   serviceThreads: Record<string, number|undefined>, shellUrl?: string, stop(): Promise<void>}>}
 *   `serviceThreads`: each subgraph's kernel thread id (Linux), for benchmarks reading its CPU.
 */
export async function startStack(options) {
  const basePort = options.basePort ?? 4000;
  const host = options.host ?? '127.0.0.1';
  const logLevel = options.logLevel ?? 'info';
  const prefix = options.schemaPrefix ?? '';
  const shellPort = (typeof options.frontends === 'object' && options.frontends.shellPort) || 3000;
  const jwksUrl = `http://127.0.0.1:${basePort + 1}/.well-known/jwks.json`;
  const started = [];
  let gateway;
  let frontends;
  const stop = async () => {
    await frontends?.close();
    await gateway?.close();
    await Promise.all(started.map((w) => stopWorker(w)));
  };
  try {
    const results = await Promise.allSettled(
      SERVICES.map((service, i) =>
        startWorker(
          service,
          {
            databaseUrl: options.databaseUrls?.[service] ?? options.databaseUrl,
            dbSchema: `${prefix}${service}`,
            port: basePort + i + 1,
            host,
            jwksUrl,
            kafkaBrokers: options.kafkaBrokers ?? [],
            redisUrl: options.redisUrl,
            logLevel,
          },
          {
            // Where restaurants' local store is, for the services that accept only our uploads.
            MEDIA_PUBLIC_URL:
              process.env.MEDIA_PUBLIC_URL ??
              `http://127.0.0.1:${basePort + 1 + SERVICES.indexOf('restaurants')}`,
            ...(options.env ?? {}),
          },
        ),
      ),
    );
    for (const r of results) if (r.status === 'fulfilled') started.push(r.value);
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;

    // The gateway's one-file bundle when fresh (scripts/lib/embedded-bundles.mjs), else dist/.
    const bundled = isBundleFresh('gateway')
      ? await import(pathToFileURL(bundlePaths('gateway').bundle).href)
      : undefined;
    const { startGateway } = bundled ?? (await import('@hearth/gateway'));
    const { createLogger } = bundled ?? (await import('@hearth/nest-common'));
    const serviceUrls = Object.fromEntries(started.map((s) => [s.service, s.url]));
    gateway = await startGateway({
      supergraphSdl: await readFile(`${root}gateway/supergraph.graphql`, 'utf8'),
      subgraphUrls: Object.fromEntries(started.map((s) => [s.service, `${s.url}/graphql`])),
      port: basePort,
      host,
      corsOrigins: options.corsOrigins ?? [
        `http://localhost:${shellPort}`,
        `http://127.0.0.1:${shellPort}`,
      ],
      isProduction: false,
      logger: createLogger('gateway', logLevel),
    });
    let shellUrl;
    if (options.frontends) {
      const { serveFrontends } = await import(`${root}frontends/serve.mjs`);
      const feOptions = typeof options.frontends === 'object' ? options.frontends : {};
      frontends = await serveFrontends({
        gatewayUrl: `http://localhost:${basePort}/graphql`,
        ...feOptions,
      });
      shellUrl = frontends.urls?.shell ?? 'http://localhost:3000';
    }
    const serviceThreads = Object.fromEntries(started.map((s) => [s.service, s.tid]));
    return { gatewayUrl: gateway.url, serviceUrls, serviceThreads, shellUrl, stop };
  } catch (err) {
    await stop().catch(() => {});
    throw err;
  }
}
