import { Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER, NodemailerMailer } from '@hearth/nest-common';
import { NEWSLETTER_CONFIG, NEWSLETTER_MAILER } from './newsletter-mailer.js';
import { NewsletterPostsResolver } from './newsletter-posts.resolver.js';
import { NewsletterPostsService } from './newsletter-posts.service.js';
import { NewsletterQueue } from './newsletter-queue.js';
import { NewsletterSender } from './newsletter-sender.js';
import { newsletterConfigFromEnv, type NewsletterConfig } from './sender-config.js';
import { UnsubscribeController } from './unsubscribe.controller.js';
import { UnsubscribeTokens } from './unsubscribe-tokens.js';
import { NewsletterMetrics } from './newsletter-metrics.js';

/**
 * Post Newsletter: compose and test (resolver), the durable queue and its background sender, the
 * unsubscribe link (token, one-click endpoint, page mutation). Config: `newsletterConfigFromEnv`.
 */
@Module({
  controllers: [UnsubscribeController],
  providers: [
    { provide: NEWSLETTER_CONFIG, useFactory: () => newsletterConfigFromEnv() },
    {
      provide: NEWSLETTER_MAILER,
      inject: [NEWSLETTER_CONFIG, LOGGER],
      useFactory: (config: NewsletterConfig, logger: Logger) =>
        new NodemailerMailer(config.mail, logger, {
          pooledConnections: config.connections,
          timeoutMs: config.smtpTimeoutMs,
        }),
    },
    UnsubscribeTokens,
    NewsletterQueue,
    NewsletterMetrics,
    NewsletterPostsService,
    NewsletterPostsResolver,
    NewsletterSender,
  ],
})
export class NewsletterPostsModule {}
