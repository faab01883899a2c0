import {
  Controller,
  Get,
  Inject,
  Module,
  type BeforeApplicationShutdown,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import { TypeOrmModule, getDataSourceToken } from '@nestjs/typeorm';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  TerminusModule,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import type { DataSource } from 'typeorm';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import type { JWTVerifyGetKey } from 'jose';
import { RateLimitGuard, RateLimiters } from './rate-limit.js';
import { ClientRefusalFilter } from './graphql/client-refusal.filter.js';
import { safeTextPlugin } from './graphql/safe-text.plugin.js';
import { operationMetricsPlugin } from './graphql/operation-metrics.plugin.js';
import { ServiceMetrics } from './metrics.js';
import {
  registerKafkaMetrics,
  registerOutboxMetrics,
  type KafkaMetricsTarget,
} from './event-metrics.js';
import { tracePublishes } from './trace-context.js';
import { stopTracing } from './tracing.js';
import { EVENT_DRAIN_TIMEOUT_MS, EventSubscriber, settleWithin } from './events.js';
import { ShutdownHooks } from './shutdown.js';
import { EVENT_BUS, LOGGER, SERVICE_CONFIG } from './tokens.js';

export { EVENT_BUS, LOGGER, SERVICE_CONFIG };
import { OutboxRelay, pruneEventTables, type EventBus, type EventsLogger } from '@hearth/events';
import { kickRelayAfterCommits } from './publish.js';
import type { Logger } from 'pino';
import type { ServiceConfig } from './config.js';
import { typeOrmOptions, type ClassRef } from './database.js';
import { AuthGuard, Public } from './auth/auth.guard.js';
import { TokenVerifier } from './auth/token.js';

/** What a subgraph hands to `SubgraphCoreModule.forRoot`. */
export interface SubgraphCoreOptions {
  config: ServiceConfig;
  bus: EventBus;
  /** True when this service created `bus` and must stop it (Kafka); false for the shared in-process bus. */
  ownsBus: boolean;
  logger: Logger;
  entities: ClassRef[];
  migrations: ClassRef[];
  /** Build the GraphQL schema without touching the database or the bus (SDL extraction). */
  schemaOnly?: boolean;
  /** Key resolver for tokens; default: the users service's JWKS at `config.jwksUrl`. */
  tokenKeys?: JWTVerifyGetKey;
  /** Entity types only reached through `_entities` (e.g. a `User` this subgraph extends). */
  orphanedTypes?: ClassRef[];
  /** The service's metrics (served at `/metrics` by `startSubgraph`); default: a fresh registry. */
  metrics?: ServiceMetrics;
  /** The service's Kafka, for the consumer-lag and dead-letter gauges; absent: in-process bus. */
  kafka?: KafkaMetricsTarget;
}

/** `/health/live` (process up) and `/health/ready` (database and event bus reachable). */
@Controller('health')
@Public()
class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @HealthCheck()
  ready() {
    return this.health.check([
      () => this.db.pingCheck('database', { timeout: 2_000 }),
      async () => {
        const indicator = this.indicators.check('eventBus');
        return (await this.bus.isHealthy())
          ? indicator.up()
          : indicator.down({ message: 'event bus unreachable' });
      },
    ]);
  }
}

/** How often published outbox rows and old inbox rows are pruned (`pruneEventTables`), in ms. */
const PRUNE_EVERY_MS = 3_600_000;

/** Longest wait between two attempts to reach an unreachable broker at start-up, in ms. */
const BUS_START_MAX_BACKOFF_MS = 30_000;

/**
 * Starts the event bus and the outbox relay after boot, prunes the event tables every hour, and
 * flushes the relay and the bus on shutdown.
 *
 * A broker that cannot be reached at start-up (an owned Kafka bus) does not stop the service:
 * it serves, reports not-ready on `/health/ready` (so no traffic is routed to it by an
 * orchestrator that checks readiness), keeps its events in the outbox, and tries again with
 * backoff (1 s doubling to 30 s) until the broker answers — instead of crash-looping.
 */
