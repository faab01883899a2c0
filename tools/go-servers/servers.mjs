// Starts the real Go test servers built by tools/go-servers/build.sh (stripe-mock, MinIO) as child
// processes on free 127.0.0.1 ports, for tests (issue 10 "Real parts in every test").
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Folder of the built binaries, in the machine's cache outside the clone (a fresh clone on the
 * same machine builds nothing): `$HEARTH_CACHE_DIR/go-servers/bin`, by default
 * `${XDG_CACHE_HOME:-~/.cache}/hearth/go-servers/bin` — the folder build.sh installs into. Each
 * binary carries its version (build.sh rebuilds it when the pin changes).
 */
export const BIN_DIR = join(
  process.env.HEARTH_CACHE_DIR ||
    join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'hearth'),
  'go-servers',
  'bin',
);

const BUILD_COMMAND = 'bash tools/go-servers/build.sh';
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;
const OUTPUT_TAIL_CHARS = 8_000;

/** Children still running, killed if the process exits without stopping them. */
const running = new Set();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * The path of the built `name` in `BIN_DIR`.
 * @param {string} name
 * @returns {string}
 * @throws naming the build command when it is missing.
 */
function binary(name) {
  const path = join(BIN_DIR, name);
  if (!existsSync(path)) {
    throw new Error(
      `go-servers: ${path} is missing; build it (needs Go >= 1.26) with: ${BUILD_COMMAND}`,
    );
  }
  return path;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns `bin`, waits for its output to show the listening address (`addressPattern`, group 1 =
 * `host:port`) and its version (`versionPattern`, group 1), then until `ready(base)` is true.
 * Logs the server's own version line on stderr. On failure the child is stopped and the error
 * carries the tail of its output.
 * @param {{ name: string, bin: string, args: string[], env?: Record<string, string>,
 *   addressPattern: RegExp, versionPattern: RegExp, ready: (base: string) => Promise<boolean>,
 *   cleanup?: () => Promise<void> }} spec
 * @returns {Promise<{ base: string, version: string, stop(): Promise<void> }>}
 */
async function launch({
  name,
  bin,
  args,
  env = {},
  addressPattern,
  versionPattern,
  ready,
  cleanup,
}) {
  const child = spawn(bin, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  running.add(child);
  let output = '';
  /** @type {string | undefined} */
  let address;
  /** @type {string | undefined} */
  let versionLine;
  /** @type {string | undefined} */
  let version;
  /** @type {{ code: number | null, signal: NodeJS.Signals | null } | undefined} */
  let exit;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      running.delete(child);
      resolve(exit);
    });
  });
  const spawnError = new Promise((_, reject) => child.once('error', reject));
  spawnError.catch(() => undefined);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      output = (output + line + '\n').slice(-OUTPUT_TAIL_CHARS);
      const a = addressPattern.exec(line);
      if (a && !address) address = a[1];
      const v = versionPattern.exec(line);
      if (v && !version) {
        version = v[1];
        versionLine = line.trim();
      }
    });
  }

  /** @type {Promise<void> | undefined} */
  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      if (!exit) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      await cleanup?.();
    })();
    return stopping;
  };

  const fail = async (why) => {
    await stop();
    throw new Error(`go-servers: ${name} ${why}\n--- ${name} output (tail) ---\n${output}`);
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  try {
    await Promise.race([
      (async () => {
        while (!address || !version) {
          if (exit) return;
          if (Date.now() > deadline) return;
          await sleep(25);
        }
      })(),
      spawnError,
    ]);
  } catch (err) {
    return fail(`could not be started (${bin}): ${err instanceof Error ? err.message : err}`);
  }
  if (exit) return fail(`exited (code ${exit.code}, signal ${exit.signal}) while starting`);
  if (!address || !version) return fail(`printed no address/version within ${START_TIMEOUT_MS} ms`);

  const base = `http://${address}`;
  for (;;) {
    if (exit) return fail(`exited (code ${exit.code}, signal ${exit.signal}) before it was ready`);
    if (Date.now() > deadline)
      return fail(`did not answer at ${base} within ${START_TIMEOUT_MS} ms`);
    if (await ready(base).catch(() => false)) break;
    await sleep(50);
  }
  process.stderr.write(`go-servers: ${name} ready at ${base}: "${versionLine}"\n`);
  return { base, version, stop };
}

