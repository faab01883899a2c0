// Jest globalTeardown: stops the run's Kafka broker and lets a template build still under way
// finish (it is kept for the next run).
import kafkaGlobalTeardown from './kafka-global-teardown.mjs';

export default async function globalTeardown() {
  await globalThis.__hearthTemplate;
  await kafkaGlobalTeardown();
}
