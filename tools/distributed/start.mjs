#!/usr/bin/env node
/**
 * `npm run start:distributed --replicas orders=2,sessions=2 [--database-url URL]` — the README's
 * "Running distributed" layout in one command, on one machine: a real Kafka broker
 * (tools/kafka/broker.mjs, data kept in `.data/kafka-distributed`), each subgraph as its own
 * process (`services/<name>/dist/main.js`) with the replicas asked for behind a local round-robin
 * load balancer on the service's usual port, the gateway (`gateway/dist/main.js`, :4000) and the
 * frontends (`frontends/serve.mjs`, :3000–3003) and the trace viewer (Zipkin from Maven Central,
 * tools/zipkin/server.mjs, :9411; every service and the gateway send it their spans); prints the
 * URLs. Needs the build (`npm run build`), Java 17+ and Maven (the broker and Zipkin), and
 * PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379 (Debian's: `sudo bash
 * scripts/test-services.sh` installs and starts both), or DATABASE_URL / REDIS_URL. Traces: to
 * Zipkin unless `--no-tracing`, or unless the environment already names an exporter
 * (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_TRACES_EXPORTER: then they go there and no Zipkin starts;
 * `--tracing` starts it anyway; deploy/observability/README.md#traces). Ctrl-C stops everything
 * (SIGTERM to each process: each finishes its work in flight).
 *
 * Programmatic use (the kill-a-replica test, test/e2e/distributed.test.ts): `startDistributed`
 * with its own ports (`port`), database, Redis and a broker in a temporary folder; `stop()` ends
 * it all. Types: ./start.d.mts.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import kafkajs from 'kafkajs';
import pg from 'pg';
import { FRONTEND_APPS, GATEWAY_PORT, SERVICE_NAMES, SERVICE_PORTS } from '@hearth/platform';
import { startKafka } from '../kafka/broker.mjs';
import { startZipkin } from '../zipkin/server.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** The usual port of each frontend app (shell 3000, remotes 3001–3003). */
const WEB_PORTS = Object.fromEntries(FRONTEND_APPS.map((app, i) => [app, 3000 + i]));

/**
 * The usual port of a part of the layout, by role: `gateway` (4000), `<service>` (the load
 * balancer on the service's port, 4001–4006), `<service>#<n>` (replica n on the service's port
 * + 100·n: orders#1 4104, orders#2 4204), `web:<app>` (3000–3003), `kafka` (9092), `zipkin`
 * (9411, the trace viewer).
 */
export function usualPort(role) {
  if (role === 'gateway') return GATEWAY_PORT;
  if (role === 'kafka') return 9092;
  if (role === 'zipkin') return 9411;
  if (role.startsWith('web:')) return WEB_PORTS[role.slice(4)];
  const [service, n] = role.split('#');
  return SERVICE_PORTS[service] + 100 * Number(n ?? 0);
}

/**
 * `orders=2,sessions=2` (or an object of the same) → { users: 1, …, orders: 2, sessions: 2 }.
 * @throws Error naming the bad entry (unknown service, or a count outside 1–9).
 */
export function parseReplicas(spec) {
  const replicas = Object.fromEntries(SERVICE_NAMES.map((s) => [s, 1]));
  const entries =
    typeof spec === 'object' && spec !== null
      ? Object.entries(spec).map(([name, n]) => `${name}=${n}`)
      : String(spec ?? '')
          .split(',')
          .filter(Boolean);
  for (const entry of entries) {
    const [name, count] = entry.split('=');
    const n = Number(count);
    if (!SERVICE_NAMES.includes(name) || !Number.isInteger(n) || n < 1 || n > 9)
      throw new Error(
        `--replicas: "${entry}" is not <service>=<1..9> (services: ${SERVICE_NAMES.join(', ')})`,
      );
    replicas[name] = n;
  }
  return replicas;
}

/**
 * The command line's options. `--replicas X` / `--replicas=X`; and what npm leaves of
 * `npm run start:distributed --replicas orders=2` without `--`: npm takes `--replicas` as its own
 * config (`npm_config_replicas=true`) and passes `orders=2` on as a bare argument.
 * `tracing`: true for `--tracing`, false for `--no-tracing` (npm, without `--`: `npm_config_tracing`
 * `true` / `false` or empty), undefined when neither is given (`tracingByDefault` decides).
 */
