// Jest globalTeardown: stops the run's Kafka broker, lets a template build still under way finish
// (it is kept for the next run), and waits for the shared e2e platforms (one per Jest worker,
// test/e2e/support/shared-platform.mjs) to stop — they stop when their worker ends; one still
// running after 15 s is killed.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import kafkaGlobalTeardown from './kafka-global-teardown.mjs';
import { dropDatabase } from './pg-template.mjs';

const PLATFORMS = fileURLToPath(new URL('../../.tmp/shared-platforms/', import.meta.url));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopSharedPlatforms() {
  // This run's folder only (global-setup.mjs names the run): another run may share the clone.
  const REGISTRY = join(PLATFORMS, process.env.HEARTH_TEST_RUN_ID ?? 'none');
  if (!existsSync(REGISTRY)) return;
  const pids = [];
  const databases = [];
  for (const name of readdirSync(REGISTRY)) {
    try {
      const record = JSON.parse(readFileSync(join(REGISTRY, name), 'utf8'));
      pids.push(record.pid);
      databases.push(record.databaseUrl);
    } catch {
      // a half-written record: its platform failed to start
    }
    rmSync(join(REGISTRY, name), { force: true });
  }
  for (const pid of pids.filter(alive)) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const pid of pids.filter(alive)) process.kill(pid, 'SIGKILL');
  rmSync(REGISTRY, { recursive: true, force: true });
  // A platform killed before it dropped its database (each is a copy of the template).
  for (const url of databases) await dropDatabase(url);
}

export default async function globalTeardown() {
  await Promise.all([globalThis.__hearthTemplate, stopSharedPlatforms()]);
  await kafkaGlobalTeardown();
}
