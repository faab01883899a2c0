#!/usr/bin/env node
/**
 * `npm test` — builds, fetches the real test servers if missing (Kafka jars via Maven, stripe-mock
 * and MinIO via Go), then runs every test project in one Jest run: unit and integration tests
 * against the real PostgreSQL (127.0.0.1:5432) and Redis (127.0.0.1:6379), Kafka tests against a
 * real Apache Kafka broker started by Jest's globalSetup, and the browser tests in Debian Chromium.
 * Ends with one line: `N passed, N failed[, N skipped]`.
 *   npm test -- --selectProjects users   (extra arguments go to Jest; the build is skipped
 *                                          with HEARTH_SKIP_BUILD=1)
 */
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { root, run } from './lib/run.mjs';
import { ensureKafkaJars } from '../tools/kafka/broker.mjs';

const extra = process.argv.slice(2);
if (process.env.HEARTH_SKIP_BUILD !== '1') await run(process.execPath, ['scripts/build.mjs']);

// The real servers the tests start, fetched once per machine and version into the cache outside
// the clone (${XDG_CACHE_HOME:-~/.cache}/hearth, or HEARTH_CACHE_DIR): Apache Kafka's jars from
// Maven Central, stripe-mock and MinIO built from the Go module proxy.
ensureKafkaJars();
if (existsSync(`${root}tools/go-servers/build.sh`))
  await run('bash', ['tools/go-servers/build.sh']);

mkdirSync(`${root}.tmp`, { recursive: true });
// A fresh CPU log per run (test/support/cpu-environment.mjs), when one is asked for.
if (process.env.HEARTH_TEST_CPU_LOG) rmSync(process.env.HEARTH_TEST_CPU_LOG, { force: true });
const results = `${root}.tmp/jest-results.json`;
let failed = false;
const jestStarted = Date.now();
try {
  await run(process.execPath, [
    'scripts/jest.mjs',
    '--maxWorkers=2',
    '--json',
    `--outputFile=${results}`,
    ...extra,
  ]);
} catch {
  failed = true;
}
if (!existsSync(results)) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}
console.log(`jest: ${Math.round((Date.now() - jestStarted) / 1000)} s`);
printCpuLog(process.env.HEARTH_TEST_CPU_LOG);
const r = JSON.parse(readFileSync(results, 'utf8'));
const skipped = r.numPendingTests + r.numTodoTests;
// A suite that fails to load (syntax error, failed beforeAll) counts as a failure too.
const brokenSuites = r.testResults.filter(
  (s) => s.status === 'failed' && s.assertionResults.every((a) => a.status !== 'failed'),
).length;
const failures = r.numFailedTests + brokenSuites;
console.log(
  `${r.numPassedTests} passed, ${failures} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(failed || failures > 0 ? 1 : 0);

/**
 * With HEARTH_TEST_CPU_LOG set: the files whose worker spent the most CPU (seconds, all threads;
 * browser and database processes not counted) and the total, before the summary line.
 */
function printCpuLog(file) {
  if (!file || !existsSync(file)) return;
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .map(([ms, path]) => ({ s: Number(ms) / 1000, path: path.replace(root, '') }))
    .sort((a, b) => b.s - a.s);
  const total = rows.reduce((sum, r) => sum + r.s, 0);
  console.log(`test files' own CPU: ${Math.round(total)} s in ${rows.length} files; the most:`);
  for (const r of rows.slice(0, 15)) console.log(`  ${r.s.toFixed(1).padStart(6)} s  ${r.path}`);
}
