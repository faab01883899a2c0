import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * A tip given after its order was completed, charged on its own (`order_tips`, one per order;
 * docs/rules/payments.md#tips). Integer cents; `status` CAPTURED, or REFUNDED once the order was
 * refunded in full.
 */
export interface LaterTip {
  id: string;
  orderId: string;
  chefId: string;
  processor: string;
  processorPaymentId: string;
  status: 'CAPTURED' | 'REFUNDED';
  amountCents: number;
  feeCents: number;
  refundedCents: number;
  idempotencyKey: string;
}

const COLUMNS = `id, order_id AS "orderId", chef_id AS "chefId", processor,
  processor_payment_id AS "processorPaymentId", status, amount_cents AS "amountCents",
  fee_cents AS "feeCents", refunded_cents AS "refundedCents", idempotency_key AS "idempotencyKey"`;

/** The SQL of tips charged after completion (`order_tips`), in the caller's transaction. */
@Injectable()
export class TipRepository {
  /** The order's tip charged after completion, locked for the transaction, or null. */
  async lock(m: EntityManager, orderId: string): Promise<LaterTip | null> {
    const [row] = (await m.query(
      `SELECT ${COLUMNS} FROM order_tips WHERE order_id = $1 FOR UPDATE`,
      [orderId],
    )) as LaterTip[];
    return row ?? null;
  }

  /** Records a charged tip (CAPTURED). */
  async insert(m: EntityManager, tip: Omit<LaterTip, 'status' | 'refundedCents'>): Promise<void> {
    await m.query(
      `INSERT INTO order_tips (id, order_id, chef_id, processor, processor_payment_id, status,
                               amount_cents, fee_cents, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, 'CAPTURED', $6, $7, $8)`,
      [
        tip.id,
        tip.orderId,
        tip.chefId,
        tip.processor,
        tip.processorPaymentId,
        tip.amountCents,
        tip.feeCents,
        tip.idempotencyKey,
      ],
    );
  }

  /** Marks the tip `id` refunded in full by the processor's refund `processorRefundId`. */
  async markRefunded(m: EntityManager, id: string, processorRefundId: string): Promise<void> {
    await m.query(
      `UPDATE order_tips SET status = 'REFUNDED', refunded_cents = amount_cents,
              processor_refund_id = $2, refunded_at = now()
        WHERE id = $1`,
      [id, processorRefundId],
    );
  }

  /** The tip given after completion of each of `orderIds` (integer cents; 0 when none). */
  async laterTipCents(m: EntityManager, orderIds: string[]): Promise<Map<string, number>> {
    const rows = (await m.query(
      `SELECT order_id AS "orderId", amount_cents AS "cents" FROM order_tips
        WHERE order_id = ANY($1::uuid[])`,
      [orderIds],
    )) as Array<{ orderId: string; cents: number }>;
    return new Map(rows.map((r) => [r.orderId, r.cents]));
  }
}
