import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import type { ReceiptData } from '@hearth/contracts';
import { CurrentUser, Roles, forbidden, type AuthUser } from '@hearth/nest-common';
import { isUuid } from '@hearth/contracts';
import { OrderReceiptQuery } from './receipt.query.js';
import { receiptFileName, receiptPdf } from './receipt-pdf.js';
import { ChefStatementQuery } from './statement.query.js';
import { statementCsv } from './statement.js';
import { statementFileName, statementPdf } from './statement-pdf.js';
import {
  ChefStatementType,
  DownloadFileType,
  OrderReceiptType,
  StatementFormatEnum,
} from './receipts.types.js';

/** The API view of a receipt (dates as `Date`). */
function receiptView(r: ReceiptData): OrderReceiptType {
  return {
    ...r,
    tipCents: r.tipCents ?? 0,
    issuedAt: new Date(r.issuedAt),
    scheduledFor: new Date(r.scheduledFor),
    refunds: r.refunds.map((f) => ({ ...f, createdAt: new Date(f.createdAt) })),
  };
}

/**
 * Receipts and statements on the graph (issue 24, item 7; docs/rules/payments.md#receipts-and-statements):
 * the guest's receipt of a charged order and its PDF (the order's guest, or an admin), and a
 * chef's yearly statement with its CSV and PDF (the chef's own; admins any chef's). Files are
 * answered in the GraphQL response as base64 (`DownloadFile`): the browser saves them, and no
 * other route than /graphql needs authenticating. Thin: each field calls one query.
 */
@Resolver()
export class ReceiptsResolver {
  constructor(
    private readonly receipts: OrderReceiptQuery,
    private readonly statements: ChefStatementQuery,
  ) {}

  /** The receipt of a charged order; null while not charged. FORBIDDEN for anyone but its guest or an admin. */
  @Roles('GUEST', 'ADMIN')
  @Query(() => OrderReceiptType, {
    nullable: true,
    description:
      "The receipt of a charged order (ACCEPTED or COMPLETED; null before): the order's guest, or admins.",
  })
  async orderReceipt(
    @Args('orderId', { type: () => ID }) orderId: string,
    @CurrentUser() user: AuthUser,
  ): Promise<OrderReceiptType | null> {
    const r = await this.receipts.handle(user, orderId);
    return r ? receiptView(r) : null;
  }

  /** The receipt as a PDF (base64); null while not charged. Same access as `orderReceipt`. */
  @Roles('GUEST', 'ADMIN')
  @Query(() => DownloadFileType, {
    nullable: true,
    description:
      'The receipt as a PDF file (base64), the same content as orderReceipt; null while not charged.',
  })
  async orderReceiptPdf(
    @Args('orderId', { type: () => ID }) orderId: string,
    @CurrentUser() user: AuthUser,
  ): Promise<DownloadFileType | null> {
    const r = await this.receipts.handle(user, orderId);
    if (!r) return null;
    return {
      filename: receiptFileName(r),
      contentType: 'application/pdf',
      base64: receiptPdf(r).toString('base64'),
    };
  }

  /** A chef's statement of `year`: the signed-in chef's own (chefId omitted), admins any chef's. */
  @Roles('CHEF', 'ADMIN')
  @Query(() => ChefStatementType, {
    description:
      "A chef's statement of one calendar year from the ledger (integer cents, by month and for the year): the signed-in chef's own; admins any chef's (chefId).",
  })
  async chefStatement(
    @Args('year', { type: () => Int }) year: number,
    @Args('chefId', { type: () => ID, nullable: true }) chefId: string | null,
    @CurrentUser() user: AuthUser,
  ): Promise<ChefStatementType> {
    return (await this.statements.handle(user, this.chefOf(user, chefId), year)).statement;
  }

  /** The statement of `year` as a CSV or PDF file (base64). Same access as `chefStatement`. */
  @Roles('CHEF', 'ADMIN')
  @Query(() => DownloadFileType, {
    description: "A chef's statement of one year as a file (base64): CSV or PDF.",
  })
  async chefStatementFile(
    @Args('year', { type: () => Int }) year: number,
    @Args('format', { type: () => StatementFormatEnum }) format: StatementFormatEnum,
    @Args('chefId', { type: () => ID, nullable: true }) chefId: string | null,
    @CurrentUser() user: AuthUser,
  ): Promise<DownloadFileType> {
    const s = await this.statements.handle(user, this.chefOf(user, chefId), year);
    const csv = format === StatementFormatEnum.CSV;
    const bytes = csv
      ? Buffer.from(statementCsv(s.statement), 'utf8')
      : statementPdf(s.statement, s);
    return {
      filename: statementFileName(year, format),
      contentType: csv ? 'text/csv' : 'application/pdf',
      base64: bytes.toString('base64'),
    };
  }

  private chefOf(user: AuthUser, chefId: string | null): string {
    const id = chefId ?? user.id;
    if (!isUuid(id)) throw forbidden();
    return id;
  }
}
