/**
 * One platform per Jest worker, shared by its test files (docs/adr/0020-shared-e2e-platform.md):
 * the whole back end, the built frontends and a Chromium server in a child process
 * (./shared-platform-process.mjs) started by the first file that asks, reset to a fresh copy of
 * the run's migrated template for every file.
 *
 *   const shared = await sharedStack({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
 *   const stack = shared ?? (await startStack({ ... }));   // undefined: no template, or env unmet
 *
 * Browser files get it through `startBrowserStack` (test/e2e/support/browser-stack.ts).
 */
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_PG_SERVER, freshDatabase, query } from './db.js';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/smoke.e2e.js';

/**
 * The environment of the shared platform's subgraphs: generous rate limits, because every file a
 * worker runs signs up and logs in its accounts on the one stack within minutes. A file that tests
 * a rate limit, or needs other settings (live Stripe keys, Wise, SMTP), passes its `env` to
 * `startBrowserStack` (or `startStack`) and gets a stack of its own. The password-reset limit
 * stays the default (5 a minute per client): the authorization matrix expects it, and no file on
 * the platform resets passwords.
 */
const SHARED_ENV: Record<string, string> = {
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  PUBLIC_SIGNUP_RATE_LIMIT_PER_MINUTE: '10000',
  ADDRESS_RATE_LIMIT_PER_MINUTE: '10000',
  MEDIA_UPLOAD_RATE_LIMIT_PER_MINUTE: '10000',
  MESSAGE_RATE_LIMIT_PER_MINUTE: '10000',
  // Standing orders' weeks swept every 2 s (default 60): payments-journey asks the same, and sees
  // a week placed by itself within seconds of falling due.
  HEARTH_STANDING_ORDER_SWEEP_SECONDS: '2',
};

/** A running shared platform, as noted for the next file of its Jest worker. */
export interface SharedPlatformRecord {
  pid: number;
  gatewayUrl: string;
  serviceUrls: Record<string, string>;
  base: string;
  wsEndpoint: string;
  databaseUrl: string;
  workDir: string;
}

const REPO = fileURLToPath(new URL('../../', import.meta.url));
/**
 * Where each Jest worker process notes its shared platform (by the worker's own pid), per run
 * (test/support/global-setup.mjs names it; global-teardown.mjs stops the run's platforms).
 */
const REGISTRY = join(
  REPO,
  '.tmp',
  'shared-platforms',
  process.env['HEARTH_TEST_RUN_ID'] ?? 'none',
);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free port block for a platform: the gateway's port, whose +1 … +6 (subgraphs) and
 * +100 … +103 (frontends) are free too. The 16 blocks of 13,000–16,199 (below the kernel's
 * ephemeral range and the fixed ports of the other test files) are tried from the Jest worker's
 * own pair onwards, so the workers of one run start apart and runs side by side find a free one.
 */
async function freeBlock(): Promise<number> {
  const first = ((Number(process.env['JEST_WORKER_ID'] ?? 1) || 1) % 8) * 2;
  for (let i = 0; i < 16; i++) {
    const base = 13_000 + ((first + i) % 16) * 200;
    const ports = [0, 1, 2, 3, 4, 5, 6, 100, 101, 102, 103].map((d) => base + d);
    const free = await Promise.all(ports.map(portFree));
    if (free.every(Boolean)) return base;
  }
  throw new Error('no free port block in 13000–16199 for the shared test platform');
}

/**
 * True once the run's migrated template database exists (test/support/global-setup.mjs builds it
 * in the background); waits up to 3 minutes. False when the run has none (HEARTH_TEST_PG_TEMPLATE
 * unset or '0', or the build failed): a shared platform cannot be reset then.
 */
