import { Module } from '@nestjs/common';
import { PreferencesResolver } from './preferences.resolver.js';
import { PreferencesService } from './preferences.service.js';

/** Notification preferences: the table per user and the check the senders ask. */
@Module({
  providers: [PreferencesService, PreferencesResolver],
  exports: [PreferencesService],
})
export class PreferencesModule {}
