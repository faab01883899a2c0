// A real Apache Kafka broker (single-node KRaft: broker and controller in one JVM) for tests and
// for a developer's distributed run (`npm run kafka`). The jars come from Maven Central through
// tools/kafka/pom.xml into the machine's cache outside the clone (`CACHE_DIR`/kafka-<version>/libs),
// fetched once per machine and version, so a fresh clone on the same machine does not fetch again.
// Needs Java 17+ (Kafka 4.x) and Maven 3.8+ on the PATH.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, Socket } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const pom = join(here, 'pom.xml');

/** The pinned broker version (`kafka.version` in pom.xml). */
export const KAFKA_VERSION = /<kafka\.version>([^<]+)<\/kafka\.version>/.exec(
  readFileSync(pom, 'utf8'),
)[1];
/**
 * The machine's cache for what the tests build from pinned versions (Kafka's jars, the Go test
 * servers), outside any clone: `HEARTH_CACHE_DIR`, else `${XDG_CACHE_HOME:-~/.cache}/hearth`.
 * Every entry's path names its version, so a changed pin fetches anew.
 */
export const CACHE_DIR =
  process.env.HEARTH_CACHE_DIR ||
  join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'hearth');
/** Folder holding the broker's jars. */
export const KAFKA_LIBS = join(CACHE_DIR, `kafka-${KAFKA_VERSION}`, 'libs');

const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * Copies the broker's jars from Maven Central into `KAFKA_LIBS` unless they are there already.
 * @throws Error naming the missing prerequisite when Java or Maven is absent or Maven fails.
 */
export function ensureKafkaJars() {
  const marker = join(KAFKA_LIBS, `kafka_2.13-${KAFKA_VERSION}.jar`);
  if (existsSync(marker)) return;
  if (spawnSync('java', ['-version']).status !== 0) {
    throw new Error(
      'kafka: Java 17+ is needed to run the broker (apt-get install openjdk-17-jre-headless)',
    );
  }
  mkdirSync(KAFKA_LIBS, { recursive: true });
  const result = spawnSync(
    'mvn',
    ['-q', '-B', '-f', pom, `-Dhearth.kafka.libs=${KAFKA_LIBS}`, 'dependency:copy-dependencies'],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  if (result.error || result.status !== 0 || !existsSync(marker)) {
    throw new Error(
      `kafka: could not fetch the broker jars with Maven (mvn -f ${pom} dependency:copy-dependencies).\n` +
        `${result.error?.message ?? ''}${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
}

/** First port of the band `freePort` picks from (below Linux's ephemeral range, 32768–60999). */
const PORT_BAND_START = 28_200;
/** Ports in each process's slice of the band (slices by Jest worker id, so workers never meet). */
const PORT_SLICE = 100;
/** Slices in the band (28 200–28 999). */
const PORT_SLICES = 8;
/** Ports this process already handed out (a stopped broker's port is not handed out again). */
const handedOut = new Set();

/** True if 127.0.0.1:`port` can be bound now (nothing listens there). */
function canBind(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free TCP port on 127.0.0.1 for a test broker or database, released before returning.
 *
 * Picked from a band below the kernel's ephemeral range (32768–60999), never from the OS's
 * `listen(0)`: a port in the ephemeral range can be taken, while its server is down for a
 * restart, as the local port of some outgoing connection (then the server cannot bind it again),
 * and a client retrying a connection to it can even connect to itself (TCP self-connect). Each
 * Jest worker picks from its own slice of the band (`JEST_WORKER_ID`) and a process never hands
 * out the same port twice, so a port stays reserved for the server that got it across restarts.
 * @throws Error when every port of this process's slice is taken.
 */
export async function freePort() {
  const slice = (Number(process.env.JEST_WORKER_ID ?? 0) || 0) % PORT_SLICES;
  const first = PORT_BAND_START + slice * PORT_SLICE;
  const offset = Math.floor(Math.random() * PORT_SLICE);
  for (let i = 0; i < PORT_SLICE; i++) {
    const port = first + ((offset + i) % PORT_SLICE);
    if (handedOut.has(port)) continue;
    if (await canBind(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${first}–${first + PORT_SLICE - 1}`);
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500);
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1');
  });
}