/**
 * Starts stripe-mock (Stripe's official API stand-in; `BIN_DIR/stripe-mock`, built by
 * `bash tools/go-servers/build.sh`) with HTTP on a free 127.0.0.1 port (its HTTPS listener on
 * another free port, unused). Resolves once it answers HTTP; logs its version line.
 * @returns {Promise<{ url: string, version: string, stop(): Promise<void> }>} `url` is the API
 *   base (e.g. `http://127.0.0.1:41234`, paths `/v1/...`; any `sk_test_<word>` key is accepted);
 *   `version` is stripe-mock's own (e.g. `v0.203.0`); `stop()` sends SIGTERM, SIGKILL after 5 s,
 *   and is idempotent.
 * @throws if the binary is missing (naming the build command), or it does not start within 30 s.
 */
export async function startStripeMock() {
  const { base, version, stop } = await launch({
    name: 'stripe-mock',
    bin: binary('stripe-mock'),
    args: ['-http-addr', '127.0.0.1:0', '-https-addr', '127.0.0.1:0'],
    addressPattern: /^Listening for HTTP at address: (\S+)$/,
    versionPattern: /^stripe-mock (\S+)$/,
    ready: async (url) => {
      const res = await fetch(`${url}/v1/balance`, {
        headers: { authorization: 'Bearer sk_test_ready' },
      });
      await res.arrayBuffer();
      return res.ok;
    },
  });
  return { url: base, version, stop };
}

/**
 * Starts a single-drive MinIO server (`BIN_DIR/minio`, built by
 * `bash tools/go-servers/build.sh`) on a free 127.0.0.1 port with a fresh temporary data folder
 * and fresh random root credentials; the web console and update checks are off. Resolves once
 * `/minio/health/ready` answers 200; logs its version line.
 * @returns {Promise<{ endpoint: string, accessKeyId: string, secretAccessKey: string,
 *   version: string, stop(): Promise<void> }>} `endpoint` is the S3 API (e.g.
 *   `http://127.0.0.1:41234`, path-style, region `us-east-1`); the keys are the root user's;
 *   `version` is MinIO's own (its release tag, here the pinned module version); `stop()` sends
 *   SIGTERM (SIGKILL after 5 s), removes the data folder, and is idempotent.
 * @throws if the binary is missing (naming the build command), or it does not start within 30 s.
 */
export async function startMinio() {
  const bin = binary('minio');
  const dataDir = await mkdtemp(join(tmpdir(), 'hearth-minio-'));
  const accessKeyId = `hearth${randomBytes(6).toString('hex')}`;
  const secretAccessKey = randomBytes(24).toString('hex');
  try {
    const { base, version, stop } = await launch({
      name: 'minio',
      bin,
      args: ['server', '--address', '127.0.0.1:0', join(dataDir, 'data')],
      env: {
        MINIO_ROOT_USER: accessKeyId,
        MINIO_ROOT_PASSWORD: secretAccessKey,
        MINIO_BROWSER: 'off',
        MINIO_UPDATE: 'off',
        // Its config, certs and temp files stay in the data folder, never in ~/.minio.
        HOME: dataDir,
      },
      addressPattern: /^API: http:\/\/(127\.0\.0\.1:\d+)\b/,
      versionPattern: /^Version: (\S+)/,
      ready: async (url) => {
        const res = await fetch(`${url}/minio/health/ready`);
        await res.arrayBuffer();
        return res.status === 200;
      },
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    });
    return { endpoint: base, accessKeyId, secretAccessKey, version, stop };
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}
