import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid, TEST_CARDS, type ReceiptData } from '@hearth/contracts';
import { forbidden, type AuthUser } from '@hearth/nest-common';
import { OrderAccess } from '../orders/order-access.js';
import type { OrderEntity } from '../orders/order.entity.js';
import { orderColumnsSql, orderLines, type OrderRow } from '../orders/order-views.js';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../payments/payment-processor.js';
import { PaymentRepository, type PaymentView } from '../payments/payment.repository.js';
import { buildReceipt } from './receipt.js';
import { platformTaxIdentity } from './tax-identity.js';

/** The time zone of a receipt whose restaurant orders does not know (Hearth's market). */
const DEFAULT_TIME_ZONE = 'America/Toronto';

/**
 * OrderReceipt: the receipt of one order for its guest or an admin (issue 24, item 7).
 */
@Injectable()
export class OrderReceiptQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    private readonly payments: PaymentRepository,
    private readonly access: OrderAccess,
  ) {}

  /**
   * The receipt of `orderId` (`buildReceipt`): null while the order is not charged (not ACCEPTED
   * or COMPLETED). Ownership first (`OrderAccess`): only the guest who placed it, or an admin.
   * @throws FORBIDDEN for anyone else — the restaurant's chef included — and for a malformed or
   * unknown id, whatever the order's state.
   */
  async handle(user: AuthUser, orderId: string): Promise<ReceiptData | null> {
    if (!isUuid(orderId)) throw forbidden();
    const m = this.dataSource.manager;
    const [row] = (await m.query(
      `SELECT ${orderColumnsSql(m)}, COALESCE(r.name, '') AS "restaurantName",
              r.time_zone AS "timeZone"
         FROM orders o LEFT JOIN order_restaurants r ON r.restaurant_id = o.restaurant_id
        WHERE o.id = $1`,
      [orderId],
    )) as Array<OrderRow & { restaurantName: string; timeZone: string | null }>;
    if (user.role !== 'ADMIN') await this.access.assertActor(m, user, 'GUEST', row ?? null);
    if (!row) return null;
    const payment = (await this.payments.paymentsOf([orderId])).get(orderId) ?? null;
    const [charge] = (await m.query(
      `SELECT min(created_at) AS at FROM ledger_entries WHERE order_id = $1 AND kind = 'GROSS'`,
      [orderId],
    )) as Array<{ at: Date | null }>;
    const [laterTip] = (await m.query(
      `SELECT amount_cents AS "amountCents", refunded_cents AS "refundedCents",
              refunded_at AS "refundedAt" FROM order_tips WHERE order_id = $1`,
      [orderId],
    )) as Array<{ amountCents: number; refundedCents: number; refundedAt: Date | null }>;
    return buildReceipt({
      order: row,
      laterTip: laterTip ?? null,
      restaurantName: row.restaurantName,
      timeZone: row.timeZone || DEFAULT_TIME_ZONE,
      lines: await orderLines(m, [orderId]),
      payment,
      card: await this.cardOf(payment),
      chargedAt: charge?.at ? new Date(charge.at) : null,
      platform: platformTaxIdentity(),
    });
  }

  /**
   * The receipt of `order` as its acceptance charges it, inside that transaction `m` (the order
   * already ACCEPTED in memory, the payment captured and the ledger written in `m`, neither
   * committed yet): for the receipt e-mail (`OrderReceiptIssued`). No refunds yet.
   */
  async atCapture(m: EntityManager, order: OrderEntity): Promise<ReceiptData | null> {
    const [restaurant] = (await m.query(
      `SELECT COALESCE(name, '') AS "restaurantName", time_zone AS "timeZone"
         FROM order_restaurants WHERE restaurant_id = $1`,
      [order.restaurantId],
    )) as Array<{ restaurantName: string; timeZone: string | null }>;
    const [payment] = (await m.query(
      `SELECT captured_cents AS "capturedCents", refunded_cents AS "refundedCents",
              payment_method_id AS "paymentMethodId", customer_id AS "customerId"
         FROM payments WHERE order_id = $1`,
      [order.id],
    )) as Array<{
      capturedCents: number;
      refundedCents: number;
      paymentMethodId: string | null;
      customerId: string | null;
    }>;
    const [charge] = (await m.query(
      `SELECT min(created_at) AS at FROM ledger_entries WHERE order_id = $1 AND kind = 'GROSS'`,
      [order.id],
    )) as Array<{ at: Date | null }>;
    return buildReceipt({
      order,
      restaurantName: restaurant?.restaurantName ?? '',
      timeZone: restaurant?.timeZone || DEFAULT_TIME_ZONE,
      lines: await orderLines(m, [order.id]),
      payment: payment ? { ...payment, refunds: [] } : null,
      card: await this.cardOf(payment ?? null),
      chargedAt: charge?.at ? new Date(charge.at) : null,
      platform: platformTaxIdentity(),
    });
  }

  /**
   * The card a payment was charged on, when known: a saved card as the processor lists it for the
   * guest's customer (null when removed since, or the processor cannot be reached — the receipt
   * then just says "Card"); a processor test token (`pm_card_visa`…, test mode) is a Visa ending
   * in its test number's last 4 digits.
   */
  private async cardOf(
    payment: Pick<PaymentView, 'paymentMethodId' | 'customerId'> | null,
  ): Promise<{ brand: string; last4: string } | null> {
    const id = payment?.paymentMethodId;
    if (!id) return null;
    const test = TEST_CARDS.find((c) => c.token === id);
    if (test) return { brand: 'visa', last4: test.number.slice(-4) };
    if (!payment.customerId) return null;
    try {
      const card = (await this.processor.listCards(payment.customerId)).find((c) => c.id === id);
      return card ? { brand: card.brand, last4: card.last4 } : null;
    } catch {
      return null;
    }
  }
}
