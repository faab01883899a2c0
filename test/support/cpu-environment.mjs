// Jest's node environment, plus (when HEARTH_TEST_CPU_LOG names a file) one line per test file
// with the CPU its worker process spent on it — every thread, so a stack's subgraphs count —
// from the environment's set-up to its teardown: `<milliseconds>\t<path>`. For finding what a
// run spends its cores on (docs/adr/0018-embedded-bundles.md); off by default.
import { appendFileSync } from 'node:fs';
import { TestEnvironment } from 'jest-environment-node';

export default class CpuRecordingEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testPath = context.testPath;
    this.log = process.env.HEARTH_TEST_CPU_LOG;
  }

  async setup() {
    this.started = process.cpuUsage();
    await super.setup();
  }

  async teardown() {
    if (this.log && this.started) {
      const { user, system } = process.cpuUsage(this.started);
      appendFileSync(this.log, `${Math.round((user + system) / 1000)}\t${this.testPath}\n`);
    }
    await super.teardown();
  }
}
