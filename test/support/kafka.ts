/**
 * Real Apache Kafka in tests (issue 10): the run's shared broker, started once by Jest's
 * globalSetup (test/support/kafka-global-setup.mjs), and dedicated brokers for tests that stop
 * or kill theirs (`startKafka`).
 */
import { readFileSync } from 'node:fs';
import { Kafka, logLevel } from 'kafkajs';
import { freePort, startKafka, type KafkaBroker } from '../../tools/kafka/broker.mjs';

export { freePort, startKafka, type KafkaBroker };

const READY_TIMEOUT_MS = 120_000;

/**
 * The run's shared broker: resolves with its bootstrap servers once a Kafka client can read the
 * cluster's metadata. Topics on it must be unique per test (e.g. `hearth.it-<uuid>`), or use a
 * fresh consumer group.
 * @throws Error with the launcher's error if the broker failed to start, or after 120 s.
 */
export async function sharedKafka(): Promise<{ brokers: string[] }> {
  const address = process.env.HEARTH_TEST_KAFKA_BROKERS;
  if (!address) throw new Error('HEARTH_TEST_KAFKA_BROKERS is not set: run the tests through Jest');
  const brokers = address.split(',');
  const kafka = new Kafka({
    clientId: 'test-ready-check',
    brokers,
    logLevel: logLevel.NOTHING,
    retry: { retries: 0 },
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const errorFile = process.env.HEARTH_TEST_KAFKA_ERROR_FILE;
    const failure = errorFile ? readFileSync(errorFile, 'utf8') : '';
    if (failure) throw new Error(`the test Kafka broker did not start:\n${failure}`);
    const admin = kafka.admin();
    try {
      await admin.connect();
      const cluster = await admin.describeCluster();
      if (cluster.brokers.length > 0) {
        return { brokers };
      }
    } catch {
      // not up yet
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
    if (Date.now() > deadline) throw new Error(`Kafka at ${address} not ready within 120 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
