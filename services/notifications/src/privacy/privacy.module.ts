import { Module } from '@nestjs/common';
import { PrivacyResolver } from './privacy.resolver.js';
import { PrivacyService } from './privacy.service.js';

/** The user's privacy rights in notifications: a copy of their data, erasing it on `UserDeleted`. */
@Module({ providers: [PrivacyService, PrivacyResolver], exports: [PrivacyService] })
export class PrivacyModule {}
