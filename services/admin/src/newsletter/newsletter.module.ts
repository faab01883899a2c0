import { Module } from '@nestjs/common';
import { NewsletterResolver } from './newsletter.resolver.js';
import { NewsletterService } from './newsletter.service.js';

/** The newsletter: public subscribe and the admin list. */
@Module({
  providers: [NewsletterService, NewsletterResolver],
  exports: [NewsletterService],
})
export class NewsletterModule {}
