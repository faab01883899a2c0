import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { UserDeletedPayload } from '@hearth/events';
import { emailHash } from '../promotions/promotions.service.js';
import { OrderRepository } from '../orders/order.repository.js';
import { orderJsonSql, type OrderRow } from '../orders/order-views.js';

/**
 * The order fields a chef's export shows of each order received: its facts and amounts (its sales
 * tax lines and who supplied them included, docs/rules/tax.md), without
 * the guest's identity, address or instructions (those are the guest's).
 */
const CHEF_ORDER_FIELDS: ReadonlyArray<keyof OrderRow> = [
  'id',
  'restaurantId',
  'status',
  'fulfilment',
  'scheduledFor',
  'subtotalCents',
  'deliveryFeeCents',
  'discountCents',
  'discountFundedBy',
  'taxCents',
  'taxLines',
  'taxSupplier',
  'tipCents',
  'totalCents',
  'rejectionReason',
  'declineReason',
  'createdAt',
];

/**
 * The user's privacy rights in orders (docs/rules/accounts-and-admin.md#your-data): a copy of
 * what orders holds about them (the guest's orders (with their lines, delivery address,
 * instructions, refunds and later tips), standing weekly orders, payments, payment-processor
 * customer, promotion redemptions, promotion waitlist sign-up and cart; a chef's orders received,
 * payout account, payouts and ledger), and erasing it when the account is deleted.
 */
