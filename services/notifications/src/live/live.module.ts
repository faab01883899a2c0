import { Global, Module } from '@nestjs/common';
import { LiveController } from './live.controller.js';
import { LiveHub } from './live-hub.js';
import { LiveTicketResolver } from './live-ticket.resolver.js';
import { LiveTickets } from './live-tickets.js';

/** Live push to open browsers: the hub (Redis pub/sub or in-process), tickets and the SSE endpoint. */
@Global()
@Module({
  controllers: [LiveController],
  providers: [LiveHub, LiveTickets, LiveTicketResolver],
  exports: [LiveHub],
})
export class LiveModule {}
