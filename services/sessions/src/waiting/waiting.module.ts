import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module.js';
import { WaitingResolver } from './waiting.resolver.js';
import { WaitingService } from './waiting.service.js';

/** "Notify me": guests waiting for sold-out dishes and the demand chefs see. */
@Module({
  imports: [SessionsModule],
  providers: [WaitingService, WaitingResolver],
})
export class WaitingModule {}