class Lifecycle
  implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown
{
  private busRetry: NodeJS.Timeout | null = null;
  private pruning: NodeJS.Timeout | null = null;
  private closing = false;

  private closeKafkaMetrics: (() => Promise<void>) | null = null;

  constructor(
    private readonly options: SubgraphCoreOptions,
    private readonly relay: OutboxRelay | null,
    private readonly dataSource: DataSource | null,
    private readonly metrics: ServiceMetrics | null = null,
    private readonly events: EventSubscriber | null = null,
  ) {}

  async onApplicationBootstrap() {
    if (this.options.schemaOnly) return;
    this.registerMetrics();
    if (!this.options.ownsBus) await this.options.bus.start();
    else await this.startOwnedBus(1);
    this.relay?.start();
    this.schedulePruning(60_000);
  }

  /**
   * The outbox gauges (from the service's database) and, on Kafka, the consumer-lag and
   * dead-letter gauges of the topics the service consumes (event-metrics.ts). A failed read is
   * logged at debug level: the gauge is then absent from that scrape.
   */
  private registerMetrics(): void {
    const { metrics, dataSource, events } = this;
    if (!metrics || !dataSource) return;
    const onError = (err: unknown) =>
      this.options.logger.debug({ err }, 'metrics: a gauge could not be read');
    registerOutboxMetrics(metrics, dataSource, onError);
    if (this.options.kafka && events)
      this.closeKafkaMetrics = registerKafkaMetrics(
        metrics,
        this.options.kafka,
        () => events.topics(),
        onError,
      );
  }

  /** Prunes the event tables (7 days of published outbox, 30 of inbox) every hour. */
  private schedulePruning(delayMs: number): void {
    const dataSource = this.dataSource;
    if (!dataSource || this.closing) return;
    this.pruning = setTimeout(() => {
      void pruneEventTables(dataSource)
        .then((deleted) => {
          if (deleted.outbox + deleted.inbox > 0)
            this.options.logger.info(deleted, 'events: pruned old outbox and inbox rows');
        })
        .catch((err: unknown) => this.options.logger.warn({ err }, 'events: pruning failed'))
        .finally(() => this.schedulePruning(PRUNE_EVERY_MS));
    }, delayMs);
    this.pruning.unref();
  }

  private async startOwnedBus(attempt: number): Promise<void> {
    try {
      await this.options.bus.start();
      if (attempt > 1)
        this.options.logger.info({ attempt }, 'events: the broker is reachable; consuming');
    } catch (err) {
      if (this.closing) return;
      const retryInMs = Math.min(BUS_START_MAX_BACKOFF_MS, 1_000 * 2 ** (attempt - 1));
      this.options.logger.warn(
        { err, attempt, retryInMs },
        'events: the broker is unreachable; serving not-ready and trying again',
      );
      this.busRetry = setTimeout(() => {
        this.busRetry = null;
        void this.startOwnedBus(attempt + 1);
      }, retryInMs);
    }
  }

  /** Last: the spans of the shutdown itself are flushed to the trace collector. */
  async onApplicationShutdown() {
    if (!this.options.schemaOnly) await stopTracing();
  }

  async beforeApplicationShutdown() {
    if (this.options.schemaOnly) return;
    this.closing = true;
    if (this.busRetry) clearTimeout(this.busRetry);
    if (this.pruning) clearTimeout(this.pruning);
    await this.closeKafkaMetrics?.();
    await this.relay?.stop();
    if (!this.options.ownsBus) return;
    // The consumer group is already drained (EventSubscriber.drain); a broker that does not answer
    // the disconnect must not hold the shutdown past the drain's own limit.
    const stopping = this.options.bus.stop().catch((err: unknown) => {
      this.options.logger.warn({ err }, 'events: stopping the event bus failed');
    });
    if ((await settleWithin(stopping, EVENT_DRAIN_TIMEOUT_MS)) === 'timeout')
      this.options.logger.warn(
        { timeoutMs: EVENT_DRAIN_TIMEOUT_MS },
        'events: the event bus did not stop in time; closing anyway',
      );
  }
}

