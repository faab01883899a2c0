import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LOGGER, ServiceMetrics } from '@hearth/nest-common';
import type { Logger } from 'pino';

/**
 * `hearth_newsletter_recipients{status}`, read at scrape time: the recipients of the newsletters
 * still SENDING, by their state (PENDING, SENDING, SENT, FAILED; docs/adr/0012) — the newsletter
 * progress panel of the Hearth dashboard (deploy/observability/). No series while none is sending.
 */
@Injectable()
export class NewsletterMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: ServiceMetrics,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Registers the gauge (Nest calls it once at start-up). */
  onModuleInit(): void {
    this.metrics.gaugeFrom(
      'hearth_newsletter_recipients',
      'Recipients of the newsletters being sent, by state',
      ['status'],
      async () => {
        const rows: Array<{ status: string; n: number }> = await this.dataSource.query(
          `SELECT r.status, count(*)::int AS n
             FROM newsletter_recipients r JOIN newsletters n ON n.id = r.newsletter_id
            WHERE n.status = 'SENDING' GROUP BY r.status`,
        );
        return rows.map(({ status, n }) => ({ labels: { status }, value: n }));
      },
      (err) => this.logger.debug({ err }, 'metrics: the newsletter gauge could not be read'),
    );
  }
}
