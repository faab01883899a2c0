import {
  Module,
  type DynamicModule,
  type INestApplication,
  type OnModuleDestroy,
  type Provider,
  type Type,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { execute, parse } from 'graphql';
import type { JWTVerifyGetKey } from 'jose';
import type { Logger } from 'pino';
import {
  createEventBus,
  InProcessEventBus,
  kafkaConnectionFromEnv,
  type EventBus,
} from '@hearth/events';
import { loadServiceConfig, type ServiceConfig, type ServiceName } from './config.js';
import { ensureSchema, type ClassRef } from './database.js';
import { createHttpLogger, createLogger, PinoNestLogger } from './logging.js';
import { EventSubscriber } from './events.js';
import { ShutdownHooks } from './shutdown.js';
import { ServiceMetrics } from './metrics.js';
import { traceRequests } from './trace-context.js';
import { startTracing, tracingEnabled } from './tracing.js';
import { redisClientOptions } from './redis.js';
import { SubgraphCoreModule } from './subgraph-core.module.js';

/** Everything that makes one subgraph; each service exports one from `src/subgraph.ts`. */
export interface SubgraphDefinition {
  service: ServiceName;
  entities: ClassRef[];
  migrations: ClassRef[];
  /** The service's feature modules (resolvers, services, event handlers). */
  imports: Array<Type | DynamicModule>;
  /** Extra global providers (e.g. the users service's key store). */
  providers?: Provider[];
  /** Token key resolver; default: remote JWKS of the users service. */
  tokenKeys?: JWTVerifyGetKey;
  /** Entity types reached only through `_entities` (a `User` this subgraph extends). */
  orphanedTypes?: ClassRef[];
}

/** Options of `startSubgraph`. */
export interface StartSubgraphOptions {
  /** Overrides of the environment-derived config (embedded launcher, tests). */
  config?: Partial<ServiceConfig>;
  /** Bus to use; default: Kafka when `KAFKA_BROKERS` is set, else the shared in-process bus. */
  bus?: EventBus;
  /**
   * A lone process (distributed mode): installs SIGTERM/SIGINT handlers for a graceful shutdown,
   * and refuses to start without KAFKA_BROKERS — an in-process bus in a lone process would mark
   * events published that no other service can ever receive.
   */
  standalone?: boolean;
  logger?: Logger;
}

/** A running subgraph. */
export interface RunningSubgraph {
  app: INestApplication;
  config: ServiceConfig;
  /** Base URL, e.g. `http://127.0.0.1:4001`. */
  url: string;
  close(): Promise<void>;
}

/**
 * First step of a subgraph's shutdown: runs the `ShutdownHooks` (e.g. live streams end, so the
 * GraphQL server's HTTP drain does not wait for them) and stops its event consumer group, waiting
 * for the handler in flight (`EventSubscriber.drain`). Provided by the root module, whose `onModuleDestroy` hooks
 * Nest runs before any imported module's, so no handler is still running while feature modules
 * release their resources, the outbox relay stops (`beforeApplicationShutdown`) and TypeORM
 * destroys its pool (`onApplicationShutdown`).
 */
class DrainEventsFirst implements OnModuleDestroy {
  constructor(
    private readonly events: EventSubscriber,
    private readonly hooks: ShutdownHooks,
  ) {}

  async onModuleDestroy(): Promise<void> {
    await Promise.all([this.hooks.run(), this.events.drain()]);
  }
}

function buildModule(
  def: SubgraphDefinition,
  core: Parameters<typeof SubgraphCoreModule.forRoot>[0],
): DynamicModule {
  @Module({})
  class SubgraphAppModule {}
  Object.defineProperty(SubgraphAppModule, 'name', { value: `${def.service}AppModule` });
  @Module({})
  class ServiceProvidersModule {}
  const providers = def.providers ?? [];
  const tokens = providers.map((p) => (typeof p === 'function' ? p : p.provide));
  return {
    module: SubgraphAppModule,
    providers: [
      {
        provide: DrainEventsFirst,
        inject: [EventSubscriber, ShutdownHooks],
        useFactory: (events: EventSubscriber, hooks: ShutdownHooks) =>
          new DrainEventsFirst(events, hooks),
      },
    ],
    imports: [
      SubgraphCoreModule.forRoot(core),
      { module: ServiceProvidersModule, global: true, providers, exports: tokens },
      ...def.imports,
    ],
  };
}

/**
 * Starts one subgraph: ensures its schema, runs its migrations, serves `/graphql`, `/health/*`
 * and `/metrics` on `config.port`, starts the bus and the outbox relay. `close()` (and SIGTERM /
 * SIGINT when standalone) shuts down in order: the service's consumer group stops and its handler
 * in flight finishes (bounded, `EVENT_DRAIN_TIMEOUT_MS`), then the outbox relay flushes and stops,
 * then the owned bus, the HTTP server and the DataSource close. Rejects if the database
 * is unreachable or a migration fails (nothing is served half-migrated), or if the port cannot be
 * listened on (the started module is closed first, so nothing keeps running). Before anything,
 * production refuses Kafka without TLS and SASL and Redis without TLS and a password
 * (`InsecureConnectionError`, unless `KAFKA_ALLOW_PLAINTEXT`/`REDIS_ALLOW_PLAINTEXT`); the Kafka
 * clients connect with `kafkaConnectionFromEnv`'s TLS and SASL.
 */
export async function startSubgraph(
  def: SubgraphDefinition,
  options: StartSubgraphOptions = {},
): Promise<RunningSubgraph> {
  const config = loadServiceConfig(def.service, options.config);
  if (options.standalone && !options.bus && config.kafkaBrokers.length === 0) {
    throw new Error(
      `KAFKA_BROKERS is required to run ${def.service} as its own process: its events must reach the other services. ` +
        'For everything in one process, use `npm start`.',
    );
  }
  const kafkaConnection =
    !options.bus && config.kafkaBrokers.length > 0
      ? kafkaConnectionFromEnv(process.env, def.service)
      : undefined;
  if (config.redisUrl) redisClientOptions(config.redisUrl, {}, process.env, def.service);
  const logger = options.logger ?? createLogger(def.service, config.logLevel);
  const ownsBus = !options.bus && config.kafkaBrokers.length > 0;
  const bus =
    options.bus ??
    createEventBus({
      kafkaBrokers: config.kafkaBrokers,
      clientId: def.service,
      logger,
      ...(config.kafkaTopicPartitions && { topicPartitions: config.kafkaTopicPartitions }),
      ...(config.kafkaSessionTimeoutMs && { sessionTimeoutMs: config.kafkaSessionTimeoutMs }),
      ...(kafkaConnection && { connection: kafkaConnection }),
    });
  await ensureSchema(config.databaseUrl, config.dbSchema);
  // Traces when OTEL_EXPORTER_OTLP_ENDPOINT is set: a no-op when main.ts started them already
  // (with the library instrumentations); here, in the embedded stack's threads, Hearth's own
  // spans only (deploy/observability/README.md#traces).
  if (tracingEnabled()) await startTracing(def.service, { instrument: false });
  const metrics = new ServiceMetrics(def.service);

  const app = await NestFactory.create(
    buildModule(def, {
      config,
      bus,
      ownsBus,
      logger,
      entities: def.entities,
      migrations: def.migrations,
      tokenKeys: def.tokenKeys,
      orphanedTypes: def.orphanedTypes,
      metrics,
      ...(ownsBus && {
        kafka: {
          brokers: config.kafkaBrokers,
          ...(kafkaConnection && { connection: kafkaConnection }),
        },
      }),
    }),
    // rawBody: webhooks are verified by a signature over the exact bytes received.
    { logger: new PinoNestLogger(logger), bodyParser: true, rawBody: true },
  );
  app.use(traceRequests(def.service));
  app.use(createHttpLogger(logger));
  app.use(metrics.middleware());
  app.use('/metrics', metrics.handler());
  if (options.standalone) app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  try {
    await app.listen(config.port, config.host);
  } catch (err) {
    // E.g. EADDRINUSE: the module is already up (outbox relay, bus consumers); close it, or it
    // keeps running in this thread after the caller has been told the start failed.
    await app.close().catch(() => {});
    throw err;
  }
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  logger.info(
    { url, schema: config.dbSchema, bus: ownsBus ? 'kafka' : 'in-process' },
    `${def.service} subgraph ready`,
  );
  return { app, config: { ...config, port: address.port }, url, close: () => app.close() };
}

/**
 * Returns the subgraph's Federation SDL (`_service { sdl }`) without a database or broker — used
 * at build time to compose the supergraph. Throws if the schema cannot be built.
 */
export async function extractSubgraphSdl(def: SubgraphDefinition): Promise<string> {
  const config = loadServiceConfig(def.service, {
    databaseUrl: 'postgres://schema-only.invalid/none',
  });
  const logger = createLogger(def.service, 'warn');
  const bus = new InProcessEventBus();
  const app = await NestFactory.create(
    buildModule(def, {
      config,
      bus,
      ownsBus: false,
      logger,
      entities: def.entities,
      migrations: def.migrations,
      schemaOnly: true,
      tokenKeys: def.tokenKeys,
      orphanedTypes: def.orphanedTypes,
    }),
    { logger: false },
  );
  try {
    await app.init();
    const { schema } = app.get(GraphQLSchemaHost);
    const result = await execute({ schema, document: parse('{ _service { sdl } }') });
    if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '));
    return (result.data as { _service: { sdl: string } })._service.sdl;
  } finally {
    await app.close();
  }
}
