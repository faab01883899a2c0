import { Module } from '@nestjs/common';
import { PrivacyResolver } from './privacy.resolver.js';
import { PrivacyService } from './privacy.service.js';

/** The user's copy of their data in sessions (their Notify me waits). */
@Module({ providers: [PrivacyService, PrivacyResolver] })
export class PrivacyModule {}
