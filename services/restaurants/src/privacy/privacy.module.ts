import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module.js';
import { PrivacyResolver } from './privacy.resolver.js';
import { PrivacyService } from './privacy.service.js';

/** The user's privacy rights in restaurants: a copy of their data, erasing it on `UserDeleted`. */
@Module({
  imports: [MediaModule],
  providers: [PrivacyService, PrivacyResolver],
  exports: [PrivacyService],
})
export class PrivacyModule {}
