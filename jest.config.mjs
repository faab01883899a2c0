// Root Jest config: one project per library, service, gateway and frontend, so `npm test`
// prints one summary for the whole platform.
import { existsSync, readdirSync } from 'node:fs';
import { backendProject } from './jest.preset.mjs';

const dirs = (parent) =>
  existsSync(parent)
    ? readdirSync(parent, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

const projects = [];
for (const lib of dirs('libs')) {
  if (existsSync(`libs/${lib}/jest.config.mjs`))
    projects.push(`<rootDir>/libs/${lib}/jest.config.mjs`);
  else if (existsSync(`libs/${lib}/test`)) projects.push(backendProject(lib, `libs/${lib}`));
}
for (const svc of dirs('services')) {
  if (existsSync(`services/${svc}/test`)) projects.push(backendProject(svc, `services/${svc}`));
}
if (existsSync('gateway/test')) projects.push(backendProject('gateway', 'gateway'));
for (const fe of dirs('frontends')) {
  if (existsSync(`frontends/${fe}/jest.config.mjs`))
    projects.push(`<rootDir>/frontends/${fe}/jest.config.mjs`);
}
if (existsSync('test/deploy'))
  projects.push({
    ...backendProject('deploy', 'test/deploy'),
    testMatch: ['<rootDir>/**/*.test.ts'],
  });

if (existsSync('test/e2e'))
  projects.push({ ...backendProject('e2e', 'test/e2e'), testMatch: ['<rootDir>/**/*.test.ts'] });

export default {
  projects,
  testTimeout: 30_000,
  // A worker that has grown past 2 GB after a file is replaced by a fresh one: each file gets its
  // own module registry (ESM, the stacks' gateways), and a worker near V8's heap limit spends its
  // time collecting garbage (seen: 4.9 GB per worker late in a run, files 5–10× slower).
  workerIdleMemoryLimit: '2GB',
  // One real Kafka broker and the migrated template database for the run, both started without
  // blocking (test/support/global-setup.mjs).
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  // Slowest files first, timed by earlier runs on this machine (test/support/sequencer.mjs).
  testSequencer: '<rootDir>/test/support/sequencer.mjs',
};
