import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  CURRENCY,
  PaymentMessages,
  addPaymentMethodFromSetupSchema,
  addPaymentMethodSchema,
  refundOrderSchema,
  toFieldErrors,
  type FieldError,
  type PaymentStatus,
  isUuid,
} from '@hearth/contracts';
import { Topics, type EventEnvelope } from '@hearth/events';
import { forbidden, publishEvents, type AuthUser } from '@hearth/nest-common';
import type { OrderEntity } from '../orders/order.entity.js';
import { paymentAuthorized } from '../integration-events/published/payment-authorized.event.js';
import { paymentCaptured } from '../integration-events/published/payment-captured.event.js';
import { paymentVoided } from '../integration-events/published/payment-voided.event.js';
import { paymentRefunded } from '../integration-events/published/payment-refunded.event.js';
import {
  PAYMENT_PROCESSOR,
  type Decline,
  type PaymentProcessor,
  type SavedCard,
} from './payment-processor.js';

/** Nest injection token of the platform commission rate, in basis points (1000 = 10 %). */
export const COMMISSION_BPS = Symbol('COMMISSION_BPS');

/** A payment row as the service reads it (amounts in integer cents). */
export interface PaymentRow {
  orderId: string;
  guestId: string;
  chefId: string;
  processor: string;
  processorPaymentId: string | null;
  status: PaymentStatus;
  currency: string;
  amountCents: number;
  capturedCents: number;
  refundedCents: number;
  feeCents: number;
  /** How many holds the payment has had (renewals of a far-off order's hold). */
  holds: number;
  failureCode: string | null;
  failureMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const PAYMENT_COLUMNS = `order_id AS "orderId", guest_id AS "guestId", chef_id AS "chefId",
  processor, processor_payment_id AS "processorPaymentId", status, currency,
  amount_cents AS "amountCents", captured_cents AS "capturedCents",
  refunded_cents AS "refundedCents", fee_cents AS "feeCents", hold_count AS "holds",
  failure_code AS "failureCode",
  failure_message AS "failureMessage", created_at AS "createdAt", updated_at AS "updatedAt"`;

/** A refund as the guest and the admin see it. */
export interface RefundRow {
  id: string;
  orderId: string;
  amountCents: number;
  reason: string | null;
  createdAt: Date;
}

/**
 * The idempotency key of one money step of one order: the same step always sends the same key.
 * `hold` numbers the order's holds (a far-off order's hold is renewed before it lapses): the
 * first hold's keys carry no number, later ones `:2`, `:3`…
 */
export const stepKey = (
  orderId: string,
  step: 'authorize' | 'capture' | 'void' | 'void-refund' | 'save-card',
  hold = 1,
) => `order:${orderId}:${step}${hold > 1 ? `:${hold}` : ''}`;

/**
 * Card holds last about 7 days (card networks; 5 for some merchant-initiated Visa holds): an
 * order whose session starts further away than `FAR_OFF_DAYS` pays with a card saved to the
 * guest's processor customer, and its hold is renewed once it is `RENEW_HOLD_AFTER_DAYS` old
 * while the chef has not answered yet.
 */
export const FAR_OFF_DAYS = 5;
export const RENEW_HOLD_AFTER_DAYS = 4;
const DAY_MS = 86_400_000;

/** `amount × bps / 10 000`, rounded to the cent. */
const share = (amountCents: number, bps: number) => Math.round((amountCents * bps) / 10_000);

/** What the platform pays the chef for the order's discount: all of it when it funds it, else 0. */
const platformFunding = (order: Pick<OrderEntity, 'discountCents' | 'discountFundedBy'>) =>
  order.discountFundedBy === 'PLATFORM' ? order.discountCents : 0;

/**
 * Money of orders (docs/rules/payments.md): the guest's cards at the processor, the order's
 * authorisation (after stock is reserved), its capture (when the chef accepts), its release (when
 * the order ends unaccepted), refunds, and the chef's append-only ledger. Every processor call
 * carries an idempotency key derived from the order and the step, and every change is recorded
 * with its event in the caller's transaction.
 */
@Injectable()
export class PaymentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    @Inject(COMMISSION_BPS) private readonly commissionBps: number,
  ) {}

  /** `test` while the local test-mode processor (or a Stripe test key) is in use. */
  get mode(): 'test' | 'live' {
    return this.processor.mode;
  }

  // ── cards ────────────────────────────────────────────────────────────────────────────────

  /** The guest's saved cards, newest first (none before the first is saved). */
  async listCards(user: AuthUser): Promise<SavedCard[]> {
    const customerId = await this.customerOf(this.dataSource.manager, user.id, false);
    return customerId ? this.processor.listCards(customerId) : [];
  }

  /**
   * Saves a card (a processor token) to the guest's customer, creating it on first use; a card
   * the guest already saved (same brand, last 4 and expiry) is not added twice. The
   * card, or a field error: a malformed token ('Choose a card to pay with') or the processor's
   * refusal message.
   */
  async addCard(
    user: AuthUser,
    input: unknown,
    idempotencyKey: string,
  ): Promise<{ card: SavedCard } | { errors: FieldError[] }> {
    const parsed = addPaymentMethodSchema.safeParse(input);
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const customerId = (await this.customerOf(this.dataSource.manager, user.id, true))!;
    const result = await this.processor.attachCard(
      customerId,
      parsed.data.paymentMethodToken,
      `card:${user.id}:${idempotencyKey}`,
    );
    if (!result.ok) return { errors: [{ field: 'paymentMethodToken', message: result.message }] };
    return { card: await this.keepOne(customerId, result.card) };
  }

  /**
   * Live mode, step 1 of saving a card with the processor's own card form: starts a card setup
   * (a Stripe SetupIntent, for charges later without the guest) for the guest's customer,
   * creating the customer on first use. Answers what the browser's card form needs: the setup's
   * id, its client secret and the processor's publishable key. One setup per guest and
   * `idempotencyKey` (a resubmit gets the same one). A field error on `card` when the processor
   * has no browser card form or no publishable key is configured.
   * @throws ProcessorUnavailable when the processor cannot be reached.
   */
  async startCardSetup(
    user: AuthUser,
    idempotencyKey: string,
  ): Promise<
    | { setup: { setupIntentId: string; clientSecret: string; publishableKey: string } }
    | { errors: FieldError[] }
  > {
    const publishableKey = this.processor.publishableKey;
    if (!this.processor.startCardSetup || !publishableKey)
      return { errors: [{ field: 'card', message: PaymentMessages.cardSetupUnavailable }] };
    const customerId = (await this.customerOf(this.dataSource.manager, user.id, true))!;
    const setup = await this.processor.startCardSetup(
      customerId,
      `setup:${user.id}:${idempotencyKey}`,
    );
    return { setup: { setupIntentId: setup.id, clientSecret: setup.clientSecret, publishableKey } };
  }

  /**
   * Live mode, step 2: records the card of a card setup the guest's browser confirmed. The
   * browser's word is not taken: the setup is read back from the processor, and the card is the
   * guest's only when the setup is for the guest's own customer, has succeeded, and its card is
   * attached to that customer. The same card saved before (same brand, last 4 and expiry) stays
   * one card. Sending the same setup again answers the same card (idempotent: reads and a
   * duplicate's removal only, so `idempotencyKey` — one per card form, like addCard's — needs no
   * processor key of its own). Field errors on `setupIntentId`: an
   * unknown setup or one of another account ('We could not find this card setup…'), one not
   * confirmed ('Your card was not confirmed. Enter it again.'); on `card` when the processor has
   * no card setup.
   * @throws ProcessorUnavailable when the processor cannot be reached.
   */
  async addCardFromSetup(
    user: AuthUser,
    input: unknown,
    // Accepted like addCard's key; unused because this step is idempotent without it.
    _idempotencyKey: string,
  ): Promise<{ card: SavedCard } | { errors: FieldError[] }> {
    if (!this.processor.readCardSetup)
      return { errors: [{ field: 'card', message: PaymentMessages.cardSetupUnavailable }] };
    const parsed = addPaymentMethodFromSetupSchema.safeParse(input);
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const notFound = {
      errors: [{ field: 'setupIntentId', message: PaymentMessages.cardSetupNotFound }],
    };
    const customerId = await this.customerOf(this.dataSource.manager, user.id, false);
    if (!customerId) return notFound;
    const setup = await this.processor.readCardSetup(parsed.data.setupIntentId);
    if (!setup || setup.customerId !== customerId) return notFound;
    if (setup.status !== 'succeeded' || !setup.card)
      return {
        errors: [{ field: 'setupIntentId', message: PaymentMessages.cardSetupNotConfirmed }],
      };
    const { customerId: owner, ...card } = setup.card;
    if (owner === customerId) return { card: await this.keepOne(customerId, card) };
    // Not attached (any more): answered again after keepOne removed it as a duplicate, the saved
    // card it duplicates is the answer; otherwise (removed since, or someone else's) none.
    const same = owner === null ? await this.sameCard(customerId, card) : undefined;
    return same ? { card: same } : notFound;
  }

  /**
   * The same card saved again (same brand, last 4 and expiry as another saved card) stays one
   * card in the list: the new copy is removed and the older one answered.
   */
  private async keepOne(customerId: string, card: SavedCard): Promise<SavedCard> {
    const same = await this.sameCard(customerId, card);
    if (!same) return card;
    await this.processor.detachCard(customerId, card.id, `detach:${card.id}`);
    return same;
  }

  /** Another of the customer's saved cards with the card's brand, last 4 and expiry, if any. */
  private async sameCard(customerId: string, card: SavedCard): Promise<SavedCard | undefined> {
    return (await this.processor.listCards(customerId)).find(
      (c) =>
        c.id !== card.id &&
        c.brand === card.brand &&
        c.last4 === card.last4 &&
        c.expMonth === card.expMonth &&
        c.expYear === card.expYear,
    );
  }

  /** Removes one of the guest's saved cards; a card that is not theirs is a field error. */
  async removeCard(user: AuthUser, paymentMethodId: string): Promise<FieldError[]> {
    const customerId = await this.customerOf(this.dataSource.manager, user.id, false);
    const cards = customerId ? await this.processor.listCards(customerId) : [];
    if (!customerId || !cards.some((c) => c.id === paymentMethodId))
      return [{ field: 'paymentMethodId', message: PaymentMessages.cardNotFound }];
    await this.processor.detachCard(customerId, paymentMethodId, `detach:${paymentMethodId}`);
    return [];
  }

  /** The guest's processor customer id, created (once, by key) when `create` and missing. */
  private async customerOf(m: EntityManager, guestId: string, create: boolean) {
    const [row] = (await m.query(
      `SELECT customer_id AS "customerId" FROM payment_customers
        WHERE guest_id = $1 AND processor = $2`,
      [guestId, this.processor.name],
    )) as Array<{ customerId: string }>;
    if (row || !create) return row?.customerId ?? null;
    const customerId = await this.processor.createCustomer(
      { guestId, email: null },
      `customer:${this.processor.name}:${guestId}`,
    );
    await m.query(
      `INSERT INTO payment_customers (guest_id, processor, customer_id) VALUES ($1, $2, $3)
       ON CONFLICT (guest_id, processor) DO NOTHING`,
      [guestId, this.processor.name, customerId],
    );
    return customerId;
  }

  // ── the order's money steps ──────────────────────────────────────────────────────────────

  /**
   * Holds the order total on the guest's card (in the caller's transaction, which has the order
   * locked): records the payment (AUTHORIZED, or FAILED with the processor's reason) and returns
   * the `PaymentAuthorized` event to publish with the PLACED → PENDING change, or the decline.
   * A saved card is one of the guest's; anything else is a fresh token. An order a discount made
   * free (total 0 cents) has nothing to hold: no payment, no event.
   * @throws ProcessorUnavailable (transient) when the processor cannot be reached.
   */
  async authorize(
    m: EntityManager,
    order: OrderEntity,
    traceparent: string | null,
    now = new Date(),
  ): Promise<{ ok: true; event: EventEnvelope | null } | ({ ok: false } & Decline)> {
    if (order.totalCents === 0 && order.discountCents > 0) return { ok: true, event: null };
    if (!order.paymentMethodId) {
      await this.record(m, order, 'FAILED', null, 'card_required', PaymentMessages.cardRequired);
      return { ok: false, code: 'card_required', message: PaymentMessages.cardRequired };
    }
    const saved = !order.paymentMethodId.startsWith('pm_card_');
    let customerId = saved ? await this.customerOf(m, order.guestId, false) : null;
    let paymentMethodId = order.paymentMethodId;
    // A far-off order: its hold will have to be renewed, which a one-time token cannot do, so the
    // card is saved to the guest's customer first (as a SetupIntent would).
    if (!saved && order.scheduledFor.getTime() - now.getTime() > FAR_OFF_DAYS * DAY_MS) {
      customerId = (await this.customerOf(m, order.guestId, true))!;
      const card = await this.processor.attachCard(
        customerId,
        paymentMethodId,
        stepKey(order.id, 'save-card'),
      );
      if (!card.ok) {
        await this.record(m, order, 'FAILED', null, card.code, card.message);
        return { ok: false, code: card.code, message: card.message };
      }
      paymentMethodId = card.card.id;
    }
    const result = await this.processor.authorize(
      {
        amountCents: order.totalCents,
        currency: CURRENCY,
        customerId,
        paymentMethodId,
        orderId: order.id,
      },
      stepKey(order.id, 'authorize'),
    );
    if (!result.ok) {
      const message = result.message || PaymentMessages.declinedFallback;
      await this.record(m, order, 'FAILED', result.paymentId, result.code, message);
      return { ok: false, code: result.code, message };
    }
    await this.record(m, order, 'AUTHORIZED', result.paymentId, null, null, {
      paymentMethodId,
      customerId,
    });
    const event = paymentAuthorized(
      {
        ...order.ref(),
        amountCents: order.totalCents,
        currency: CURRENCY,
        processor: this.processor.name,
        processorPaymentId: result.paymentId,
      },
      traceparent,
    );
    return { ok: true, event };
  }

  private async record(
    m: EntityManager,
    order: OrderEntity,
    status: PaymentStatus,
    processorPaymentId: string | null,
    failureCode: string | null,
    failureMessage: string | null,
    card: { paymentMethodId: string; customerId: string | null } | null = null,
  ): Promise<void> {
    await m.query(
      `INSERT INTO payments (order_id, guest_id, chef_id, processor, processor_payment_id, status,
                             currency, amount_cents, failure_code, failure_message,
                             payment_method_id, customer_id, authorized_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
               CASE WHEN $6 = 'AUTHORIZED' THEN now() END)`,
      [
        order.id,
        order.guestId,
        order.chefId,
        this.processor.name,
        processorPaymentId,
        status,
        CURRENCY,
        order.totalCents,
        failureCode,
        failureMessage,
        card?.paymentMethodId ?? null,
        card?.customerId ?? null,
      ],
    );
  }

  /**
   * Renews the holds about to lapse (card holds last about 7 days): for each AUTHORIZED payment
   * of a still-PENDING order whose hold is `RENEW_HOLD_AFTER_DAYS` old and whose card is saved,
   * places a new hold for the same amount and releases the old one, each with the order's
   * numbered step keys (a retry never holds twice). A card that is now declined keeps its old hold
   * (the order may still be accepted before it lapses; the failure is recorded on the payment).
   * Replicas sweeping at once skip each other's rows. Returns how many holds were renewed.
   */
  async renewHolds(now = new Date(), limit = 100): Promise<number> {
    let renewed = 0;
    const before = new Date(now.getTime() - RENEW_HOLD_AFTER_DAYS * DAY_MS);
    const tried = new Set<string>();
    for (let i = 0; i < limit; i++) {
      const next = await this.dataSource.transaction(async (m) => {
        const [p] = (await m.query(
          `SELECT p.order_id AS "orderId", p.processor_payment_id AS "paymentId",
                  p.payment_method_id AS "paymentMethodId", p.customer_id AS "customerId",
                  p.amount_cents AS "amountCents", p.hold_count AS "holds"
             FROM payments p JOIN orders o ON o.id = p.order_id
            WHERE p.status = 'AUTHORIZED' AND o.status = 'PENDING' AND p.authorized_at < $1
              AND p.customer_id IS NOT NULL AND p.processor = $2 AND NOT (p.order_id = ANY($3))
            ORDER BY p.authorized_at LIMIT 1 FOR UPDATE OF p SKIP LOCKED`,
          [before, this.processor.name, [...tried]],
        )) as Array<{
          orderId: string;
          paymentId: string;
          paymentMethodId: string;
          customerId: string;
          amountCents: number;
          holds: number;
        }>;
        if (!p) return false;
        tried.add(p.orderId);
        const hold = p.holds + 1;
        const result = await this.processor.authorize(
          {
            amountCents: p.amountCents,
            currency: CURRENCY,
            customerId: p.customerId,
            paymentMethodId: p.paymentMethodId,
            orderId: p.orderId,
          },
          stepKey(p.orderId, 'authorize', hold),
        );
        if (!result.ok) {
          await m.query(
            `UPDATE payments SET failure_code = $2, failure_message = $3, updated_at = now()
              WHERE order_id = $1`,
            [p.orderId, result.code, result.message],
          );
          return true;
        }
        await this.processor.voidAuthorization(p.paymentId, stepKey(p.orderId, 'void', p.holds));
        await m.query(
          `UPDATE payments SET processor_payment_id = $2, hold_count = $3, authorized_at = $4,
                  failure_code = NULL, failure_message = NULL, updated_at = now()
            WHERE order_id = $1`,
          [p.orderId, result.paymentId, hold, now],
        );
        renewed++;
        return true;
      });
      if (!next) break;
    }
    return renewed;
  }

  /**
   * Charges the held total when the chef accepts (the caller's transaction has the order locked):
   * the payment becomes CAPTURED, the ledger gets the order's GROSS (+, what the guest paid),
   * PROMOTION_FUNDING (+, a discount the platform funds, paid to the chef), COMMISSION (−, the
   * rate × GROSS + PROMOTION_FUNDING, so a platform-funded discount leaves the chef's earnings as
   * without it; a chef-funded one simply lowers GROSS) and PROCESSOR_FEE (−) entries, and
   * `PaymentCaptured` is returned to publish with the acceptance. An order without a payment
   * (placed before payments existed, or made free by a discount) needs no capture; a free one
   * still gets its platform funding and commission. The processor's refusal (hold expired or
   * released) is `{ ok: false }` with the message to show the chef.
   */
  async capture(
    m: EntityManager,
    order: OrderEntity,
    traceparent: string | null,
  ): Promise<{ ok: true; events: EventEnvelope[] } | { ok: false; message: string }> {
    const payment = await this.lock(m, order.id);
    const fundingCents = platformFunding(order);
    if (!payment) {
      await this.ledger(m, order.chefId, order.id, [
        ['PROMOTION_FUNDING', fundingCents],
        ['COMMISSION', -share(fundingCents, this.commissionBps)],
      ]);
      return { ok: true, events: [] };
    }
    if (payment.status !== 'AUTHORIZED' || !payment.processorPaymentId)
      return { ok: false, message: PaymentMessages.captureFailed };
    const result = await this.processor.capture(
      payment.processorPaymentId,
      payment.amountCents,
      stepKey(order.id, 'capture'),
    );
    if (!result.ok) return { ok: false, message: PaymentMessages.captureFailed };
    const commissionCents = share(result.capturedCents + fundingCents, this.commissionBps);
    await m.query(
      `UPDATE payments SET status = 'CAPTURED', captured_cents = $2, fee_cents = $3,
              updated_at = now() WHERE order_id = $1`,
      [order.id, result.capturedCents, result.feeCents],
    );
    await this.ledger(m, order.chefId, order.id, [
      ['GROSS', result.capturedCents],
      ['PROMOTION_FUNDING', fundingCents],
      ['COMMISSION', -commissionCents],
      ['PROCESSOR_FEE', -result.feeCents],
    ]);
    const event = paymentCaptured(
      {
        ...order.ref(),
        capturedCents: result.capturedCents,
        commissionCents,
        processorFeeCents: result.feeCents,
        promotionFundingCents: fundingCents,
        currency: payment.currency,
      },
      traceparent,
    );
    return { ok: true, events: [event] };
  }

  /**
   * Releases the hold of an order that ended without being accepted (declined, cancelled, not
   * answered before its cutoff), in the handler's inbox transaction: voids at the processor and
   * marks the payment VOIDED with `PaymentVoided`. Should the processor show the payment captured
   * after all (a capture whose acceptance never committed), the whole amount is refunded instead,
   * so a guest is never charged for an order that was not accepted. No payment, or one already
   * settled: nothing happens.
   */
  async release(m: EntityManager, order: OrderEntity, traceparent: string | null): Promise<void> {
    const payment = await this.lock(m, order.id);
    if (!payment || payment.status !== 'AUTHORIZED' || !payment.processorPaymentId) return;
    const id = payment.processorPaymentId;
    await this.processor.voidAuthorization(id, stepKey(order.id, 'void', payment.holds));
    const atProcessor = await this.processor.retrieve(id);
    if (
      atProcessor?.status === 'succeeded' &&
      atProcessor.capturedCents > atProcessor.refundedCents
    )
      await this.processor.refund(
        id,
        atProcessor.capturedCents - atProcessor.refundedCents,
        stepKey(order.id, 'void-refund'),
      );
    await m.query(`UPDATE payments SET status = 'VOIDED', updated_at = now() WHERE order_id = $1`, [
      order.id,
    ]);
    await publishEvents(
      m,
      Topics.orders,
      paymentVoided(
        { ...order.ref(), amountCents: payment.amountCents, currency: payment.currency },
        traceparent,
      ),
    );
  }

  /**
   * RefundOrder (admins): refunds `amountCents` of a charged order at the processor and records
   * it with REFUND (−), PROMOTION_FUNDING_REFUND (−, the share of a platform-funded discount that
   * goes with the refunded part) and COMMISSION_REFUND (+, the commission on both) ledger entries
   * and `PaymentRefunded`, in one transaction. Shares are computed on running totals, so a full
   * refund takes back exactly the funding paid and gives back exactly the commission charged. The same `idempotencyKey` refunds once.
   * Field errors: malformed input, no payment, not charged ('Only a paid order can be refunded'),
   * more than is left to refund.
   */
  async refund(
    admin: AuthUser,
    input: unknown,
    traceparent: string | null,
  ): Promise<{ orderId: string } | { errors: FieldError[] }> {
    const parsed = refundOrderSchema.safeParse(input);
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const { orderId, amountCents, reason, idempotencyKey } = parsed.data;
    const key = `refund:${idempotencyKey}`;
    return this.dataSource.transaction(async (m) => {
      const [done] = (await m.query(`SELECT order_id FROM refunds WHERE idempotency_key = $1`, [
        key,
      ])) as unknown[];
      if (done) return { orderId };
      const payment = await this.lock(m, orderId);
      if (!payment) return { errors: [{ field: 'orderId', message: PaymentMessages.noPayment }] };
      if (
        !['CAPTURED', 'PARTIALLY_REFUNDED'].includes(payment.status) ||
        !payment.processorPaymentId
      )
        return { errors: [{ field: 'orderId', message: PaymentMessages.refundNotCaptured }] };
      const left = payment.capturedCents - payment.refundedCents;
      if (amountCents > left)
        return { errors: [{ field: 'amountCents', message: PaymentMessages.refundAmountInvalid }] };
      const result = await this.processor.refund(payment.processorPaymentId, amountCents, key);
      if (!result.ok) return { errors: [{ field: 'amountCents', message: result.message }] };
      const refundedCents = payment.refundedCents + amountCents;
      const refundId = randomUUID();
      await m.query(
        `INSERT INTO refunds (id, order_id, amount_cents, reason, processor_refund_id,
                              idempotency_key, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [refundId, orderId, amountCents, reason, result.refundId, key, admin.id],
      );
      await m.query(
        `UPDATE payments SET refunded_cents = $2, status = $3, updated_at = now()
          WHERE order_id = $1`,
        [
          orderId,
          refundedCents,
          refundedCents === payment.capturedCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
        ],
      );
      // The platform's funding of a discount goes back with the refunded part, and the
      // commission on both comes back, so that a full refund nets both exactly.
      const [order] = (await m.query(
        `SELECT discount_cents AS "discountCents", discount_funded_by AS "discountFundedBy"
           FROM orders WHERE id = $1`,
        [orderId],
      )) as Array<Pick<OrderEntity, 'discountCents' | 'discountFundedBy'>>;
      const funding = order ? platformFunding(order) : 0;
      const fundingOf = (refunded: number) =>
        payment.capturedCents > 0 ? Math.round((funding * refunded) / payment.capturedCents) : 0;
      const fundingBack = fundingOf(refundedCents) - fundingOf(payment.refundedCents);
      const commissionBack =
        share(refundedCents + fundingOf(refundedCents), this.commissionBps) -
        share(payment.refundedCents + fundingOf(payment.refundedCents), this.commissionBps);
      await this.ledger(
        m,
        payment.chefId,
        orderId,
        [
          ['REFUND', -amountCents],
          ['PROMOTION_FUNDING_REFUND', -fundingBack],
          ['COMMISSION_REFUND', commissionBack],
        ],
        refundId,
      );
      const [ref] = (await m.query(
        `SELECT id AS "orderId", guest_id AS "guestId", restaurant_id AS "restaurantId",
                chef_id AS "chefId", occurrence_id AS "occurrenceId" FROM orders WHERE id = $1`,
        [orderId],
      )) as Array<{
        orderId: string;
        guestId: string;
        restaurantId: string;
        chefId: string;
        occurrenceId: string;
      }>;
      await publishEvents(
        m,
        Topics.orders,
        paymentRefunded(
          {
            ...ref!,
            refundId,
            amountCents,
            totalRefundedCents: refundedCents,
            currency: payment.currency,
            reason,
          },
          traceparent,
        ),
      );
      return { orderId };
    });
  }

  /** Appends ledger entries (kind, signed cents) of one order of one chef; zero amounts are skipped. */
  private async ledger(
    m: EntityManager,
    chefId: string,
    orderId: string,
    entries: Array<[string, number]>,
    refundId: string | null = null,
  ): Promise<void> {
    for (const [kind, amountCents] of entries) {
      if (amountCents === 0) continue;
      await m.query(
        `INSERT INTO ledger_entries (chef_id, order_id, kind, amount_cents, refund_id)
         VALUES ($1, $2, $3, $4, $5)`,
        [chefId, orderId, kind, amountCents, refundId],
      );
    }
  }

  /** The order's payment, locked until the transaction ends, or null. */
  private async lock(m: EntityManager, orderId: string): Promise<PaymentRow | null> {
    const [row] = (await m.query(
      `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE order_id = $1 FOR UPDATE`,
      [orderId],
    )) as PaymentRow[];
    return row ?? null;
  }

  // ── processor webhooks ───────────────────────────────────────────────────────────────────

  /**
   * A webhook from the processor (raw body and signature header): verified by the adapter, then
   * applied once per processor event id — a replay answers `duplicate` and changes nothing. A
   * hold the processor cancelled (expired, or released from its dashboard) marks an AUTHORIZED
   * payment VOIDED, so accepting the order reports that the payment could not be collected.
   * Other events are recorded for reconciliation only.
   * @returns `unsupported` when the processor sends no webhooks; `applied` or `duplicate` otherwise
   * @throws Error when the signature does not match (the endpoint answers 400)
   */
  async applyWebhook(
    rawBody: Buffer,
    signature: string,
  ): Promise<'applied' | 'duplicate' | 'unsupported'> {
    if (!this.processor.readWebhook) return 'unsupported';
    const event = this.processor.readWebhook(rawBody, signature);
    return this.dataSource.transaction(async (m) => {
      const inserted = (await m.query(
        `INSERT INTO processor_webhook_events (id, processor, type, payment_id)
         VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, this.processor.name, event.type, event.paymentId],
      )) as unknown[];
      if (inserted.length === 0) return 'duplicate';
      if (event.kind === 'payment_canceled' && event.paymentId)
        await m.query(
          `UPDATE payments SET status = 'VOIDED', updated_at = now()
            WHERE processor = $1 AND processor_payment_id = $2 AND status = 'AUTHORIZED'`,
          [this.processor.name, event.paymentId],
        );
      return 'applied';
    });
  }

  // ── views ────────────────────────────────────────────────────────────────────────────────

  /** The payments of `orderIds` with their refunds (oldest first), keyed by order id. */
  async paymentsOf(
    orderIds: readonly string[],
  ): Promise<Map<string, PaymentRow & { refunds: RefundRow[] }>> {
    const ids = orderIds.filter(isUuid);
    if (ids.length === 0) return new Map();
    const rows = (await this.dataSource.query(
      `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE order_id = ANY($1::uuid[])`,
      [ids],
    )) as PaymentRow[];
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

  /**
   * A chef's earnings from the ledger (sums of entries, integer cents): gross, the platform's
   * funding of discounts, commission, processor fees, refunds (with the commission given back)
   * and net; `chefId` must be the
   * caller's own unless the caller is an admin (FORBIDDEN otherwise).
   */
  async earnings(user: AuthUser, chefId: string): Promise<EarningsSummary> {
    if (user.role !== 'ADMIN' && user.id !== chefId) throw forbidden();
    const rows = (await this.dataSource.query(
      `SELECT kind, COALESCE(SUM(amount_cents), 0)::int AS cents, COUNT(DISTINCT order_id)::int AS orders
         FROM ledger_entries WHERE chef_id = $1 GROUP BY kind`,
      [chefId],
    )) as Array<{ kind: string; cents: number; orders: number }>;
    const sum = (kind: string) => rows.find((r) => r.kind === kind)?.cents ?? 0;
    const gross = sum('GROSS');
    return {
      chefId,
      currency: CURRENCY,
      paidOrders: rows.find((r) => r.kind === 'GROSS')?.orders ?? 0,
      grossCents: gross,
      commissionCents: -(sum('COMMISSION') + sum('COMMISSION_REFUND')),
      promotionFundingCents: sum('PROMOTION_FUNDING') + sum('PROMOTION_FUNDING_REFUND'),
      processorFeeCents: -sum('PROCESSOR_FEE'),
      refundedCents: -sum('REFUND'),
      paidOutCents: -sum('PAYOUT'),
      balanceCents: rows.reduce((total, r) => total + r.cents, 0),
    };
  }

  /**
   * Reconciliation: compares each payment the ledger and the payments table know with the
   * processor's own record and lists every difference (status, captured or refunded cents), and
   * each order whose ledger GROSS/REFUND sums differ from its payment. Empty when all agree.
   */
  async reconcile(): Promise<ReconciliationIssue[]> {
    const payments = (await this.dataSource.query(
      `SELECT p.order_id AS "orderId", p.processor_payment_id AS "processorPaymentId",
              p.status, p.captured_cents AS "capturedCents", p.refunded_cents AS "refundedCents",
              COALESCE(SUM(l.amount_cents) FILTER (WHERE l.kind = 'GROSS'), 0)::int AS "ledgerGross",
              COALESCE(-SUM(l.amount_cents) FILTER (WHERE l.kind = 'REFUND'), 0)::int AS "ledgerRefunds"
         FROM payments p LEFT JOIN ledger_entries l ON l.order_id = p.order_id
        WHERE p.processor = $1 AND p.processor_payment_id IS NOT NULL
        GROUP BY p.order_id`,
      [this.processor.name],
    )) as Array<{
      orderId: string;
      processorPaymentId: string;
      status: PaymentStatus;
      capturedCents: number;
      refundedCents: number;
      ledgerGross: number;
      ledgerRefunds: number;
    }>;
    const issues: ReconciliationIssue[] = [];
    for (const p of payments) {
      const add = (field: string, ours: number | string, theirs: number | string) => {
        if (ours !== theirs)
          issues.push({ orderId: p.orderId, field, ours: String(ours), processor: String(theirs) });
      };
      add('ledgerGross', p.ledgerGross, p.capturedCents);
      add('ledgerRefunds', p.ledgerRefunds, p.refundedCents);
      const theirs = await this.processor.retrieve(p.processorPaymentId);
      if (!theirs) {
        issues.push({ orderId: p.orderId, field: 'payment', ours: p.status, processor: 'missing' });
        continue;
      }
      add('capturedCents', p.capturedCents, theirs.capturedCents);
      add('refundedCents', p.refundedCents, theirs.refundedCents);
      const expected: Record<PaymentStatus, string> = {
        AUTHORIZED: 'requires_capture',
        CAPTURED: 'succeeded',
        PARTIALLY_REFUNDED: 'succeeded',
        REFUNDED: 'succeeded',
        VOIDED: 'canceled',
        FAILED: 'declined',
      };
      add('status', expected[p.status], theirs.status);
    }
    return issues;
  }
}

/** A chef's money from the ledger, integer cents (see `PaymentsService.earnings`). */
export interface EarningsSummary {
  chefId: string;
  currency: string;
  paidOrders: number;
  grossCents: number;
  commissionCents: number;
  /** Paid by the platform for the discounts it funds, net of refunds. */
  promotionFundingCents: number;
  processorFeeCents: number;
  refundedCents: number;
  paidOutCents: number;
  balanceCents: number;
}

/** One difference between Hearth's records and the processor's. */
export interface ReconciliationIssue {
  orderId: string;
  field: string;
  ours: string;
  processor: string;
}
