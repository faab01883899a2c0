#!/usr/bin/env node
/**
 * `npm run start:distributed [-- --replicas orders=2,sessions=2] [--database-url URL]` — the
 * README's "Running distributed" layout in one command, on one machine: a real Kafka broker
 * (tools/kafka/broker.mjs, data kept in `.data/kafka-distributed`), each subgraph as its own
 * process (`services/<name>/dist/main.js`) with the replicas asked for behind a local round-robin
 * load balancer on the service's usual port, the gateway (`gateway/dist/main.js`, :4000) and the
 * frontends (`frontends/serve.mjs`, :3000–3003); prints the URLs. Needs the build (`npm run
 * build`) and PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379 (Debian's: `sudo bash
 * scripts/test-services.sh` installs and starts both), or DATABASE_URL / REDIS_URL. Traces go to
 * OTEL_EXPORTER_OTLP_ENDPOINT when it is set (deploy/observability/README.md#traces). Ctrl-C
 * stops everything (SIGTERM to each process: each finishes its work in flight).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVICE_NAMES, SERVICE_PORTS } from '@hearth/platform';
import { startKafka } from '../kafka/broker.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
// The one list of the platform's parts: the services in start order and their usual ports.
const SERVICES = SERVICE_NAMES;
const PORTS = SERVICE_PORTS;
/** Replica n of a service listens on its port + 100·n (orders: 4104, 4204, …). */
const replicaPort = (service, n) => PORTS[service] + 100 * n;

/**
 * `--replicas orders=2,sessions=2` → { orders: 2, sessions: 2 } (others 1).
 * @throws Error naming the bad entry.
 */
function parseReplicas(spec) {
  const replicas = Object.fromEntries(SERVICES.map((s) => [s, 1]));
  for (const entry of (spec ?? '').split(',').filter(Boolean)) {
    const [name, count] = entry.split('=');
    const n = Number(count);
    if (!SERVICES.includes(name) || !Number.isInteger(n) || n < 1 || n > 9)
      throw new Error(
        `--replicas: "${entry}" is not <service>=<1..9> (services: ${SERVICES.join(', ')})`,
      );
    replicas[name] = n;
  }
  return replicas;
}

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

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
 * goes to the next target; one whose connection is refused (a replica down) is skipped for that
 * request. Responses are streamed (the notifications live stream too).
 */
function loadBalancer(port, targets) {
  let next = 0;
  const server = createServer((req, res) => {
    const body = [];
    req.on('data', (c) => body.push(c));
    req.on('end', () => {
      const attempt = (tries) => {
        const target = targets[next++ % targets.length];
        const upstream = request(
          {
            host: '127.0.0.1',
            port: target,
            method: req.method,
            path: req.url,
            headers: req.headers,
          },
          (up) => {
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
          },
        );
        upstream.on('error', (err) => {
          if (res.headersSent) return res.destroy(err);
          if (tries + 1 < targets.length) attempt(tries + 1);
          else res.writeHead(502).end(`no replica answers: ${err.message}`);
        });
        res.on('close', () => upstream.destroy());
        upstream.end(Buffer.concat(body));
      };
      attempt(0);
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const children = new Set();
/** Spawns `node file` with `env`, its output prefixed with `name`. */
function run(name, file, env) {
  const child = spawn(process.execPath, [file], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean))
        process.stdout.write(`[${name}] ${line}\n`);
    });
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) console.log(`[${name}] exited (${signal ?? code})`);
  });
  return child;
}

/**
 * Resolves once GET http://127.0.0.1:port/health/live answers 200 (at most `ms`; a loaded machine
 * with traces on can take minutes).
 */
