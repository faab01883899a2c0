import { Module } from '@nestjs/common';
import { PrivacyResolver } from './privacy.resolver.js';
import { PrivacyService } from './privacy.service.js';

/** The user's privacy rights in users: a copy of their data, deleting the account. */
@Module({ providers: [PrivacyService, PrivacyResolver] })
export class PrivacyModule {}
