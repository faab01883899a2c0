// Starts librdkafka's mock cluster (kafka-mock.c) as a child process for tests of the Kafka path
// (STACK.md, "Kafka in tests"). Builds the launcher on first use.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const binary = `${here}kafka-mock`;
const START_TIMEOUT_MS = 10_000;
const COMMAND_TIMEOUT_MS = 5_000;
const STOP_TIMEOUT_MS = 3_000;

function ensureBinary() {
  if (existsSync(binary)) return;
  const result = spawnSync('bash', [`${here}build.sh`], { encoding: 'utf8' });
  if (result.status !== 0 || !existsSync(binary)) {
    throw new Error(
      `kafka-mock: cannot build ${binary} (needs gcc and librdkafka headers: apt-get install librdkafka-dev).\n` +
        `${result.error?.message ?? ''}${result.stderr ?? ''}`,
    );
  }
}

/**
 * Starts a 1-broker Kafka-protocol mock cluster on a random localhost port.
 * @param {{ topics?: string[] }} [options] topics to create at launch (3 partitions each);
 *   others are auto-created with 4 partitions on first produce.
 * @returns {Promise<{ brokers: string[], down(): Promise<void>, up(): Promise<void>, stop(): Promise<void> }>}
 *   `down()` drops the broker's connections and refuses new ones, `up()` accepts again,
 *   `stop()` terminates the process (idempotent).
 * @throws if the launcher cannot be built or does not print its address within 10 s.
 */
export async function startMockBroker({ topics = [] } = {}) {
  ensureBinary();
  const child = spawn(binary, topics, { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const lines = createInterface({ input: child.stdout });
  /** @type {Array<(line: string) => void>} */
  const waiters = [];
  /** @type {string[]} */
  const buffered = [];
  lines.on('line', (line) => {
    const waiter = waiters.shift();
    if (waiter) waiter(line);
    else buffered.push(line);
  });
  const nextLine = (timeoutMs, what) =>
    new Promise((resolve, reject) => {
      if (buffered.length > 0) return resolve(buffered.shift());
      const timer = setTimeout(
        () =>
          reject(new Error(`kafka-mock: no answer to ${what} within ${timeoutMs} ms. ${stderr}`)),
        timeoutMs,
      );
      const waiter = (line) => {
        clearTimeout(timer);
        resolve(line);
      };
      waiters.push(waiter);
      exited.then(({ code, signal }) => {
        clearTimeout(timer);
        const index = waiters.indexOf(waiter);
        if (index >= 0) waiters.splice(index, 1);
        reject(
          new Error(
            `kafka-mock exited (code ${code}, signal ${signal}) before answering ${what}. ${stderr}`,
          ),
        );
      });
    });

  const bootstrap = await nextLine(START_TIMEOUT_MS, 'startup');
  let queue = Promise.resolve();
  const command = (cmd) => {
    const run = queue.then(async () => {
      child.stdin.write(`${cmd}\n`);
      const answer = await nextLine(COMMAND_TIMEOUT_MS, cmd);
      if (answer !== 'ok') throw new Error(`kafka-mock: ${cmd} failed: ${answer}`);
    });
    queue = run.catch(() => undefined);
    return run;
  };
  let stopped;
  return {
    brokers: bootstrap
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    down: () => command('down'),
    up: () => command('up'),
    stop() {
      stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
          await exited;
          clearTimeout(timer);
        }
        lines.close();
      })();
      return stopped;
    },
  };
}
