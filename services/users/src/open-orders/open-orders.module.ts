import { Module } from '@nestjs/common';
import { OpenOrdersService } from './open-orders.service.js';

/** Users' projection of orders in progress (who may not delete their account yet). */
@Module({
  providers: [OpenOrdersService],
  exports: [OpenOrdersService],
})
export class OpenOrdersModule {}
