import { Module } from '@nestjs/common';
import { BankDetailsCipher } from './bank-details.cipher.js';
import { BankDetailsResolver } from './bank-details.resolver.js';
import { BankDetailsService } from './bank-details.service.js';

/** Chef bank (payout) details, encrypted at rest (`BANK_DETAILS_KEY`, see `BankDetailsCipher`). */
@Module({
  providers: [BankDetailsCipher, BankDetailsService, BankDetailsResolver],
  exports: [BankDetailsService, BankDetailsCipher],
})
export class BankDetailsModule {}
