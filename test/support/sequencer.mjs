/**
 * Jest's test order (jest.config.mjs `testSequencer`): the slowest files first, so the two
 * workers finish together instead of one running a long browser suite alone at the end.
 *
 * A file's expected duration is, in order of preference:
 *  1. Jest's own record of its last run in this clone (the default sequencer's cache; a file
 *     that failed last time still goes first);
 *  2. the machine's record kept outside the clone, `<cache>/test-durations.json` (cache: the
 *     HEARTH_CACHE_DIR, else `${XDG_CACHE_HOME:-~/.cache}/hearth` — the folder of the Kafka jars and
 *     Go servers), by path relative to the repository, written after every run — so a fresh
 *     clone on the same machine keeps the order;
 *  3. an estimate from what the file starts: a browser/e2e suite (the whole platform and
 *     Chromium) before a Kafka/saga/real-server suite, before other backend suites, before jsdom
 *     suites, each by file size.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Sequencer from '@jest/test-sequencer';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cacheDir =
  process.env.HEARTH_CACHE_DIR ||
  join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'hearth');
const durationsFile = join(cacheDir, 'test-durations.json');

function readDurations() {
  try {
    return existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};
  } catch {
    return {};
  }
}

/** Estimated seconds of a file never timed on this machine (see 3. above). */
function estimate(test, size) {
  const path = relative(root, test.path);
  const kb = size / 1024;
  if (path.startsWith('test/e2e/')) return 120 + kb;
  if (/kafka|saga|reliability|minio|stripe-mock|stack|outage/i.test(path)) return 60 + kb;
  if (/\.tsx$/.test(path) || path.startsWith('frontends/')) return 5 + kb / 4;
  return 15 + kb / 2;
}

const DefaultSequencer = Sequencer.default ?? Sequencer;

export default class SlowestFirstSequencer extends DefaultSequencer {
  sort(tests) {
    const machine = readDurations();
    const withTime = tests.map((test) => {
      const own = this.time(test);
      const rel = relative(root, test.path);
      const size = test.context.hasteFS.getSize(test.path) ?? 0;
      const ms = own ?? (machine[rel] != null ? machine[rel] : estimate(test, size) * 1000);
      return { test, failed: this.hasFailed(test), ms };
    });
    withTime.sort((a, b) => (a.failed !== b.failed ? (a.failed ? -1 : 1) : b.ms - a.ms));
    return withTime.map((t) => t.test);
  }

  cacheResults(tests, results) {
    super.cacheResults(tests, results);
    const machine = readDurations();
    for (const r of results.testResults) {
      if (r.skipped) continue;
      const ms = r.perfStats.runtime ?? r.perfStats.end - r.perfStats.start;
      if (ms > 0) machine[relative(root, r.testFilePath)] = ms;
    }
    try {
      mkdirSync(dirname(durationsFile), { recursive: true });
      const tmp = `${durationsFile}.${process.pid}`;
      writeFileSync(tmp, JSON.stringify(machine, null, 1));
      renameSync(tmp, durationsFile);
    } catch {
      // A read-only cache only costs the order of the next fresh clone.
    }
  }
}
