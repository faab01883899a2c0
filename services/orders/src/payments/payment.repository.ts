import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '@hearth/contracts';
import type { OrderMoney } from './payment-policy.js';
import { Payment, type PaymentRecord } from './payment.model.js';

/** The columns of a payment, listed once, as `PaymentRecord` names them. */
const PAYMENT_COLUMNS = `p.order_id AS "orderId", p.guest_id AS "guestId", p.chef_id AS "chefId",
  p.processor, p.processor_payment_id AS "processorPaymentId", p.status, p.currency,
  p.amount_cents AS "amountCents", p.captured_cents AS "capturedCents",
  p.refunded_cents AS "refundedCents", p.fee_cents AS "feeCents", p.hold_count AS "holds",
  p.failure_code AS "failureCode", p.failure_message AS "failureMessage",
  p.payment_method_id AS "paymentMethodId", p.customer_id AS "customerId",
  p.authorized_at AS "authorizedAt", p.created_at AS "createdAt", p.updated_at AS "updatedAt"`;

/** A refund as the guest and the admin see it (integer cents). */
export interface RefundRow {
  id: string;
  orderId: string;
  amountCents: number;
  reason: string | null;
  createdAt: Date;
}

/** A payment with its refunds, oldest first: what the graph shows on an order. */
export type PaymentView = PaymentRecord & { refunds: RefundRow[] };

/** The facts every order event carries (`OrderRefV1`), read from the order. */
export interface OrderRef {
  orderId: string;
  guestId: string;
  restaurantId: string;
  chefId: string;
  occurrenceId: string;
}

/**
 * The SQL of payments and their refunds (tables `payments`, `refunds`): loads a `Payment` locked
 * for its transaction, inserts a new one, and saves a changed one with an UPDATE conditional on
 * the status it was loaded in. Methods taking `m` run in the caller's transaction.
 */
