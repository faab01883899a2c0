import { Module } from '@nestjs/common';
import { GatewayPartnerKeysController } from './gateway-partner-keys.controller.js';
import { PartnerKeysResolver } from './partner-keys.resolver.js';
import { PartnerKeysService } from './partner-keys.service.js';

/**
 * Partner API keys: the admins' Partner Keys (resolver) and the gateway's verification and usage
 * reports (controller, gateway peers only).
 */
@Module({
  controllers: [GatewayPartnerKeysController],
  providers: [PartnerKeysService, PartnerKeysResolver],
})
export class PartnerKeysModule {}