/**
 * Everything a Hearth subgraph shares, so subgraphs stay small and alike (docs/adr/0008):
 * TypeORM on its own schema with migrations at start-up, the Federation 2 GraphQL endpoint at
 * `/graphql`, the global auth guard, health endpoints, the event bus and the outbox relay.
 * Global: services inject `SERVICE_CONFIG`, `EVENT_BUS`, `LOGGER`, `OutboxRelay`, `TokenVerifier`.
 * Services publish with `publishEvents` (the relay is woken after each such commit).
 */
@Module({})
export class SubgraphCoreModule {
  static forRoot(options: SubgraphCoreOptions): DynamicModule {
    const { config, schemaOnly = false } = options;
    const eventsLogger: EventsLogger = options.logger;
    const metrics = options.metrics ?? new ServiceMetrics(config.service);
    return {
      module: SubgraphCoreModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot(
          typeOrmOptions(config, options.entities, options.migrations, schemaOnly),
        ),
        GraphQLModule.forRoot<ApolloFederationDriverConfig>({
          driver: ApolloFederationDriver,
          autoSchemaFile: { federation: 2 },
          path: '/graphql',
          context: ({ req }: { req: unknown }) => ({ req }),
          playground: false,
          // Traces go to logs/metrics, not to Apollo Studio (which this platform does not use).
          // Text PostgreSQL cannot store (NUL, invalid UTF-8) is refused before any resolver.
          plugins: [
            ApolloServerPluginInlineTraceDisabled(),
            safeTextPlugin(),
            operationMetricsPlugin(metrics),
          ],
          fieldResolverEnhancers: ['guards'],
          buildSchemaOptions: { orphanedTypes: options.orphanedTypes ?? [] },
          // Nest's shutdown hooks (standalone) or the stack launcher own the signals.
          stopOnTerminationSignals: false,
          introspection: !config.isProduction,
          includeStacktraceInErrorResponses: !config.isProduction,
        }),
        TerminusModule.forRoot({ logger: false }),
      ],
      controllers: [HealthController],
      providers: [
        { provide: SERVICE_CONFIG, useValue: config },
        { provide: EVENT_BUS, useValue: options.bus },
        { provide: LOGGER, useValue: options.logger },
        { provide: ServiceMetrics, useValue: metrics },
        {
          provide: TokenVerifier,
          useValue: new TokenVerifier(options.tokenKeys ?? config.jwksUrl),
        },
        { provide: APP_GUARD, useClass: AuthGuard },
        {
          provide: RateLimiters,
          useFactory: () => new RateLimiters(config.redisUrl, `hearth:rl:${config.service}`),
        },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        // Client refusals (rate limit, bad input, not found…) logged as one line, faults with a stack.
        { provide: APP_FILTER, useClass: ClientRefusalFilter },
        EventSubscriber,
        ShutdownHooks,
        {
          provide: OutboxRelay,
          inject: [getDataSourceToken()],
          useFactory: (dataSource: DataSource) => {
            // Each publish is a PRODUCER span that the consumers' spans follow (trace-context.ts).
            const bus = tracePublishes(options.bus, config.service);
            const relay = new OutboxRelay({ dataSource, bus, logger: eventsLogger });
            // `publishEvents` marks its transaction; the commit wakes the relay.
            kickRelayAfterCommits(dataSource, relay);
            return relay;
          },
        },
        {
          provide: Lifecycle,
          inject: [OutboxRelay, getDataSourceToken(), EventSubscriber],
          useFactory: (relay: OutboxRelay, dataSource: DataSource, events: EventSubscriber) =>
            schemaOnly
              ? new Lifecycle(options, null, null)
              : new Lifecycle(options, relay, dataSource, metrics, events),
        },
      ],
      exports: [
        SERVICE_CONFIG,
        EVENT_BUS,
        LOGGER,
        ServiceMetrics,
        TokenVerifier,
        OutboxRelay,
        RateLimiters,
        EventSubscriber,
        ShutdownHooks,
      ],
    };
  }
}
