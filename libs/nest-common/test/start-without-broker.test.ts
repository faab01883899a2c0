import 'reflect-metadata';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { pino } from 'pino';
import { DataSource } from 'typeorm';
import {
  EventTypes,
  KafkaEventBus,
  Outbox,
  Topics,
  type UserRegisteredPayload,
} from '@hearth/events';
import {
  EventSubscriber,
  Public,
  startSubgraph,
  type RunningSubgraph,
  type SubgraphDefinition,
} from '../src/index.js';
import { CreateWelcomedTables1700000000000, userRegistered } from './support.js';
import { eventually, freshDatabase, gql, query } from '../../../test/support/db.js';
import { freePort, startKafka, type KafkaBroker } from '../../../test/support/kafka.js';

/**
 * A subgraph whose Kafka broker is not there yet starts anyway: it serves, says not-ready on
 * /health/ready, keeps its events in the outbox, and starts consuming and publishing once the
 * broker answers (instead of crash-looping).
 */
const CONSUMER = 'no-broker-test.on-user-registered';

@Injectable()
class Welcome implements OnModuleInit {
  constructor(@Inject(EventSubscriber) private readonly events: EventSubscriber) {}
  onModuleInit(): Promise<void> {
    return this.events.on<UserRegisteredPayload>(
      Topics.users,
      EventTypes.UserRegistered,
      CONSUMER,
      async (payload, manager) => {
        await manager.query(`INSERT INTO welcomed (user_id) VALUES ($1)`, [payload.userId]);
      },
    );
  }
}

@Resolver()
class PingResolver {
  @Public()
  @Query(() => String)
  ping(): string {
    return 'pong';
  }
}

@Module({ providers: [Welcome, PingResolver] })
class WelcomeModule {}

const registered = userRegistered;

describe('a subgraph started before its Kafka broker', () => {
  let svc: RunningSubgraph | undefined;
  let broker: KafkaBroker | undefined;
  let producer: KafkaEventBus | undefined;
  afterAll(async () => {
    await svc?.close();
    await producer?.stop();
    await broker?.destroy();
  }, 60_000);

  it('serves not-ready, keeps its events, and catches up once the broker answers', async () => {
    // Empty, not the run's migrated template: this test's own subgraph makes its event tables
    // in the `notifications` schema, which the template already holds.
    const db = await freshDatabase(
      `hearth_test_nestcommon_nobroker_${process.env.JEST_WORKER_ID ?? '1'}`,
      undefined,
      { template: false },
    );
    const port = await freePort(); // nothing listens there yet
    const warnings: string[] = [];
    const logger = pino(
      { level: 'info' },
      {
        write: (line: string) => {
          const entry = JSON.parse(line) as { level: number; msg?: string };
          if (entry.level === 40 && entry.msg) warnings.push(entry.msg);
        },
      },
    );
    const definition: SubgraphDefinition = {
      service: 'notifications',
      entities: [],
      migrations: [CreateWelcomedTables1700000000000],
      imports: [WelcomeModule],
    };
    svc = await startSubgraph(definition, {
      config: {
        databaseUrl: db,
        port: 0,
        host: '127.0.0.1',
        kafkaBrokers: [`127.0.0.1:${port}`],
      },
      logger,
    });

    // It serves, and says it is not ready because of the bus.
    expect((await gql<{ ping: string }>(`${svc.url}/graphql`, '{ ping }')).data).toEqual({
      ping: 'pong',
    });
    expect((await fetch(`${svc.url}/health/live`)).status).toBe(200);
    const notReady = await fetch(`${svc.url}/health/ready`);
    expect(notReady.status).toBe(503);
    expect(JSON.stringify(await notReady.json())).toContain('event bus unreachable');
    expect(warnings).toContain(
      'events: the broker is unreachable; serving not-ready and trying again',
    );

    // An event it publishes meanwhile waits in its outbox.
    const own = registered();
    const source = new DataSource({ type: 'postgres', url: db, schema: 'notifications' });
    await source.initialize();
    try {
      await source.transaction((m) => Outbox.add(m, 'hearth.no-broker-test', own));
    } finally {
      await source.destroy();
    }

    // The broker arrives on the address it was given.
    broker = await startKafka({ port });
    await eventually(async () => (await fetch(`${svc!.url}/health/ready`)).status === 200, 90_000);
    await eventually(
      async () =>
        (
          await query<{ published: boolean }>(
            db,
            `SELECT "publishedAt" IS NOT NULL AS published FROM notifications.outbox WHERE id = $1`,
            [own.id],
          )
        )[0]?.published,
      60_000,
    );
    // …and it consumes: a UserRegistered from another service is handled.
    producer = new KafkaEventBus({ brokers: broker.brokers, clientId: 'users-test' });
    await producer.start();
    const event = registered();
    await producer.publish(Topics.users, [event]);
    await eventually(
      async () =>
        (
          await query(db, `SELECT 1 FROM notifications.welcomed WHERE user_id = $1`, [
            event.payload.userId,
          ])
        ).length === 1,
      60_000,
    );
  }, 180_000);
});
