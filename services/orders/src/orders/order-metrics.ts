import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LOGGER, ServiceMetrics } from '@hearth/nest-common';
import type { Logger } from 'pino';

/**
 * The orders gauges read at scrape time (deploy/observability/README.md):
 * `hearth_orders_placed` (orders waiting for the checkout saga's answer, status PLACED) and
 * `hearth_orders_placed_oldest_age_seconds` (how long the oldest has waited, 0 when none; alert
 * HearthOrdersStuckPlaced: a PLACED order should be PENDING or REJECTED within seconds,
 * docs/rules/orders-and-sessions.md#checkout).
 */
@Injectable()
export class OrderMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: ServiceMetrics,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Registers the gauges (Nest calls it once at start-up). */
  onModuleInit(): void {
    let last: Promise<{ n: number; oldest: number }> | undefined;
    const read = () =>
      (last ??= this.dataSource
        .query(
          `SELECT count(*)::int AS n,
                  coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest
             FROM orders WHERE status = 'PLACED'`,
        )
        .then((rows: Array<{ n: number; oldest: number }>) => rows[0] ?? { n: 0, oldest: 0 })
        .finally(() => setTimeout(() => (last = undefined), 1_000).unref()));
    const onError = (err: unknown) =>
      this.logger.debug({ err }, 'metrics: the orders gauges could not be read');
    this.metrics.gaugeFrom(
      'hearth_orders_placed',
      'Orders in status PLACED (waiting for the checkout saga)',
      [],
      async () => [{ labels: {}, value: (await read()).n }],
      onError,
    );
    this.metrics.gaugeFrom(
      'hearth_orders_placed_oldest_age_seconds',
      'Seconds the oldest order in status PLACED has waited (0 when none)',
      [],
      async () => [{ labels: {}, value: Math.max(0, (await read()).oldest) }],
      onError,
    );
  }
}