export function cliOptions(argv = process.argv.slice(2), env = process.env) {
  const value = (name) => {
    const i = argv.indexOf(name);
    if (i >= 0) return argv[i + 1];
    return argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
  };
  const bare = argv.find((a) => /^[a-z]+=\d/.test(a));
  const npmReplicas = env.npm_config_replicas;
  const npmTracing = env.npm_config_tracing;
  const tracing = argv.includes('--no-tracing')
    ? false
    : argv.includes('--tracing')
      ? true
      : npmTracing === undefined
        ? undefined
        : npmTracing === 'true';
  return {
    replicas:
      value('--replicas') ??
      (npmReplicas && npmReplicas !== 'true' ? npmReplicas : undefined) ??
      bare,
    databaseUrl: value('--database-url'),
    tracing,
  };
}

/**
 * Whether the command starts Zipkin when neither `--tracing` nor `--no-tracing` is given: yes,
 * unless `env` already sends traces elsewhere or turns them off (OTEL_EXPORTER_OTLP_ENDPOINT,
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_TRACES_EXPORTER or OTEL_SDK_DISABLED set): those pass
 * through to every process unchanged.
 */
export function tracingByDefault(env = process.env) {
  return ![
    'OTEL_EXPORTER_OTLP_ENDPOINT',
    'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
    'OTEL_TRACES_EXPORTER',
    'OTEL_SDK_DISABLED',
  ].some((name) => env[name]);
}

/** Whether something accepts TCP connections on host:port within 2 s. */
function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/**
 * A round-robin HTTP load balancer on `port` over `targets` (ports on 127.0.0.1): each request
 * goes to the next target; one that refuses the connection (a replica down) is skipped for that
 * request. Only a refused connection is tried elsewhere: a request a replica may have received
 * (its connection reset mid-way) is answered 502, never sent twice. Responses are streamed (the
 * notifications live stream too). One connection per request (no keep-alive: a pooled socket to
 * a killed replica would fail the next request).
 */
