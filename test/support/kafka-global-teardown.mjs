// Jest globalTeardown: stops the broker `kafka-global-setup.mjs` started and deletes its data.
export default async function kafkaGlobalTeardown() {
  const broker = await globalThis.__hearthKafka;
  await broker?.destroy();
}