function properties({ port, controllerPort, logDir, partitions, saslSsl }) {
  // With `saslSsl`, clients get a SASL_SSL listener (SCRAM-SHA-512 over TLS) on `port`; the
  // broker's own traffic stays on a loopback PLAINTEXT listener clients are not told about.
  const listeners = saslSsl
    ? [
        `listeners=SASL_SSL://127.0.0.1:${port},PLAINTEXT://127.0.0.1:${saslSsl.internalPort},CONTROLLER://127.0.0.1:${controllerPort}`,
        `advertised.listeners=SASL_SSL://127.0.0.1:${port},PLAINTEXT://127.0.0.1:${saslSsl.internalPort}`,
        'listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT,SASL_SSL:SASL_SSL',
        'sasl.enabled.mechanisms=SCRAM-SHA-512',
        'listener.name.sasl_ssl.scram-sha-512.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required;',
        'ssl.keystore.type=PEM',
        `ssl.keystore.location=${saslSsl.keystore}`,
        'ssl.truststore.type=PEM',
        `ssl.truststore.location=${saslSsl.truststore}`,
        // With `superUsers`: KRaft's StandardAuthorizer, and nothing allowed without an ACL. The
        // broker's own loopback listeners (no SASL: principal ANONYMOUS) stay super users.
        ...(saslSsl.superUsers
          ? [
              'authorizer.class.name=org.apache.kafka.metadata.authorizer.StandardAuthorizer',
              'allow.everyone.if.no.acl.found=false',
              `super.users=${['ANONYMOUS', ...saslSsl.superUsers].map((u) => `User:${u}`).join(';')}`,
            ]
          : []),
      ]
    : [
        `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
        `advertised.listeners=PLAINTEXT://127.0.0.1:${port}`,
        'listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
      ];
  return [
    'process.roles=broker,controller',
    'node.id=1',
    `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
    ...listeners,
    'controller.listener.names=CONTROLLER',
    'inter.broker.listener.name=PLAINTEXT',
    `log.dirs=${logDir}`,
    `num.partitions=${partitions}`,
    'auto.create.topics.enable=true',
    'offsets.topic.replication.factor=1',
    'offsets.topic.num.partitions=8',
    'transaction.state.log.replication.factor=1',
    'transaction.state.log.min.isr=1',
    'transaction.state.log.num.partitions=4',
    'share.coordinator.state.topic.replication.factor=1',
    'share.coordinator.state.topic.min.isr=1',
    'group.initial.rebalance.delay.ms=0',
    // A broker restarted after a crash re-registers once its old session lapses (default 9 s).
    'broker.session.timeout.ms=3000',
    'broker.heartbeat.interval.ms=500',
    // Small segments and no fsync: test data, thrown away after the run.
    'log.segment.bytes=16777216',
    'log.flush.interval.messages=9223372036854775807',
    '',
  ].join('\n');
}

/**
 * Starts a single-node KRaft broker on 127.0.0.1 (free ports unless given) with its data in a
 * fresh temp folder (or `dataDir`), and resolves once it accepts Kafka clients.
 *
 * @param {{ port?: number, partitions?: number, dataDir?: string, logFile?: string, heapMb?: number,
 *   saslSsl?: { keystore: string, truststore: string, users: Record<string, string>,
 *   superUsers?: string[] } }} [options]
 *   `partitions`: default partitions of auto-created topics (default 3); `logFile`: where the
 *   broker's own log goes (default `<dataDir>/broker.log`); `heapMb`: JVM heap (default 512);
 *   `saslSsl`: clients connect with SASL/SCRAM-SHA-512 over TLS instead of plaintext — `keystore`
 *   is a PEM file with the broker's unencrypted PKCS#8 key and certificate chain, `truststore`
 *   a PEM CA file, `users` the SCRAM users (name → password) created with the storage,
 *   `superUsers` (when given) turns the authorizer on: only ACLs or these users may act.
 * @returns {Promise<import('./broker.d.mts').KafkaBroker>}
 * @throws Error if Java/Maven are missing, the storage cannot be formatted, or the broker does
 *   not start within 90 s (the error carries the tail of the broker's log).
 */
export async function startKafka(options = {}) {
  ensureKafkaJars();
  const ownsDir = options.ownsDir ?? !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'hearth-kafka-')));
  mkdirSync(dataDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const controllerPort = options.controllerPort ?? (await freePort());
  const logDir = join(dataDir, 'data');
  const config = join(dataDir, 'server.properties');
  const logFile = options.logFile ?? join(dataDir, 'broker.log');
  const saslSsl = options.saslSsl && {
    ...options.saslSsl,
    internalPort: options.saslSsl.internalPort ?? (await freePort()),
  };
  await writeFile(
    config,
    properties({ port, controllerPort, logDir, partitions: options.partitions ?? 3, saslSsl }),
  );
  const classpath = `${KAFKA_LIBS}/*`;
  const jvm = [
    `-Xmx${options.heapMb ?? 512}m`,
    '-XX:+UseSerialGC',
    '-XX:TieredStopAtLevel=1',
    '-Djava.awt.headless=true',
    '-Dorg.slf4j.simpleLogger.defaultLogLevel=warn',
    '-Dorg.slf4j.simpleLogger.log.org.apache.kafka.common.utils.AppInfoParser=info',
    '-Dorg.slf4j.simpleLogger.log.kafka.server.KafkaRaftServer=info',
    '-Dorg.slf4j.simpleLogger.showDateTime=true',
    '-cp',
    classpath,
  ];
  if (!existsSync(join(logDir, 'meta.properties'))) {
    // A cluster id is 16 random bytes, base64url without padding (what `random-uuid` prints).
    const clusterId = randomBytes(16).toString('base64url');
    const format = spawnSync(
      'java',
      [
        ...jvm,
        'kafka.tools.StorageTool',
        'format',
        `--cluster-id=${clusterId}`,
        '--config',
        config,
        ...Object.entries(saslSsl?.users ?? {}).flatMap(([name, password]) => [
          '--add-scram',
          `SCRAM-SHA-512=[name=${name},password=${password}]`,
        ]),
      ],
      { encoding: 'utf8' },
    );
    if (format.status !== 0) {
      throw new Error(`kafka: storage format failed.\n${format.stdout}${format.stderr}`);
    }
  }

  const log = createWriteStream(logFile, { flags: 'a' });
  let tail = '';
  let version = KAFKA_VERSION;
  let started = false;
  let onStarted;
  const startedSignal = new Promise((resolve) => (onStarted = resolve));
  const child = spawn('java', [...jvm, 'kafka.Kafka', config], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const onOutput = (chunk) => {
    log.write(chunk);
    tail = (tail + chunk.toString()).slice(-8_000);
    const v = /Kafka version: (\S+)/.exec(tail);
    if (v) version = v[1];
    if (
      !started &&
      /Kafka Server started|\[KafkaRaftServer nodeId=\d+\] Kafka Server started/.test(tail)
    ) {
      started = true;
      onStarted();
    }
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const deadline = Date.now() + START_TIMEOUT_MS;
  const ready = (async () => {
    await startedSignal;
    while (!(await canConnect(port))) {
      if (Date.now() > deadline) throw new Error('timeout');
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  let timer;
  const outcome = await Promise.race([
    ready.then(() => 'ready'),
    exited.then(({ code, signal }) => `exited (code ${code}, signal ${signal})`),
    new Promise((resolve) => (timer = setTimeout(() => resolve('timed out'), START_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  if (outcome !== 'ready') {
    child.kill('SIGKILL');
    log.end();
    throw new Error(`kafka: broker ${outcome} before it was ready.\n${tail}`);
  }

  let stopping;
  const stopWith = (signal) => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const killTimer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(killTimer);
      }
      await new Promise((r) => log.end(r));
    })();
    return stopping;
  };

  return {
    brokers: [`127.0.0.1:${port}`],
    port,
    version,
    dataDir,
    logFile,
    pid: child.pid,
    /** Stops the broker gracefully (controlled shutdown); its data stays for `restart()`. */
    stop: () => stopWith('SIGTERM'),
    /** Kills the JVM at once (a crash); its data stays for `restart()`. */
    kill: () => stopWith('SIGKILL'),
    /** Starts the broker again on the same port with the same data (after `stop`/`kill`). */
    async restart() {
      await stopWith('SIGTERM');
      return startKafka({
        ...options,
        ...(saslSsl && { saslSsl }),
        port,
        controllerPort,
        dataDir,
        logFile,
        ownsDir,
      });
    },
    /** Stops the broker and deletes its data (when the launcher made the folder). */
    async destroy() {
      await stopWith('SIGTERM');
      if (ownsDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// `node tools/kafka/broker.mjs [--port 9092]` (`npm run kafka`): a broker for a developer, data in
// .data/kafka (kept across runs), stopped with Ctrl-C.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const portArg = process.argv.indexOf('--port');
  const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 9092;
  const dataDir = join(here, '..', '..', '.data', 'kafka');
  console.log(`kafka: starting Apache Kafka ${KAFKA_VERSION} (KRaft) on 127.0.0.1:${port} …`);
  const broker = await startKafka({ port, dataDir, partitions: 3 });
  console.log(
    `kafka: Apache Kafka ${broker.version} ready: KAFKA_BROKERS=${broker.brokers.join(',')} ` +
      `(data ${dataDir}, log ${broker.logFile}); Ctrl-C stops it`,
  );
  const shutdown = async () => {
    console.log('kafka: stopping …');
    await broker.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
