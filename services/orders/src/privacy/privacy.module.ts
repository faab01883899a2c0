import { Module } from '@nestjs/common';
import { PrivacyResolver } from './privacy.resolver.js';
import { PrivacyService } from './privacy.service.js';
import { OrderRepository } from '../orders/order.repository.js';

/** The user's privacy rights in orders: a copy of their data, erasing it on `UserDeleted`. */
@Module({
  providers: [PrivacyService, PrivacyResolver, OrderRepository],
  exports: [PrivacyService],
})
export class PrivacyModule {}
