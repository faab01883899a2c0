// Zipkin (server and UI, spans kept in memory) as the trace viewer of `npm run start:distributed`
// (tools/distributed/start.mjs; deploy/observability/README.md#traces). Its `exec` jar comes from
// Maven Central through tools/zipkin/pom.xml into the machine's cache outside the clone
// (`CACHE_DIR`/zipkin-<version>/), fetched once per machine and version, like Kafka's jars
// (tools/kafka/broker.mjs). Needs Java 17+ and Maven 3.8+ on the PATH.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CACHE_DIR } from '../kafka/broker.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const pom = join(here, 'pom.xml');

/** The pinned Zipkin version (`zipkin.version` in pom.xml). */
const ZIPKIN_VERSION = /<zipkin\.version>([^<]+)<\/zipkin\.version>/.exec(
  readFileSync(pom, 'utf8'),
)[1];
/** Folder holding the server's jar. */
const ZIPKIN_DIR = join(CACHE_DIR, `zipkin-${ZIPKIN_VERSION}`);
const ZIPKIN_JAR = join(ZIPKIN_DIR, `zipkin-server-${ZIPKIN_VERSION}-exec.jar`);

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * Copies Zipkin's `exec` jar from Maven Central into the machine's cache unless it is there
 * (`startZipkin` calls it; CI may call it ahead, like `ensureKafkaJars`). Returns the jar's path.
 * @throws Error naming the missing prerequisite when Java or Maven is absent or Maven fails.
 */
export function ensureZipkinJar() {
  if (existsSync(ZIPKIN_JAR)) return ZIPKIN_JAR;
  if (spawnSync('java', ['-version']).status !== 0)
    throw new Error(
      'zipkin: Java 17+ is needed to run the trace viewer (apt-get install openjdk-17-jre-headless)',
    );
  mkdirSync(ZIPKIN_DIR, { recursive: true });
  const result = spawnSync(
    'mvn',
    ['-q', '-B', '-f', pom, `-Dhearth.zipkin.dir=${ZIPKIN_DIR}`, 'dependency:copy'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (result.error || result.status !== 0 || !existsSync(ZIPKIN_JAR))
    throw new Error(
      `zipkin: could not fetch the server jar with Maven (mvn -f ${pom} dependency:copy).\n` +
        `${result.error?.message ?? ''}${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  return ZIPKIN_JAR;
}

/**
 * Starts Zipkin on 127.0.0.1:`port` (spans in memory, at most `maxSpans`, lost when it stops) and
 * resolves once its `/health` answers 200.
 *
 * @param {{ port: number, logFile?: string, heapMb?: number, maxSpans?: number }} options
 *   `logFile`: where its output goes (default: only kept for the error); `heapMb`: JVM heap
 *   (default 256); `maxSpans` (default 100 000: about 100 MB of heap at most).
 * @returns {Promise<import('./server.d.mts').ZipkinServer>}
 * @throws Error if Java/Maven are missing, or it exits or does not answer within 2 minutes (with
 *   the end of its output).
 */
export async function startZipkin(options) {
  ensureZipkinJar();
  const { port } = options;
  const log = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : undefined;
  const child = spawn(
    'java',
    [
      `-Xmx${options.heapMb ?? 256}m`,
      // Start-up over peak speed: a viewer for one developer's or one test's traces.
      '-XX:+UseSerialGC',
      '-XX:TieredStopAtLevel=1',
      '-Xss512k',
      '-Djava.awt.headless=true',
      '-jar',
      ZIPKIN_JAR,
      // Listen on loopback only. Spring binds a list from one source whole, so the port entry
      // of zipkin-server-shared.yml is given again in full.
      `--armeria.ports[0].port=${port}`,
      '--armeria.ports[0].ip=127.0.0.1',
      '--armeria.ports[0].protocols[0]=http',
    ],
    {
      env: {
        ...process.env,
        QUERY_PORT: String(port),
        STORAGE_TYPE: 'mem',
        MEM_MAX_SPANS: String(options.maxSpans ?? 100_000),
        // Zipkin's own spans would fill the viewer with its API calls.
        SELF_TRACING_ENABLED: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let tail = '';
  const onOutput = (chunk) => {
    log?.write(chunk);
    tail = (tail + chunk.toString()).slice(-4_000);
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(`exited (code ${code}, signal ${signal})`)),
  );
  const url = `http://127.0.0.1:${port}`;
  let timer;
  let waiting = true;
  const healthy = (async () => {
    while (waiting) {
      const ok = await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return 'ready';
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const outcome = await Promise.race([
    healthy,
    exited,
    new Promise((resolve) => (timer = setTimeout(() => resolve('timed out'), START_TIMEOUT_MS))),
  ]);
  waiting = false;
  clearTimeout(timer);
  if (outcome !== 'ready') {
    child.kill('SIGKILL');
    log?.end();
    throw new Error(`zipkin: ${outcome} before it answered on ${url}/health.\n${tail}`);
  }

  let stopping;
  return {
    url,
    ui: `${url}/zipkin/`,
    spansEndpoint: `${url}/api/v2/spans`,
    version: ZIPKIN_VERSION,
    pid: child.pid,
    stop: () =>
      (stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const killTimer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
          await exited;
          clearTimeout(killTimer);
        }
        await new Promise((r) => (log ? log.end(r) : r()));
      })()),
  };
}
