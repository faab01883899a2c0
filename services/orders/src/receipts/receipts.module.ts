import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module.js';
import { ReceiptsResolver } from './receipts.resolver.js';
import { ChefStatementQuery } from './statement.query.js';

/**
 * Receipts and yearly statements (issue 24 item 7, docs/rules/payments.md#receipts-and-statements):
 * a charged order's receipt for its guest or an admin (page, PDF), and a chef's statement of a
 * year from the ledger (CSV, PDF). The receipt query itself lives in PaymentsModule, whose capture
 * publishes each receipt (`OrderReceiptIssued`); this module serves it and the statements.
 */
@Module({
  imports: [PaymentsModule],
  providers: [ChefStatementQuery, ReceiptsResolver],
})
export class ReceiptsModule {}
