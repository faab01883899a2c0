import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { LOGGER, SERVICE_CONFIG, ShutdownHooks, type ServiceConfig } from '@hearth/nest-common';
import {
  inProcessLiveTransport,
  redisLiveTransport,
  type LiveMessage,
  type LiveTransport,
} from './live-transport.js';

/** Called with each live message for one user's stream. */
export type LiveListener = (message: LiveMessage) => void;

/**
 * The live-update hub of one replica: keeps the open streams per user and the transport between
 * replicas (Redis pub/sub when REDIS_URL is set, in-process otherwise).
 *
 * `publishAfterCommit` queues a message on the caller's transaction and sends it only after that
 * transaction commits (dropped on rollback), so a browser that refetches on a push always sees
 * the write that caused it.
 */
@Injectable()
export class LiveHub implements OnModuleInit, OnModuleDestroy {
  private readonly transport: LiveTransport;
  private readonly streams = new Map<string, Set<LiveListener>>();
  /** How to end each open stream (its HTTP response), for shutdown. */
  private readonly enders = new Set<() => void>();
  private readonly pending = new WeakMap<QueryRunner, Array<[string, LiveMessage]>>();
  private stopDelivery: (() => void) | null = null;

  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @InjectDataSource() private readonly dataSource: DataSource,
    shutdown: ShutdownHooks,
  ) {
    // First thing at shutdown, before the GraphQL server drains the HTTP server (which would wait
    // for these never-ending responses): end every open stream.
    shutdown.onShutdown(() => this.endStreams());
    this.transport = config.redisUrl
      ? redisLiveTransport(config.redisUrl, logger)
      : inProcessLiveTransport();
  }

  onModuleInit(): void {
    this.stopDelivery = this.transport.onMessage((userId, message) => {
      for (const listener of this.streams.get(userId) ?? []) listener(message);
    });
    const subscriber: EntitySubscriberInterface = {
      afterTransactionCommit: (event: TransactionCommitEvent) => {
        // A released savepoint is not the end of the transaction: wait for the outer COMMIT.
        if (event.queryRunner.isTransactionActive) return;
        const queued = this.pending.get(event.queryRunner);
        this.pending.delete(event.queryRunner);
        for (const [userId, message] of queued ?? []) void this.send(userId, message);
      },
      afterTransactionRollback: (event: TransactionRollbackEvent) => {
        if (!event.queryRunner.isTransactionActive) this.pending.delete(event.queryRunner);
      },
    };
    this.dataSource.subscribers.push(subscriber);
  }

  /**
   * Ends every open stream (each client's EventSource reconnects, to another replica), so the
   * HTTP server can close instead of waiting on streams that never end by themselves.
   */
  endStreams(): void {
    for (const end of [...this.enders]) end();
    this.enders.clear();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopDelivery?.();
    this.endStreams();
    this.streams.clear();
    await this.transport.close();
  }

  /** Resolves once this replica receives published messages (Redis subscription active). */
  ready(): Promise<void> {
    return this.transport.ready();
  }

  /**
   * Registers one open stream of `userId`; `end` ends its response (called at shutdown). Returns
   * the function that unregisters it (call it when the client goes away).
   */
  subscribe(userId: string, listener: LiveListener, end?: () => void): () => void {
    if (end) this.enders.add(end);
    let set = this.streams.get(userId);
    if (!set) {
      set = new Set();
      this.streams.set(userId, set);
    }
    set.add(listener);
    return () => {
      if (end) this.enders.delete(end);
      set.delete(listener);
      if (set.size === 0 && this.streams.get(userId) === set) this.streams.delete(userId);
    };
  }

  /**
   * Sends `message` to every open stream of `userId` on every replica once `manager`'s
   * transaction commits (at once when `manager` is not in a transaction).
   */
  publishAfterCommit(manager: EntityManager, userId: string, message: LiveMessage): void {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) {
      void this.send(userId, message);
      return;
    }
    const queued = this.pending.get(runner) ?? [];
    queued.push([userId, message]);
    this.pending.set(runner, queued);
  }

  /** Publishes now; a transport failure is logged (the browser's fallback poll catches up). */
  private async send(userId: string, message: LiveMessage): Promise<void> {
    try {
      await this.transport.publish(userId, message);
    } catch (err) {
      this.logger.warn({ err, userId, kind: message.kind }, 'live: publish failed');
    }
  }
}
