import { z } from 'zod';
import type { Topics } from '@hearth/events';
import { SERVICE_PORTS, type ServiceName } from '@hearth/platform';

/**
 * The six subgraphs and their default ports (4001–4006), from `@hearth/platform`, the one list
 * of the platform's parts. Each service also names its topic (`Topics` of `@hearth/events`):
 * the two lists are checked against each other here at compile time.
 */
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const topicPerService: SameKeys<keyof typeof Topics, ServiceName> = true;
void topicPerService;
export { SERVICE_PORTS, type ServiceName };

const csv = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/hearth'),
  DB_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'DB_SCHEMA must be a plain lower-case identifier')
    .optional(),
  KAFKA_BROKERS: csv,
  KAFKA_TOPIC_PARTITIONS: z.coerce.number().int().min(1).max(1000).optional(),
  // The broker's group.min/max.session.timeout.ms bound it (defaults 6 s and 30 min).
  KAFKA_SESSION_TIMEOUT_MS: z.coerce.number().int().min(6000).max(1_800_000).optional(),
  REDIS_URL: z.string().optional(),
  JWKS_URL: z.string().default('http://127.0.0.1:4001/.well-known/jwks.json'),
  LOG_LEVEL: z.string().default('info'),
});

/** Runtime configuration of one subgraph, read from the environment (see README "Configuration"). */
export interface ServiceConfig {
  service: ServiceName;
  isProduction: boolean;
  host: string;
  /** TCP port of the HTTP server (0 = pick a free one, for tests). */
  port: number;
  databaseUrl: string;
  /** PostgreSQL schema this service owns (one schema per service). */
  dbSchema: string;
  /** Kafka bootstrap servers; empty = in-process bus (embedded default). */
  kafkaBrokers: string[];
  /** Partitions of the topics created at start-up (`KAFKA_TOPIC_PARTITIONS`; default 6). */
  kafkaTopicPartitions: number | undefined;
  /**
   * Milliseconds after which the broker gives a silent consumer's partitions to the rest of its
   * group (`KAFKA_SESSION_TIMEOUT_MS`; default 30,000): how long a crashed replica's share of the
   * events waits.
   */
  kafkaSessionTimeoutMs: number | undefined;
  /** Redis URL; undefined = in-memory cache and rate-limit store. */
  redisUrl: string | undefined;
  /** Where the users service publishes its token-signing public keys. */
  jwksUrl: string;
  logLevel: string;
}

/**
 * Reads and validates the environment for `service`. `overrides` win over the environment (used
 * by the embedded launcher and tests). Throws an Error listing every invalid variable.
 */
export function loadServiceConfig(
  service: ServiceName,
  overrides: Partial<ServiceConfig> = {},
  env: NodeJS.ProcessEnv = process.env,
): ServiceConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration for ${service}: ` +
        parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  }
  const e = parsed.data;
  return {
    service,
    isProduction: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT ?? SERVICE_PORTS[service],
    databaseUrl: e.DATABASE_URL,
    dbSchema: e.DB_SCHEMA ?? service,
    kafkaBrokers: e.KAFKA_BROKERS,
    kafkaTopicPartitions: e.KAFKA_TOPIC_PARTITIONS,
    kafkaSessionTimeoutMs: e.KAFKA_SESSION_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    jwksUrl: e.JWKS_URL,
    logLevel: e.LOG_LEVEL,
    ...overrides,
  };
}
