// Jest globalSetup: what the whole run shares, started without blocking the workers —
//  - ONE real Kafka broker (kafka-global-setup.mjs; `sharedKafka()` waits for it);
//  - the migrated template database (pg-template.mjs): its name is published now as
//    HEARTH_TEST_PG_TEMPLATE and it is built (or found from an earlier run) in the background;
//    `freshDatabase` copies it once it is ready and makes an empty database before that.
// It also sets HEARTH_PASSWORD_HASHING=test for every worker and what they start: password hashes
// stay argon2id but cost milliseconds instead of about 200 ms of CPU each (register-user.ts;
// services/users/test/passwords.test.ts checks production's parameters).
import kafkaGlobalSetup from './kafka-global-setup.mjs';
import { ensureTemplate, templateName } from './pg-template.mjs';

const TEST_PG_SERVER = process.env.TEST_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

export default async function globalSetup() {
  process.env.HEARTH_PASSWORD_HASHING ??= 'test';
  // Names this run for what its workers leave behind (the shared e2e platforms' records).
  process.env.HEARTH_TEST_RUN_ID ??= `${process.pid}-${Date.now()}`;
  await kafkaGlobalSetup();
  if (process.env.HEARTH_TEST_PG_TEMPLATE === '0') return;
  process.env.HEARTH_TEST_PG_TEMPLATE = templateName();
  globalThis.__hearthTemplate = ensureTemplate(TEST_PG_SERVER).then(
    ({ name, built, ms }) =>
      console.log(
        `\npostgres: template ${name} ${built ? `built in ${(ms / 1000).toFixed(1)} s` : 'reused'}`,
      ),
    (err) =>
      console.error(
        `\npostgres: no template database (every suite migrates its own): ${err?.stack ?? err}`,
      ),
  );
}
