import { Module } from '@nestjs/common';
import { OpenOrdersModule } from '../open-orders/open-orders.module.js';
import { PrivacyResolver } from './privacy.resolver.js';
import { PrivacyService } from './privacy.service.js';

/** The user's privacy rights in users: a copy of their data, deleting the account. */
@Module({ imports: [OpenOrdersModule], providers: [PrivacyService, PrivacyResolver] })
export class PrivacyModule {}
