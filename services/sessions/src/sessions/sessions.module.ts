import { Module } from '@nestjs/common';
import { RestaurantOwnersService } from './restaurant-owners.service.js';
import { SessionsResolver } from './sessions.resolver.js';
import { SessionsService } from './sessions.service.js';

/** Cooking sessions, occurrences, stock and the restaurant owners projection. */
@Module({
  providers: [SessionsService, RestaurantOwnersService, SessionsResolver],
  exports: [RestaurantOwnersService],
})
export class SessionsModule {}
