import { Module } from '@nestjs/common';
import { BankDetailsCipher } from './bank-details.cipher.js';
import { BankDetailsResolver } from './bank-details.resolver.js';
import { BankDetailsService } from './bank-details.service.js';
import { PayoutRecipientsService, WISE_RECIPIENTS } from './payout-recipients.service.js';
import { wiseRecipientsFromEnv } from './wise-recipients.client.js';

/**
 * Chef bank (payout) details, encrypted at rest (`BANK_DETAILS_KEY`, see `BankDetailsCipher`),
 * and, when Wise is configured (`WISE_API_TOKEN`, `WISE_PROFILE_ID`, `WISE_API_BASE`), the chef's
 * Wise recipient account made from them (`PayoutRecipientsService`).
 */
@Module({
  providers: [
    BankDetailsCipher,
    BankDetailsService,
    BankDetailsResolver,
    PayoutRecipientsService,
    { provide: WISE_RECIPIENTS, useFactory: () => wiseRecipientsFromEnv() },
  ],
  exports: [BankDetailsService, BankDetailsCipher],
})
export class BankDetailsModule {}
