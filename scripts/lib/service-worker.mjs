// Worker-thread entry that runs one subgraph inside the embedded single-process stack.
// Each subgraph needs its own thread: NestJS code-first GraphQL keeps global type metadata.
import 'reflect-metadata';
import { readlinkSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { bundlePaths, isBundleFresh } from './embedded-bundles.mjs';

const { service, config } = workerData;
// The service's one-file bundle when the build made one and it is not stale (it starts on about
// a third less CPU: scripts/lib/embedded-bundles.mjs); else the compiled dist/ files.
const bundled = isBundleFresh(service)
  ? await import(pathToFileURL(bundlePaths(service).bundle).href)
  : undefined;
const { startSubgraph } = bundled ?? (await import('@hearth/nest-common'));
const { ThreadBridgeEventBus } = bundled ?? (await import('@hearth/events'));
const mod = bundled ?? (await import(`@hearth/${service}-service`));
const useKafka = (config.kafkaBrokers ?? []).length > 0;
const bus = useKafka ? undefined : new ThreadBridgeEventBus();
try {
  const running = await startSubgraph(mod.default(), { config, bus });
  parentPort.postMessage({ type: 'ready', url: running.url, tid: ownThreadId() });
  parentPort.on('message', async (message) => {
    if (message?.type !== 'stop') return;
    await running.close();
    await bus?.stop();
    parentPort.postMessage({ type: 'stopped' });
    parentPort.close();
  });
} catch (err) {
  // The bridged bus would keep this thread subscribed to the events of every later stack of
  // this process (e.g. the next test file in the same Jest worker).
  await bus?.stop().catch(() => {});
  parentPort.postMessage({ type: 'failed', error: String(err?.stack ?? err) });
}

/**
 * This thread's kernel thread id on Linux ('/proc/thread-self' → '<pid>/task/<tid>'), so a
 * benchmark can read the CPU this subgraph spends from /proc/<pid>/task/<tid>/stat; undefined
 * elsewhere.
 */
function ownThreadId() {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return undefined;
  }
}