@Injectable()
export class PrivacyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderRepository,
  ) {}

  /**
   * What orders holds about the user `userId` (signed in with `email`), as plain JSON: one key
   * per kind of record, an empty list or null when there is none. Money in cents, times ISO 8601.
   * As a guest: `orders` (each with its `lines`, `refunds`: amount, reason, when — not who
   * refunded — and `tips` given after completion: amount, status, when, the processor's charge —
   * not the chef's card fee), `standingOrders` (weekly orders: dishes, fulfilment, address and
   * instructions, status, each recorded week with its outcome and order; not the card's id),
   * `payments`, `paymentCustomer` (the processor's customer id for their
   * saved cards; the cards stay at the processor), `promotionRedemptions`, `promotionWaitlist`
   * (`{ joinedAt }` when `email` joined; only its hash is kept) and `cart`. As a chef:
   * `ordersReceived` (each order's facts and amounts, without the guest's identity, address or
   * instructions — those are the guest's), `payoutAccount` (the last four digits and Wise's
   * recipient id), `payouts` (with their transfers) and `ledger` (every entry of their balance).
   */
  async exportData(userId: string, email: string): Promise<Record<string, unknown>> {
    const one = async (sql: string): Promise<unknown> => {
      const rows = (await this.dataSource.query(sql, [userId])) as Array<{ v: unknown }>;
      return rows[0]?.v ?? null;
    };
    const [waitlist] = (await this.dataSource.query(
      `SELECT joined_at AS "joinedAt" FROM promotion_waitlist_emails WHERE email_hash = $1`,
      [emailHash(email)],
    )) as Array<{ joinedAt: Date }>;
    return {
      orders: await one(
        `SELECT coalesce(jsonb_agg(to_jsonb(o) - 'idempotency_key' - 'payment_method_id'
                || jsonb_build_object('lines', (SELECT coalesce(jsonb_agg(to_jsonb(l) - 'order_id'), '[]')
                                                  FROM order_lines l WHERE l.order_id = o.id))
                || jsonb_build_object('refunds', (SELECT coalesce(jsonb_agg(
                       to_jsonb(r) - 'order_id' - 'idempotency_key' - 'created_by'
                       ORDER BY r.created_at), '[]')
                     FROM refunds r WHERE r.order_id = o.id))
                || jsonb_build_object('tips', (SELECT coalesce(jsonb_agg(
                       to_jsonb(t) - 'order_id' - 'chef_id' - 'idempotency_key' - 'fee_cents'
                       ORDER BY t.created_at), '[]')
                     FROM order_tips t WHERE t.order_id = o.id))
                ORDER BY o.created_at), '[]') AS v
         FROM orders o WHERE o.guest_id = $1`,
      ),
      standingOrders: await one(
        `SELECT coalesce(jsonb_agg(to_jsonb(s) - 'guest_id' - 'payment_method_id'
                || jsonb_build_object('weeks', (SELECT coalesce(jsonb_agg(
                     to_jsonb(w) - 'standing_order_id' ORDER BY w.starts_at), '[]')
                   FROM standing_order_weeks w WHERE w.standing_order_id = s.id))
                ORDER BY s.created_at), '[]') AS v
         FROM standing_orders s WHERE s.guest_id = $1`,
      ),
      payments: await one(
        `SELECT coalesce(jsonb_agg(to_jsonb(p) ORDER BY p.created_at), '[]') AS v
         FROM payments p WHERE p.guest_id = $1`,
      ),
      paymentCustomer: await one(
        `SELECT to_jsonb(c) - 'guest_id' AS v FROM payment_customers c WHERE c.guest_id = $1`,
      ),
      promotionRedemptions: await one(
        `SELECT coalesce(jsonb_agg(to_jsonb(r)), '[]') AS v
         FROM promotion_redemptions r WHERE r.guest_id = $1`,
      ),
      cart: await one(
        `SELECT coalesce(jsonb_agg(to_jsonb(c)), '[]') AS v
         FROM cart_items c WHERE c.guest_id = $1`,
      ),
      promotionWaitlist: waitlist ?? null,
      ordersReceived: await one(
        `SELECT coalesce(jsonb_agg(${orderJsonSql(this.dataSource.manager, CHEF_ORDER_FIELDS)}
                ORDER BY o.created_at), '[]') AS v
         FROM orders o WHERE o.chef_id = $1`,
      ),
      payoutAccount: await one(
        `SELECT jsonb_build_object('accountLast4', a.account_last4, 'filledAt', a.filled_at,
                  'providerRecipientId', a.provider_recipient_id::text,
                  'providerRecipientAt', a.provider_recipient_at) AS v
         FROM payout_bank_accounts a WHERE a.chef_id = $1`,
      ),
      payouts: await one(
        `SELECT coalesce(jsonb_agg(to_jsonb(p) - 'chef_id'
                || jsonb_build_object('transfers', (SELECT coalesce(jsonb_agg(
                     to_jsonb(t) - 'chef_id' - 'payout_id' - 'idempotency_key'), '[]')
                   FROM payout_transfers t WHERE t.payout_id = p.id))
                ORDER BY p.period_start), '[]') AS v
         FROM payouts p WHERE p.chef_id = $1`,
      ),
      ledger: await one(
        `SELECT coalesce(jsonb_agg(to_jsonb(l) - 'chef_id' ORDER BY l.id), '[]') AS v
         FROM ledger_entries l WHERE l.chef_id = $1`,
      ),
    };
  }

  /**
   * On `UserDeleted`: erases, in the handler's transaction (`manager`), the delivery address,
   * its coordinates and the instructions of every order of the guest
   * (`OrderRepository.eraseGuestDetails`), the cart, the payment stand-in's copy of the e-mail and
   * the waitlist hash; cancels the guest's standing weekly orders (no week is placed for a deleted
   * account) and erases their address, instructions and e-mail copy. Orders, their lines and
   * totals, payments and the ledger stay (they are the books), pointing at the anonymised id.
   * Idempotent: running it twice changes nothing more.
   */
  async erase(manager: EntityManager, p: UserDeletedPayload): Promise<void> {
    await this.orders.eraseGuestDetails(manager, p.userId);
    await manager.query(
      `UPDATE standing_orders SET status = 'CANCELLED', guest_email = '', address_line1 = NULL,
         address_line2 = NULL, postal_code = NULL, latitude = NULL, longitude = NULL,
         instructions = NULL, updated_at = now()
       WHERE guest_id = $1 AND (status <> 'CANCELLED' OR guest_email <> '')`,
      [p.userId],
    );
    await manager.query(`DELETE FROM cart_items WHERE guest_id = $1`, [p.userId]);
    await manager.query(`UPDATE test_processor_customers SET email = NULL WHERE guest_id = $1`, [
      p.userId,
    ]);
    await manager.query(`DELETE FROM promotion_waitlist_emails WHERE email_hash = $1`, [
      emailHash(p.email),
    ]);
  }
}