async function live(port, ms = 300_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline)
      throw new Error(`nothing answers on :${port}/health/live after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 300));
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

let stopping = false;
let broker;
const servers = [];
/** Stops every process (SIGTERM, waiting for each), the load balancers and the broker; exits. */
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping…');
  for (const child of children) child.kill('SIGTERM');
  await Promise.all([...children].map((c) => new Promise((resolve) => c.once('exit', resolve))));
  for (const s of servers) s.close();
  await broker?.destroy?.().catch(() => undefined);
  process.exit(code);
}

/** Starts everything (see the file's docstring) and prints the URLs. */
async function main() {
  process.once('SIGINT', () => stop());
  process.once('SIGTERM', () => stop());
  const replicas = parseReplicas(arg('--replicas'));
  const databaseUrl =
    arg('--database-url') ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/hearth';
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const missing = [];
  for (const [what, url] of [
    ['PostgreSQL', databaseUrl],
    ['Redis', redisUrl],
  ]) {
    const u = new URL(url);
    if (!(await reachable(u.hostname, Number(u.port) || (what === 'Redis' ? 6379 : 5432))))
      missing.push(`${what} at ${u.host}`);
  }
  if (missing.length) {
    console.error(
      `start:distributed: ${missing.join(' and ')} not reachable. Debian's packages: ` +
        '`sudo bash scripts/test-services.sh` installs and starts PostgreSQL and Redis; or set DATABASE_URL / REDIS_URL.',
    );
    process.exit(1);
  }
  await ensureDatabase(databaseUrl);
  for (const file of [...SERVICES.map((s) => `services/${s}/dist/main.js`), 'gateway/dist/main.js'])
    if (!existsSync(`${root}${file}`)) {
      console.error(`start:distributed: ${file} is missing; run \`npm run build\` first.`);
      process.exit(1);
    }
  const dataDir = `${root}.data/kafka-distributed`;
  mkdirSync(dataDir, { recursive: true });
  broker = await startKafka({ port: 9092, dataDir, partitions: 6 });
  const common = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    KAFKA_BROKERS: broker.brokers.join(','),
    JWKS_URL: `http://127.0.0.1:${PORTS.users}/.well-known/jwks.json`,
    // The image store (restaurants' local one): the services accept only uploads made there.
    MEDIA_PUBLIC_URL: process.env.MEDIA_PUBLIC_URL ?? `http://127.0.0.1:${PORTS.restaurants}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  // Replica 1 of each first (it runs the migrations), then the others.
  for (const round of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
    const now = SERVICES.filter((s) => replicas[s] >= round);
    if (now.length === 0) break;
    for (const s of now)
      run(`${s}#${round}`, `services/${s}/dist/main.js`, {
        ...common,
        PORT: String(replicaPort(s, round)),
      });
    await Promise.all(now.map((s) => live(replicaPort(s, round))));
  }
  for (const s of SERVICES)
    servers.push(
      await loadBalancer(
        PORTS[s],
        Array.from({ length: replicas[s] }, (_, i) => replicaPort(s, i + 1)),
      ),
    );
  run('gateway', 'gateway/dist/main.js', {
    ...Object.fromEntries(
      SERVICES.map((s) => [
        `SUBGRAPH_${s.toUpperCase()}_URL`,
        `http://127.0.0.1:${PORTS[s]}/graphql`,
      ]),
    ),
    REDIS_URL: redisUrl,
    LOG_LEVEL: common.LOG_LEVEL,
  });
  await live(4000);
  run('web', 'frontends/serve.mjs', { HEARTH_GATEWAY_URL: 'http://localhost:4000/graphql' });
  console.log(
    [
      '',
      'Hearth (distributed) is running:',
      '  web       http://localhost:3000',
      '  gateway   http://localhost:4000/graphql',
      ...SERVICES.map(
        (s) =>
          `  ${s.padEnd(13)} :${PORTS[s]} → ${Array.from({ length: replicas[s] }, (_, i) => replicaPort(s, i + 1)).join(', ')}`,
      ),
      `  kafka     ${broker.brokers.join(',')}`,
      `  traces    ${process.env.OTEL_EXPORTER_OTLP_ENDPOINT ?? 'off (set OTEL_EXPORTER_OTLP_ENDPOINT, e.g. a Jaeger on http://127.0.0.1:4318)'}`,
      '  metrics   http://127.0.0.1:<port>/metrics of each replica',
      'Ctrl-C stops everything.',
    ].join('\n'),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch(async (err) => {
    console.error(`start:distributed: ${err instanceof Error ? err.message : err}`);
    await stop(1);
  });
}
