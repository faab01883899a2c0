import { Module } from '@nestjs/common';
import { DeliveryAddressResolver } from './delivery-address.resolver.js';
import { DeliveryAddressService } from './delivery-address.service.js';

/** The account's default delivery address (settings; the checkout starts from it). */
@Module({ providers: [DeliveryAddressService, DeliveryAddressResolver] })
export class DeliveryAddressModule {}