function loadBalancer(port, targets) {
  let next = 0;
  const server = createServer((req, res) => {
    const body = [];
    req.on('data', (c) => body.push(c));
    req.on('end', () => {
      // This request's first target; a retry takes the following ones (never the same twice,
      // whatever other requests do meanwhile).
      const first = next++;
      if (targets.length === 0) return void res.writeHead(503).end('no replica started yet');
      const attempt = (tries) => {
        const target = targets[(first + tries) % targets.length];
        const upstream = request(
          {
            host: '127.0.0.1',
            port: target,
            method: req.method,
            path: req.url,
            headers: req.headers,
            agent: false,
          },
          (up) => {
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
          },
        );
        upstream.on('error', (err) => {
          if (res.headersSent) return res.destroy(err);
          if (err.code === 'ECONNREFUSED' && tries + 1 < targets.length) attempt(tries + 1);
          else res.writeHead(502).end(`no replica answers: ${err.message}`);
        });
        res.on('close', () => upstream.destroy());
        upstream.end(Buffer.concat(body));
      };
      attempt(0);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Keeps `port` on 127.0.0.1 taken (a listening server nobody talks to) until `release()`, so no
 * other program takes a port the layout has already handed out in its environment.
 */
function hold(port) {
  const server = createServer((_req, res) => res.writeHead(503).end());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ release: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}

/**
 * Resolves once GET `url` answers 200 (at most `ms`; a loaded machine with traces on can take
 * minutes). Rejects at once, with the end of its output, when `proc` exits first.
 */
async function answers(url, proc, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (proc?.exited)
      throw new Error(
        `${proc.name} exited (${proc.exited}) before ${url} answered:\n${proc.tail.join('\n')}`,
      );
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nothing answers on ${url} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Resolves once the broker's group coordinator answers for each service's consumer group (the
 * first FindCoordinator makes the `__consumer_offsets` topic, then its partitions load): services
 * started before that see their consumers crash on "group coordinator not available" and be
 * replaced.
 * @throws Error after `ms`.
 */
async function groupCoordinatorReady(brokers, ms) {
  const admin = new kafkajs.Kafka({
    clientId: 'start-distributed',
    brokers,
    logLevel: kafkajs.logLevel.NOTHING,
    retry: { retries: 0 },
  }).admin();
  const deadline = Date.now() + ms;
  try {
    for (;;) {
      try {
        await admin.connect();
        await admin.describeGroups([...SERVICE_NAMES]); // each group's own coordinator
        return;
      } catch (err) {
        if (Date.now() > deadline)
          throw new Error(`the Kafka broker's group coordinator did not answer: ${err.message}`, {
            cause: err,
          });
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

/** Creates the database of `url` when it does not exist (connecting to `postgres` on the server). */
async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.href });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** Throws, saying how to get them, unless PostgreSQL and Redis accept connections. */
async function checkPrerequisites(databaseUrl, redisUrl) {
  const missing = [];
  for (const [what, url, usual] of [
    ['PostgreSQL', databaseUrl, 5432],
    ['Redis', redisUrl, 6379],
  ]) {
    const u = new URL(url);
    if (!(await reachable(u.hostname, Number(u.port) || usual)))
      missing.push(`${what} at ${u.host}`);
  }
  if (missing.length)
    throw new Error(
      `${missing.join(' and ')} not reachable. Debian's packages: ` +
        '`sudo bash scripts/test-services.sh` installs and starts PostgreSQL and Redis; or set DATABASE_URL / REDIS_URL.',
    );
  for (const file of [
    ...SERVICE_NAMES.map((s) => `services/${s}/dist/main.js`),
    'gateway/dist/main.js',
  ])
    if (!existsSync(`${root}${file}`))
      throw new Error(`${file} is missing; run \`npm run build\` first.`);
}

/** Preload that ends a part whose starter is gone (./exit-with-parent.mjs). */
const EXIT_WITH_PARENT = new URL('./exit-with-parent.mjs', import.meta.url).href;

/** Lines kept of each process's output, for the error when it dies during start-up. */
const TAIL_LINES = 40;

/**
 * Starts the distributed layout (see the file's docstring) and resolves once every part answers.
 * Options (all optional):
 * - `replicas`: `{ orders: 2 }` or `'orders=2,sessions=2'` (others 1; 1–9 each);
 * - `databaseUrl` (default DATABASE_URL, else postgres://postgres@127.0.0.1:5432/hearth; created
 *   when missing), `redisUrl` (default REDIS_URL, else redis://127.0.0.1:6379);
 * - `port(role)`: the port of each part (roles as `usualPort`, the default), may be async;
 * - `kafkaDataDir`: the broker's folder, kept (default: a temporary one, removed by `stop`);
 * - `frontends` (default true): serve the built frontends;
 * - `tracing` (default false): start Zipkin (tools/zipkin/server.mjs) on the `zipkin` port and
 *   send it every service's and the gateway's spans (OTEL_TRACES_EXPORTER=zipkin, batches every
 *   second); `urls.traces` is its UI, `urls.tracesApi` its API (…/api/v2). Without it, the
 *   processes inherit the environment's OTEL_* variables (traces off unless they say otherwise);
 * - `env`: extra environment for every subgraph process (e.g. KAFKA_SESSION_TIMEOUT_MS);
 * - `log(name, line)`: each output line of each process (default: none; the CLI prints them);
 * - `startTimeoutMs` (default 5 min): how long a part may take to answer.
 * Resolves with `{ urls, brokers, databaseUrl, processes, stop }`: `urls.web`, `urls.gateway`
 * (…/graphql), `urls.services[s]` (the load balancer), `urls.traces` / `urls.tracesApi` (with
 * `tracing`); `processes` (name `orders#2`, service, replica, port, child) — a test kills one
 * with `child.kill('SIGKILL')`; `stop()` SIGTERMs every
 * process (SIGKILL after 15 s), closes the load balancers, stops the broker and Zipkin. Idempotent.
 * @throws Error (after stopping what it started) when a prerequisite is missing or a part does
 *   not come up — with the end of that part's output.
 */
export async function startDistributed(options = {}) {
  const replicas = parseReplicas(options.replicas);
  const port = options.port ?? usualPort;
  const log = options.log ?? (() => undefined);
  const timeoutMs = options.startTimeoutMs ?? 300_000;
  const databaseUrl =
    options.databaseUrl ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hearth';
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  await checkPrerequisites(databaseUrl, redisUrl);
  await ensureDatabase(databaseUrl);

  const processes = [];
  const servers = [];
  /** Ports held for parts not started yet (`hold`), released by their start or by `stop`. */
  const held = [];
  let broker;
  let zipkin;
  let stopping;
  /** Spawns `node file` with `env` as part `name`. */
  const run = (name, file, env, extra = {}) => {
    const child = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, file], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const proc = { name, child, tail: [], exited: undefined, ...extra };
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        for (const line of String(chunk).split('\n').filter(Boolean)) {
          proc.tail.push(line);
          if (proc.tail.length > TAIL_LINES) proc.tail.shift();
          log(name, line);
        }
      });
    child.once('exit', (code, signal) => {
      proc.exited = signal ?? String(code);
      if (!stopping) log(name, `exited (${proc.exited})`);
    });
    processes.push(proc);
    return proc;
  };
  const stop = () =>
    (stopping ??= (async () => {
      const alive = processes.filter((p) => !p.exited);
      for (const p of alive) p.child.kill('SIGTERM');
      await Promise.all(
        alive.map(
          (p) =>
            new Promise((resolve) => {
              if (p.exited) return resolve();
              const timer = setTimeout(() => p.child.kill('SIGKILL'), 15_000);
              p.child.once('exit', () => (clearTimeout(timer), resolve()));
            }),
        ),
      );
      await Promise.all(
        servers.map((s) => new Promise((resolve) => (s.closeAllConnections(), s.close(resolve)))),
      );
      await Promise.all(held.map((h) => h.release()));
      await Promise.all([
        broker?.destroy?.().catch(() => undefined),
        zipkin?.stop().catch(() => undefined),
      ]);
    })());

  try {
    if (options.kafkaDataDir) mkdirSync(options.kafkaDataDir, { recursive: true });
    // The two JVMs start side by side.
    const kafkaPort = await port('kafka');
    const zipkinPort = options.tracing ? await port('zipkin') : undefined;
    const [kafkaStarted, zipkinStarted] = await Promise.allSettled([
      startKafka({
        port: kafkaPort,
        ...(options.kafkaDataDir && { dataDir: options.kafkaDataDir }),
        partitions: 6,
      }),
      zipkinPort && startZipkin({ port: zipkinPort }),
    ]);
    if (kafkaStarted.status === 'fulfilled') broker = kafkaStarted.value;
    if (zipkinStarted.status === 'fulfilled') zipkin = zipkinStarted.value || undefined;
    for (const started of [kafkaStarted, zipkinStarted])
      if (started.status === 'rejected') throw started.reason;
    await groupCoordinatorReady(broker.brokers, timeoutMs);
    /** Where every process sends its spans, when the layout runs Zipkin. */
    const tracingEnv = zipkin
      ? {
          OTEL_TRACES_EXPORTER: 'zipkin',
          OTEL_EXPORTER_ZIPKIN_ENDPOINT: zipkin.spansEndpoint,
          // A viewer on the same machine: spans show within a second (the SDK's default is 5 s).
          OTEL_BSP_SCHEDULE_DELAY: process.env.OTEL_BSP_SCHEDULE_DELAY ?? '1000',
        }
      : {};
    // The load balancers listen at once (their ports are in every service's environment); their
    // replicas are added as they come up. The web ports are held until the frontends start.
    const servicePorts = {};
    const replicaPorts = Object.fromEntries(SERVICE_NAMES.map((s) => [s, []]));
    for (const s of SERVICE_NAMES) {
      servicePorts[s] = await port(s);
      servers.push(await loadBalancer(servicePorts[s], replicaPorts[s]));
    }
    const webPorts = {};
    for (const app of FRONTEND_APPS) {
      webPorts[app] = await port(`web:${app}`);
      held.push(await hold(webPorts[app]));
    }
    const webOrigins = [`http://localhost:${webPorts.shell}`, `http://127.0.0.1:${webPorts.shell}`];
    const common = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      KAFKA_BROKERS: broker.brokers.join(','),
      JWKS_URL: `http://127.0.0.1:${servicePorts.users}/.well-known/jwks.json`,
      // The image store (restaurants' local one): the services accept only uploads made there.
      MEDIA_PUBLIC_URL:
        process.env.MEDIA_PUBLIC_URL ?? `http://127.0.0.1:${servicePorts.restaurants}`,
      CORS_ORIGINS: webOrigins.join(','),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...tracingEnv,
      ...options.env,
    };
    /**
     * Starts part `name` on a port of `role` and waits until `path` answers 200 there; a part
     * that loses its port to another program meanwhile (EADDRINUSE) is started again on a new
     * one (up to 3 times, when `port` gives another).
     */
    const startPart = async (name, role, file, envFor, path, extra = {}) => {
      for (let attempt = 1; ; attempt++) {
        const p = await port(role);
        const proc = run(name, file, envFor(p), { ...extra, port: p });
        try {
          await answers(`http://127.0.0.1:${p}${path}`, proc, timeoutMs);
          return proc;
        } catch (err) {
          const lost = proc.exited && proc.tail.some((l) => l.includes('EADDRINUSE'));
          if (!lost || attempt >= 3 || (await port(role)) === p) throw err;
          processes.splice(processes.indexOf(proc), 1);
        }
      }
    };
    // Replica 1 of each first (it runs the migrations), then the others.
    for (let round = 1; round <= 9; round++) {
      const now = SERVICE_NAMES.filter((s) => replicas[s] >= round);
      if (now.length === 0) break;
      const started = await Promise.all(
        now.map((s) =>
          startPart(
            `${s}#${round}`,
            `${s}#${round}`,
            `services/${s}/dist/main.js`,
            (p) => ({ ...common, PORT: String(p) }),
            '/health/live',
            { service: s, replica: round },
          ),
        ),
      );
      for (const proc of started) replicaPorts[proc.service].push(proc.port);
    }
    const gateway = await startPart(
      'gateway',
      'gateway',
      'gateway/dist/main.js',
      (p) => ({
        ...Object.fromEntries(
          SERVICE_NAMES.map((s) => [
            `SUBGRAPH_${s.toUpperCase()}_URL`,
            `http://127.0.0.1:${servicePorts[s]}/graphql`,
          ]),
        ),
        PORT: String(p),
        CORS_ORIGINS: webOrigins.join(','),
        REDIS_URL: redisUrl,
        LOG_LEVEL: common.LOG_LEVEL,
        ...tracingEnv,
      }),
      '/health/live',
    );
    const gatewayPort = gateway.port;
    const gatewayUrl = `http://localhost:${gatewayPort}/graphql`;
    await Promise.all(held.map((h) => h.release()));
    if (options.frontends !== false) {
      const web = run(
        'web',
        'frontends/serve.mjs',
        {
          HEARTH_GATEWAY_URL: gatewayUrl,
          SHELL_PORT: String(webPorts.shell),
          GUEST_PORT: String(webPorts.guest),
          CHEF_PORT: String(webPorts.chef),
          ADMIN_PORT: String(webPorts.admin),
        },
        { port: webPorts.shell },
      );
      await answers(`http://127.0.0.1:${webPorts.shell}/`, web, timeoutMs);
    }
    return {
      urls: {
        web: `http://localhost:${webPorts.shell}`,
        gateway: gatewayUrl,
        services: Object.fromEntries(
          SERVICE_NAMES.map((s) => [s, `http://127.0.0.1:${servicePorts[s]}`]),
        ),
        replicas: replicaPorts,
        traces: zipkin?.ui,
        tracesApi: zipkin && `${zipkin.url}/api/v2`,
      },
      brokers: broker.brokers,
      databaseUrl,
      processes,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Where traces go when the layout runs no Zipkin, for the command's summary. */
function tracesElsewhere(env = process.env) {
  if (tracingByDefault(env)) return 'off (--no-tracing)';
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return `as the environment says (OTEL_*${endpoint ? `: ${endpoint}` : ''}; --tracing starts Zipkin)`;
}

/** The command line: starts the layout, prints the URLs, stops everything on Ctrl-C. */
async function main() {
  const cli = cliOptions();
  let layout;
  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping…');
    await layout?.stop();
    process.exit(code);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  const dataDir = `${root}.data/kafka-distributed`;
  const tracing = cli.tracing ?? tracingByDefault();
  layout = await startDistributed({
    replicas: cli.replicas,
    databaseUrl: cli.databaseUrl,
    tracing,
    kafkaDataDir: dataDir,
    log: (name, line) => process.stdout.write(`[${name}] ${line}\n`),
  });
  const { urls } = layout;
  console.log(
    [
      '',
      'Hearth (distributed) is running:',
      `  web       ${urls.web}`,
      `  gateway   ${urls.gateway}`,
      ...SERVICE_NAMES.map(
        (s) =>
          `  ${s.padEnd(13)} ${urls.services[s].replace('http://127.0.0.1', '')} → ${urls.replicas[s].join(', ')}`,
      ),
      `  kafka     ${layout.brokers.join(',')}`,
      `  traces    ${urls.traces ? `${urls.traces} (Zipkin)` : tracesElsewhere()}`,
      '  metrics   http://127.0.0.1:<port>/metrics of each replica',
      'Ctrl-C stops everything.',
    ].join('\n'),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err) => {
    console.error(`start:distributed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  });
}
