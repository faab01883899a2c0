/**
 * `npm start` itself (issue: platform spine, Running): the real launcher with the embedded
 * PostgreSQL (own data folder and ports here), data kept across a restart, and a clean stop on
 * Ctrl-C (SIGINT to the whole process group, as a terminal sends it).
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gql } from '../support/db.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = `${root}.tmp/start-test`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  HEARTH_DATA_DIR: dataDir,
  HEARTH_PG_PORT: '26901', // below the ephemeral range (32768–60999), outside every test stack's ports (23401 was payments-journey's)
  GATEWAY_PORT: '27000',
  SHELL_PORT: '27100',
  LOG_LEVEL: 'error',
  // The demo seed on an empty database is covered by test/e2e/demo-seed.test.ts (seedIfEmpty); here it
  // would only add its minute to the start/stop/restart cycle under test.
  HEARTH_SEED: '0',
};
delete env['DATABASE_URL'];
delete env['KAFKA_BROKERS'];
const gateway = 'http://127.0.0.1:27000/graphql';

interface Launched {
  child: ChildProcess;
  output: () => string;
}

async function launch(): Promise<Launched> {
  // detached: its own process group, so we can signal the group like a terminal's Ctrl-C.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start did not come up:\n${out}`)),
      150_000,
    );
    const check = () => {
      if (out.includes('Hearth is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${out}`)));
  });
  return { child, output: () => out };
}

async function ctrlC({ child }: Launched): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  process.kill(-child.pid!, 'SIGINT');
  return exited;
}

describe('npm start (embedded default)', () => {
  let running: Launched | undefined;
  rmSync(dataDir, { recursive: true, force: true });
  afterAll(async () => {
    if (running && running.child.exitCode === null) await ctrlC(running);
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  const account = {
    email: `start${Date.now()}@example.com`,
    password: 'startpass1',
    firstName: 'Sam',
    lastName: 'Start',
    role: 'GUEST',
  };

  it('starts a real PostgreSQL and the whole stack, and prints the URL to open', async () => {
    running = await launch();
    expect(running.output()).toContain('Open            http://localhost:27100');
    expect(running.output()).toContain('embedded PostgreSQL, data in .tmp/start-test/postgres');
    const shell = await fetch('http://localhost:27100/');
    expect(shell.status).toBe(200);
    expect(await (await fetch('http://localhost:27100/env.js')).text()).toContain(
      'localhost:27000/graphql',
    );
    const res = await gql<{ signUp: { __typename: string } }>(
      gateway,
      'mutation($i: SignUpInput!) { signUp(input: $i) { __typename } }',
      { i: account },
    );
    expect(res.data?.signUp.__typename).toBe('AuthSession');
  }, 180_000);

  it('stops cleanly on Ctrl-C', async () => {
    if (!running) throw new Error('npm start never came up (see the test above)');
    const code = await ctrlC(running);
    expect(code).toBe(0);
    expect(running.output()).toContain('Stopped.');
    expect(running.output()).not.toMatch(/terminating connection due to administrator command/);
  }, 30_000);

  it('keeps the data across a restart', async () => {
    running = await launch();
    const res = await gql<{ logIn: { __typename: string } }>(
      gateway,
      'mutation($i: LogInInput!) { logIn(input: $i) { __typename } }',
      {
        i: { email: account.email, password: account.password },
      },
    );
    expect(res.data?.logIn.__typename).toBe('AuthSession');
    expect(await ctrlC(running)).toBe(0);
  }, 180_000);
});
