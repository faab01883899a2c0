import { Module } from '@nestjs/common';
import { AddressModule } from '../address/address.module.js';
import { BankDetailsModule } from '../bank-details/bank-details.module.js';
import { ChefProfileResolver, ChefUserFieldsResolver } from './chef-profile.resolver.js';
import { ChefProfileService } from './chef-profile.service.js';
import { SetGstHstNumberHandler } from './set-gst-hst-number.handler.js';

/**
 * Chef onboarding wizard (General information, Credentials, Terms), the chef's GST/HST number
 * and the chef `User` fields.
 * The profile address is located with the `AddressLookup` of `AddressModule` (the autocomplete's).
 */
@Module({
  imports: [AddressModule, BankDetailsModule],
  providers: [
    ChefProfileService,
    SetGstHstNumberHandler,
    ChefProfileResolver,
    ChefUserFieldsResolver,
  ],
  exports: [ChefProfileService],
})
export class ChefProfileModule {}
