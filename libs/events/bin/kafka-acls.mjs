#!/usr/bin/env node
// The broker's set-up for one Kafka user per service (docs/adr/0019): the platform's topics and
// their .dlq twins, and each service's ACLs (libs/events/src/kafka-acls.ts: write its own topic,
// read what it consumes, write those topics' dead letters, its own consumer group).
//
//   node libs/events/bin/kafka-acls.mjs           apply them (idempotent), as a super user
//   node libs/events/bin/kafka-acls.mjs --print   print the same as Kafka shell commands
//
// Apply connects like every Kafka client of the platform (KAFKA_BROKERS, KAFKA_SSL_CA_FILE,
// KAFKA_SASL_MECHANISM, KAFKA_SASL_USERNAME_FILE, KAFKA_SASL_PASSWORD_FILE), with the
// credentials of a user in the brokers' `super.users` (k8s: the Job kafka-acls of the prod
// overlay, Secret kafka-admin-credentials). Built libs/events (dist/) must be present: it is in
// every service image. The SCRAM users' passwords are set apart (kafkajs cannot): `--print` shows
// the kafka-configs.sh line of each user; managed Kafka services have their own console for it.
import { Kafka, logLevel } from 'kafkajs';
import {
  ALL_TOPICS,
  DEFAULT_TOPIC_PARTITIONS,
  KAFKA_SERVICES,
  applyKafkaAcls,
  deadLetterTopic,
  kafkaAclsShArgs,
  kafkaConnectionFromEnv,
  kafkaGrantsOf,
  kafkaUserOf,
} from '../dist/index.js';

const topics = ALL_TOPICS.flatMap((t) => [t, deadLetterTopic(t)]);
const partitions = Number(process.env.KAFKA_TOPIC_PARTITIONS ?? DEFAULT_TOPIC_PARTITIONS);

if (process.argv.includes('--print')) {
  const admin = '--bootstrap-server "$KAFKA_BOOTSTRAP" --command-config "$ADMIN_CONFIG"';
  console.log('# the SCRAM user of each service (its password: the Secret kafka-<service>)');
  for (const s of KAFKA_SERVICES)
    console.log(
      `kafka-configs.sh ${admin} --alter --entity-type users --entity-name ${kafkaUserOf(s)} ` +
        `--add-config "SCRAM-SHA-512=[password=$(cat ${s}.password)]"`,
    );
  console.log('# the topics and their dead letters');
  for (const t of topics)
    console.log(
      `kafka-topics.sh ${admin} --create --if-not-exists --topic ${t} --partitions ${partitions}`,
    );
  console.log('# the ACLs');
  for (const s of KAFKA_SERVICES)
    for (const g of kafkaGrantsOf(s)) console.log(`kafka-acls.sh ${admin} ${kafkaAclsShArgs(g)}`);
  process.exit(0);
}

const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').map((b) => b.trim());
if (!brokers[0]) {
  console.error('kafka-acls: set KAFKA_BROKERS (and the admin user, as for the services)');
  process.exit(2);
}
const kafka = new Kafka({
  clientId: 'hearth-kafka-acls',
  brokers,
  logLevel: logLevel.WARN,
  ...kafkaConnectionFromEnv(process.env, 'kafka-acls'),
});
const admin = kafka.admin();
await admin.connect();
try {
  const existing = new Set(await admin.listTopics());
  const missing = topics.filter((t) => !existing.has(t));
  if (missing.length > 0)
    await admin.createTopics({
      topics: missing.map((topic) => ({ topic, numPartitions: partitions })),
      waitForLeaders: true,
    });
  const grants = await applyKafkaAcls(admin);
  console.log(
    `kafka-acls: ${missing.length} topic(s) created, ${grants.length} ACLs in place for ` +
      KAFKA_SERVICES.map(kafkaUserOf).join(', '),
  );
} finally {
  await admin.disconnect();
}
