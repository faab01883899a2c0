// Jest globalSetup: starts ONE real Kafka broker (tools/kafka/broker.mjs) for the whole run
// without waiting for it, so runs that need no Kafka lose no time. Its address is published as
// HEARTH_TEST_KAFKA_BROKERS before the workers start; `sharedKafka()` (test/support/kafka.ts)
// waits until it is ready. Set HEARTH_TEST_KAFKA_BROKERS yourself to use another broker.
import { mkdirSync, writeFileSync } from 'node:fs';
import { freePort, startKafka } from '../../tools/kafka/broker.mjs';

export default async function kafkaGlobalSetup() {
  if (process.env.HEARTH_TEST_KAFKA_BROKERS) return;
  const port = await freePort();
  process.env.HEARTH_TEST_KAFKA_BROKERS = `127.0.0.1:${port}`;
  const errorFile = new URL('../../.tmp/kafka-start-error.txt', import.meta.url);
  mkdirSync(new URL('../../.tmp/', import.meta.url), { recursive: true });
  writeFileSync(errorFile, '');
  process.env.HEARTH_TEST_KAFKA_ERROR_FILE = errorFile.pathname;
  globalThis.__hearthKafka = startKafka({ port, partitions: 3 }).then(
    (broker) => {
      console.log(
        `\nkafka: Apache Kafka ${broker.version} (KRaft) for the tests on ${broker.brokers[0]}`,
      );
      return broker;
    },
    (err) => {
      writeFileSync(errorFile, String(err?.stack ?? err));
      return undefined;
    },
  );
}
