#!/usr/bin/env node
/**
 * `npm run dlq -- list [topic…]` — the dead letters of the platform's topics (or of the given
 * ones): where, when, which consumer group failed, after how many attempts, why, and whether they
 * were replayed already.
 * `npm run dlq -- replay [topic…] [--event <id>]…` — sends those not yet replayed (or only the
 * given events) back to their original topic, once the cause is fixed; each consumer's inbox
 * keeps it to one effect. Brokers: KAFKA_BROKERS (default 127.0.0.1:9092), reached with the
 * services' TLS and SASL settings (KAFKA_SSL_CA_FILE, KAFKA_SASL_*: docs/rules/secrets.md).
 */
import { kafkaConnectionFromEnv } from '@hearth/events';
import { listDeadLetters, replayDeadLetters } from '../tools/kafka/dlq.mjs';

const [command, ...rest] = process.argv.slice(2);
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',').map((b) => b.trim());
const connection = kafkaConnectionFromEnv(process.env, 'the dead-letter command');
const eventIds = [];
const topics = [];
for (let i = 0; i < rest.length; i++) {
  if (rest[i] === '--event') eventIds.push(rest[++i]);
  else topics.push(rest[i]);
}

if (command === 'list') {
  const rows = await listDeadLetters({ brokers, topics, connection });
  if (rows.length === 0) console.log('No dead letters.');
  for (const r of rows) {
    console.log(
      `${r.timestamp}  ${r.topic}[${r.partition}]@${r.offset}  ${r.eventType ?? '?'} ${r.eventId ?? '(not an event)'}\n` +
        `    group ${r.consumerGroup ?? '?'}, ${r.attempts} attempt(s): ${r.error ?? '?'}` +
        `${r.replayed ? '  [replayed]' : ''}`,
    );
  }
} else if (command === 'replay') {
  const n = await replayDeadLetters({
    brokers,
    topics,
    eventIds: eventIds.length ? eventIds : undefined,
    connection,
  });
  console.log(`Replayed ${n} dead letter(s).`);
} else {
  console.error('usage: npm run dlq -- list [topic…] | replay [topic…] [--event <id>]…');
  process.exit(2);
}