@Injectable()
export class PaymentRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The order's payment, locked until the transaction ends, or null when it has none. */
  async lock(m: EntityManager, orderId: string): Promise<Payment | null> {
    const [row] = (await m.query(
      `SELECT ${PAYMENT_COLUMNS} FROM payments p WHERE p.order_id = $1 FOR UPDATE`,
      [orderId],
    )) as PaymentRecord[];
    return row ? Payment.fromRecord(row) : null;
  }

  /** The payment the processor knows as `processorPaymentId`, locked, or null. */
  async lockByProcessorPayment(
    m: EntityManager,
    processor: string,
    processorPaymentId: string,
  ): Promise<Payment | null> {
    const [row] = (await m.query(
      `SELECT ${PAYMENT_COLUMNS} FROM payments p
        WHERE p.processor = $1 AND p.processor_payment_id = $2 FOR UPDATE`,
      [processor, processorPaymentId],
    )) as PaymentRecord[];
    return row ? Payment.fromRecord(row) : null;
  }

  /**
   * The next hold to renew, locked (rows another replica holds are skipped): the oldest AUTHORIZED
   * payment of `processor` on a saved card (it has a customer) whose order is still PENDING and
   * whose hold was placed before `before`, other than the orders in `skip`. Null when none is left.
   */
  async lockNextHoldToRenew(
    m: EntityManager,
    processor: string,
    before: Date,
    skip: readonly string[],
  ): Promise<Payment | null> {
    const [row] = (await m.query(
      `SELECT ${PAYMENT_COLUMNS}
         FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE p.status = 'AUTHORIZED' AND o.status = 'PENDING' AND p.authorized_at < $1
          AND p.customer_id IS NOT NULL AND p.processor = $2 AND NOT (p.order_id = ANY($3))
        ORDER BY p.authorized_at LIMIT 1 FOR UPDATE OF p SKIP LOCKED`,
      [before, processor, [...skip]],
    )) as PaymentRecord[];
    return row ? Payment.fromRecord(row) : null;
  }

  /**
   * Records a new payment (`Payment.authorized` or `Payment.failed`); an AUTHORIZED one's hold is
   * dated with the transaction's `now()`.
   */
  async insert(m: EntityManager, p: Payment): Promise<void> {
    await m.query(
      `INSERT INTO payments (order_id, guest_id, chef_id, processor, processor_payment_id, status,
                             currency, amount_cents, failure_code, failure_message,
                             payment_method_id, customer_id, authorized_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
               CASE WHEN $6 = 'AUTHORIZED' THEN now() END)`,
      [
        p.orderId,
        p.guestId,
        p.chefId,
        p.processor,
        p.processorPaymentId,
        p.status,
        p.currency,
        p.amountCents,
        p.failureCode,
        p.failureMessage,
        p.paymentMethodId,
        p.customerId,
      ],
    );
  }

  /**
   * Saves what a transition changed (status, processor payment id, captured, refunded and fee
   * cents, hold count, failure; the hold's time when the hold count changed), only while the row
   * is still in the status the payment was loaded in (`loadedStatus`).
   * @throws Error when the payment was never saved, or its row changed status meanwhile.
   */
  async save(m: EntityManager, p: Payment): Promise<void> {
    if (p.loadedStatus === null) throw new Error(`Payment ${p.orderId} is new: insert it`);
    const [, updated] = (await m.query(
      `UPDATE payments SET status = $3, processor_payment_id = $4, captured_cents = $5,
              refunded_cents = $6, fee_cents = $7, hold_count = $8,
              -- only a new hold moves its time (rewriting it would round it to the millisecond)
              authorized_at = CASE WHEN hold_count <> $8 THEN $9::timestamptz ELSE authorized_at END,
              failure_code = $10, failure_message = $11, updated_at = now()
        WHERE order_id = $1 AND status = $2`,
      [
        p.orderId,
        p.loadedStatus,
        p.status,
        p.processorPaymentId,
        p.capturedCents,
        p.refundedCents,
        p.feeCents,
        p.holds,
        p.authorizedAt,
        p.failureCode,
        p.failureMessage,
      ],
    )) as [unknown[], number];
    if (updated !== 1)
      throw new Error(`Payment ${p.orderId} is no longer ${p.loadedStatus}: not saved`);
  }

  /** Whether a refund was already made under this idempotency key. */
  async hasRefund(m: EntityManager, idempotencyKey: string): Promise<boolean> {
    const rows = (await m.query(`SELECT 1 FROM refunds WHERE idempotency_key = $1`, [
      idempotencyKey,
    ])) as unknown[];
    return rows.length > 0;
  }

  /** Records one refund (`amountCents` > 0) with the processor's refund id and who made it. */
  async insertRefund(
    m: EntityManager,
    refund: {
      id: string;
      orderId: string;
      amountCents: number;
      reason: string | null;
      processorRefundId: string;
      idempotencyKey: string;
      createdBy: string;
    },
  ): Promise<void> {
    await m.query(
      `INSERT INTO refunds (id, order_id, amount_cents, reason, processor_refund_id,
                            idempotency_key, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        refund.id,
        refund.orderId,
        refund.amountCents,
        refund.reason,
        refund.processorRefundId,
        refund.idempotencyKey,
        refund.createdBy,
      ],
    );
  }

  /**
   * The money facts of an order a refund splits (`OrderMoney`: discount and who funds it, sales
   * tax and who supplies it, the checkout tip; integer cents), or null when there is no such order.
   */
  async orderMoney(m: EntityManager, orderId: string): Promise<OrderMoney | null> {
    const [order] = (await m.query(
      `SELECT discount_cents AS "discountCents", discount_funded_by AS "discountFundedBy",
              tax_cents AS "taxCents", tax_supplier AS "taxSupplier", tip_cents AS "tipCents"
         FROM orders WHERE id = $1`,
      [orderId],
    )) as OrderMoney[];
    return order ?? null;
  }

  /** The facts an order's events carry, or null when there is no such order. */
  async orderRef(m: EntityManager, orderId: string): Promise<OrderRef | null> {
    const [ref] = (await m.query(
      `SELECT id AS "orderId", guest_id AS "guestId", restaurant_id AS "restaurantId",
              chef_id AS "chefId", occurrence_id AS "occurrenceId" FROM orders WHERE id = $1`,
      [orderId],
    )) as OrderRef[];
    return ref ?? null;
  }

  /**
   * Records a processor webhook by the processor's event id; false when it was recorded before
   * (a replay).
   */
  async recordWebhookEvent(
    m: EntityManager,
    processor: string,
    event: { id: string; type: string; paymentId: string | null },
  ): Promise<boolean> {
    const inserted = (await m.query(
      `INSERT INTO processor_webhook_events (id, processor, type, payment_id)
       VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [event.id, processor, event.type, event.paymentId],
    )) as unknown[];
    return inserted.length > 0;
  }

  /** The payments of `orderIds` with their refunds (oldest first), keyed by order id. */
  async paymentsOf(orderIds: readonly string[]): Promise<Map<string, PaymentView>> {
    const ids = orderIds.filter(isUuid);
    if (ids.length === 0) return new Map();
    const rows = (await this.dataSource.query(
      `SELECT ${PAYMENT_COLUMNS} FROM payments p WHERE p.order_id = ANY($1::uuid[])`,
      [ids],
    )) as PaymentRecord[];
    const refunds = (await this.dataSource.query(
      `SELECT id, order_id AS "orderId", amount_cents AS "amountCents", reason,
              created_at AS "createdAt"
         FROM refunds WHERE order_id = ANY($1::uuid[]) ORDER BY created_at, id`,
      [ids],
    )) as RefundRow[];
    return new Map(
      rows.map((r) => [
        r.orderId,
        { ...r, refunds: refunds.filter((f) => f.orderId === r.orderId) },
      ]),
    );
  }
}