async function templateReady(): Promise<boolean> {
  const template = process.env['HEARTH_TEST_PG_TEMPLATE'];
  if (!template || template === '0') return false;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const [row] = await query<{ n: number }>(
      `${TEST_PG_SERVER}/postgres`,
      `SELECT count(*)::int AS n FROM pg_database WHERE datname = $1 AND datistemplate`,
      [template],
    );
    if (row!.n === 1) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/** Starts the platform child (./shared-platform.mjs) on `databaseUrl`; resolves with its record. */
async function startSharedPlatform(databaseUrl: string): Promise<SharedPlatformRecord> {
  const workDir = mkdtempSync(join(tmpdir(), 'hearth-e2e-shared-'));
  const basePort = await freeBlock();
  const logFile = join(workDir, 'platform.log');
  const child = fork(fileURLToPath(new URL('./shared-platform-process.mjs', import.meta.url)), [], {
    cwd: REPO,
    // The worker's own environment (the run's template, password hashing), plus the platform's.
    env: {
      ...process.env,
      HEARTH_SHARED_PLATFORM: JSON.stringify({
        databaseUrl,
        basePort,
        workDir,
        chromiumPath: chromiumPath(),
        chromiumArgs: CHROMIUM_ARGS,
        env: SHARED_ENV,
      }),
    },
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a'), 'ipc'],
    execArgv: [],
  });
  type Ready = Omit<SharedPlatformRecord, 'pid' | 'databaseUrl' | 'workDir'>;
  const ready = await new Promise<Ready>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(
        new Error(
          `the shared e2e platform exited during start-up (${code}):\n${readFileSync(logFile, 'utf8').slice(-4000)}`,
        ),
      );
    child.once('exit', onExit);
    child.once('message', (m: Ready & { type: string; error?: string }) => {
      child.off('exit', onExit);
      if (m.type === 'ready') {
        const { gatewayUrl, serviceUrls, base, wsEndpoint } = m;
        resolve({ gatewayUrl, serviceUrls, base, wsEndpoint });
      } else reject(new Error(`the shared e2e platform failed to start:\n${m.error}`));
    });
  });
  // The child stays for the next files of this worker and ends with it (its IPC channel closes).
  child.unref();
  child.channel?.unref();
  const record: SharedPlatformRecord = { pid: child.pid!, databaseUrl, workDir, ...ready };
  mkdirSync(REGISTRY, { recursive: true });
  writeFileSync(join(REGISTRY, `${process.pid}.json`), JSON.stringify(record));
  return record;
}

/**
 * True when a file asking for `env` can run on the shared platform: sharing is on
 * (HEARTH_E2E_SHARED is not '0') and `env` holds only rate limits the platform's generous ones
 * meet.
 */
export function sharedPlatformMeets(env: Record<string, string>): boolean {
  if (process.env['HEARTH_E2E_SHARED'] === '0') return false;
  return Object.entries(env).every(
    ([key, value]) => SHARED_ENV[key] !== undefined && Number(SHARED_ENV[key]) >= Number(value),
  );
}

/**
 * This Jest worker's shared platform, reset to a fresh copy of the run's migrated template for
 * the calling file, or undefined when the run has no template to reset it from (the caller
 * starts its own stack). The first file that asks starts it; the next ones reuse it. The reset
 * drops and recreates the platform's database under the running subgraphs (their pools reconnect
 * to the new database of the same name), so a file sees an empty database as with its own stack.
 */
export async function sharedPlatform(): Promise<SharedPlatformRecord | undefined> {
  if (!(await templateReady())) return undefined;
  const file = join(REGISTRY, `${process.pid}.json`);
  let record: SharedPlatformRecord | undefined;
  if (existsSync(file)) {
    const found = JSON.parse(readFileSync(file, 'utf8')) as SharedPlatformRecord;
    if (alive(found.pid)) record = found;
  }
  if (record) await freshDatabase(new URL(record.databaseUrl).pathname.slice(1));
  else
    record = await startSharedPlatform(
      await freshDatabase(`hearth_test_e2e_shared_${process.pid}`),
    );
  return record;
}

/** The shared platform's back end as a test's stack: `stop()` leaves the platform running. */
export interface SharedStack {
  gatewayUrl: string;
  serviceUrls: Record<string, string>;
  /** The fresh database the stack runs on (e.g. for `GatewayClient.createAdmin`). */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * The worker's shared platform as a back-end stack for a file that would start one with `env`
 * (`startStack({ env })`), or undefined when it cannot serve that file (`sharedPlatformMeets`
 * false, or no template): then the file starts its own.
 */
export async function sharedStack(
  env: Record<string, string> = {},
): Promise<SharedStack | undefined> {
  if (!sharedPlatformMeets(env)) return undefined;
  const record = await sharedPlatform();
  if (!record) return undefined;
  const { gatewayUrl, serviceUrls, databaseUrl } = record;
  return { gatewayUrl, serviceUrls, databaseUrl, stop: async () => undefined };
}
