import type { AclEntry, Admin } from 'kafkajs';
import { deadLetterTopic } from './bus.js';
import { Topics, type TopicName } from './topics.js';

/**
 * Who may do what on the broker (docs/adr/0019-no-secrets-in-events-one-kafka-user-per-service.md):
 * each service connects as its own SASL/SCRAM user, `hearth-<service>`, which may write only its
 * own topic (`Topics[service]`), read only the topics it consumes, write the dead-letter twins of
 * those (a consumer dead-letters what it cannot handle), and join only its own consumer group
 * (the group id is the service's name: `EventSubscriber`). Every user may describe the platform's
 * topics (metadata: `KafkaEventBus.start()` lists them before creating missing ones).
 *
 * The one list of what each service consumes is `CONSUMED_TOPICS`; a unit test
 * (libs/events/test/kafka-acls.test.ts) checks it against the services' subscriptions and
 * publications in their source, and the broker-backed test applies these ACLs and sees a
 * service refused on another's topic. `bin/kafka-acls.mjs` applies them to a cluster.
 */

/** A service that owns a topic: the keys of `Topics` (`users`, `orders`, …). */
export type KafkaService = keyof typeof Topics;

/** The six services, in `Topics` order. */
export const KAFKA_SERVICES = Object.keys(Topics) as KafkaService[];

/**
 * The topics each service's handlers subscribe to (`EventSubscriber.on(topic, …)`, and
 * `EmailCopyHandler` on `Topics.users`). A new subscription must be added here, or the service
 * is refused the topic by the broker (and the source check in the unit test fails first).
 */
export const CONSUMED_TOPICS: Readonly<Record<KafkaService, readonly TopicName[]>> = {
  users: [Topics.orders],
  restaurants: [Topics.orders, Topics.sessions, Topics.users],
  sessions: [Topics.orders, Topics.restaurants, Topics.sessions, Topics.users],
  orders: [Topics.admin, Topics.orders, Topics.restaurants, Topics.sessions, Topics.users],
  notifications: [Topics.admin, Topics.orders, Topics.restaurants, Topics.sessions, Topics.users],
  admin: [Topics.users],
};

/** The SASL/SCRAM user name of `service` on the broker: `hearth-<service>`. */
export function kafkaUserOf(service: KafkaService): string {
  return `hearth-${service}`;
}

/** One permission, as text-friendly data (kafka-acls.sh terms): what the tests and docs print. */
export interface KafkaGrant {
  /** `User:hearth-<service>`. */
  principal: string;
  resourceType: 'TOPIC' | 'GROUP';
  /** `LITERAL` (exactly `name`) or `PREFIXED` (every name starting with `name`). */
  patternType: 'LITERAL' | 'PREFIXED';
  name: string;
  operation: 'READ' | 'WRITE' | 'DESCRIBE';
}

/** Prefix of every platform topic: `DESCRIBE` on it lets a service list the topics. */
const TOPIC_PREFIX = 'hearth.';

/**
 * The grants of `service` (all ALLOW, from any host): WRITE on its own topic; READ on each
 * consumed topic; WRITE on each consumed topic's `.dlq`; READ on its consumer group (`groupId`,
 * default the service's name); DESCRIBE on every `hearth.` topic. Nothing else: no CREATE (the
 * topics are made by the ACL set-up, `applyKafkaAcls`), no other topic, no other group.
 */
export function kafkaGrantsOf(service: KafkaService, groupId: string = service): KafkaGrant[] {
  const principal = `User:${kafkaUserOf(service)}`;
  const topic = (name: string, operation: KafkaGrant['operation']): KafkaGrant => ({
    principal,
    resourceType: 'TOPIC',
    patternType: 'LITERAL',
    name,
    operation,
  });
  const consumed = CONSUMED_TOPICS[service];
  return [
    topic(Topics[service], 'WRITE'),
    ...consumed.map((t) => topic(t, 'READ')),
    ...consumed.map((t) => topic(deadLetterTopic(t), 'WRITE')),
    { principal, resourceType: 'GROUP', patternType: 'LITERAL', name: groupId, operation: 'READ' },
    { ...topic(TOPIC_PREFIX, 'DESCRIBE'), patternType: 'PREFIXED' },
  ];
}

/**
 * The Kafka protocol's codes (kafkajs's `AclOperationTypes` etc., whose enums an ES module cannot
 * import by name from kafkajs's CommonJS build).
 */
const CODES = {
  operation: { READ: 3, WRITE: 4, DESCRIBE: 8 },
  resourceType: { TOPIC: 2, GROUP: 3 },
  patternType: { LITERAL: 3, PREFIXED: 4 },
  ALLOW: 3,
} as const;

/** `grant` as a kafkajs ACL entry (ALLOW from any host). */
function toAclEntry(grant: KafkaGrant): AclEntry {
  return {
    principal: grant.principal,
    host: '*',
    permissionType: CODES.ALLOW as AclEntry['permissionType'],
    operation: CODES.operation[grant.operation] as AclEntry['operation'],
    resourceType: CODES.resourceType[grant.resourceType] as AclEntry['resourceType'],
    resourceName: grant.name,
    resourcePatternType: CODES.patternType[grant.patternType] as AclEntry['resourcePatternType'],
  };
}

/**
 * `grant` as the `kafka-acls.sh` arguments that make it (for operators who use Kafka's own
 * tools), e.g. `--add --allow-principal User:hearth-orders --operation WRITE --topic hearth.orders`.
 */
export function kafkaAclsShArgs(grant: KafkaGrant): string {
  const resource = grant.resourceType === 'TOPIC' ? '--topic' : '--group';
  const pattern = grant.patternType === 'PREFIXED' ? ' --resource-pattern-type prefixed' : '';
  return `--add --allow-principal ${grant.principal} --operation ${grant.operation} ${resource} ${grant.name}${pattern}`;
}

/**
 * Creates the ACLs of `services` (default all six) on the cluster `admin` is connected to, as a
 * user allowed to alter the cluster (a super user). Idempotent: the broker keeps one copy of an
 * ACL made twice. The SCRAM users themselves are made apart (`kafka-configs.sh`, or the managed
 * service's console): kafkajs cannot set SCRAM credentials.
 * @throws the broker's error (e.g. CLUSTER_AUTHORIZATION_FAILED when `admin` is not a super user).
 */
export async function applyKafkaAcls(
  admin: Admin,
  services: readonly KafkaService[] = KAFKA_SERVICES,
): Promise<KafkaGrant[]> {
  const grants = services.flatMap((s) => kafkaGrantsOf(s));
  await admin.createAcls({ acl: grants.map(toAclEntry) });
  return grants;
}
