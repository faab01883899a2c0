import { Module } from '@nestjs/common';
import { SessionsResolver } from './sessions.resolver.js';
import { SessionsService } from './sessions.service.js';

/** Cooking sessions, occurrences, stock and the restaurant owners projection. */
@Module({
  providers: [SessionsService, SessionsResolver],
  exports: [SessionsService],
})
export class SessionsModule {}
