import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { PaymentMessages } from '@hearth/contracts';
import type {
  AuthorizeInput,
  AuthorizeResult,
  CaptureResult,
  CardResult,
  Decline,
  PaymentProcessor,
  ProcessorActivity,
  ProcessorPayment,
  RefundResult,
  SavedCard,
} from './payment-processor.js';

/** How each well-known test token behaves (the processor's own test cards). */
const TEST_TOKENS: Record<
  string,
  { brand: string; last4: string; onAttach: Decline | null; onCharge: Decline | null }
> = {
  pm_card_visa: { brand: 'visa', last4: '4242', onAttach: null, onCharge: null },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    onAttach: { code: 'card_declined', message: 'Your card was declined.' },
    onCharge: { code: 'card_declined', message: 'Your card was declined.' },
  },
  // A card whose bank asks the guest to confirm every payment (3-D Secure), which Hearth never
  // shows: Stripe declines it with `authentication_required`, with or without the guest.
  pm_card_authenticationRequired: {
    brand: 'visa',
    last4: '3184',
    onAttach: null,
    onCharge: {
      code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    onAttach: null,
    onCharge: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
};

/**
 * A request the test processor refuses as Stripe answers it with an `invalid_request_error` (the
 * SDK's error, not a result): a bug in the caller, not retried. `code` is Stripe's error code.
 */
export class TestProcessorRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'TestProcessorRefusal';
  }
}

/** How long a hold lasts before it can no longer be captured (card networks: about 7 days). */
export const HOLD_LIFETIME_DAYS = 7;

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/**
 * The embedded default processor (test mode): a stateful card processor in the service's own
 * database (tables `test_processor_*`), so checkout, capture, void and refunds work offline with
 * the processor's well-known test cards (`TEST_CARDS` of `@hearth/contracts`). It behaves like
 * the real one where orders depends on it: holds expire after `HOLD_LIFETIME_DAYS`, capture and
 * refunds cannot exceed what was held and captured, and a repeated idempotency key answers the
 * first call's result (a different request under the same key is an error). The fee is the
 * processor's Canadian card rate: 2.9 % + 30 ¢ of the captured amount.
 *
 * Its records live outside the caller's transaction, as a remote processor's would: a rollback of
 * the caller does not undo a hold; the idempotency key is what makes the retry safe.
 */
export class LocalTestProcessor implements PaymentProcessor {
  readonly mode = 'test' as const;
  readonly name = 'local-test';

  /** @param db the orders service's data source (the test processor's tables are in its schema). */
  constructor(private readonly db: DataSource) {}

  async createCustomer(
    input: { guestId: string; email: string | null },
    idempotencyKey: string,
  ): Promise<string> {
    return this.once(idempotencyKey, ['createCustomer', input], async (m) => {
      const id = newId('cus');
      await m.query(
        `INSERT INTO test_processor_customers (id, guest_id, email) VALUES ($1, $2, $3)`,
        [id, input.guestId, input.email],
      );
      return id;
    });
  }

  async attachCard(customerId: string, token: string, idempotencyKey: string): Promise<CardResult> {
    return this.once(idempotencyKey, ['attachCard', customerId, token], async (m) => {
      const test = TEST_TOKENS[token];
      if (!test)
        return { ok: false, code: 'resource_missing', message: PaymentMessages.cardNotFound };
      if (test.onAttach) return { ok: false, ...test.onAttach };
      const now = new Date();
      const card: SavedCard = {
        id: newId('pm'),
        brand: test.brand,
        last4: test.last4,
        expMonth: now.getUTCMonth() + 1,
        expYear: now.getUTCFullYear() + 3,
      };
      await m.query(
        `INSERT INTO test_processor_cards (id, customer_id, token, brand, last4, exp_month, exp_year)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [card.id, customerId, token, card.brand, card.last4, card.expMonth, card.expYear],
      );
      return { ok: true, card };
    });
  }

  async listCards(customerId: string): Promise<SavedCard[]> {
    const rows = (await this.db.query(
      `SELECT id, brand, last4, exp_month AS "expMonth", exp_year AS "expYear"
         FROM test_processor_cards WHERE customer_id = $1 AND NOT detached
        ORDER BY created_at DESC, id`,
      [customerId],
    )) as SavedCard[];
    return rows;
  }

  async detachCard(
    customerId: string,
    paymentMethodId: string,
    idempotencyKey: string,
  ): Promise<void> {
    await this.once(idempotencyKey, ['detachCard', customerId, paymentMethodId], async (m) => {
      await m.query(
        `UPDATE test_processor_cards SET detached = true WHERE id = $1 AND customer_id = $2`,
        [paymentMethodId, customerId],
      );
      return true;
    });
  }

  async authorize(input: AuthorizeInput, idempotencyKey: string): Promise<AuthorizeResult> {
    return this.once(idempotencyKey, ['authorize', input], async (m) => {
      const behaviour = await this.behaviourOf(m, input.paymentMethodId, input.customerId);
      if (!behaviour)
        return {
          ok: false,
          paymentId: null,
          code: 'resource_missing',
          message: PaymentMessages.cardNotFound,
        };
      const id = newId('pi');
      const decline = behaviour.onCharge;
      await m.query(
        `INSERT INTO test_processor_payments (id, order_id, payment_method, customer_id, status, amount)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          id,
          input.orderId,
          input.paymentMethodId,
          input.customerId,
          decline ? 'declined' : 'requires_capture',
          input.amountCents,
        ],
      );
      if (decline) return { ok: false, paymentId: id, ...decline };
      return { ok: true, paymentId: id, amountCents: input.amountCents };
    });
  }

  async capture(
    paymentId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<CaptureResult> {
    return this.once(idempotencyKey, ['capture', paymentId, amountCents], async (m) => {
      const p = await this.lockPayment(m, paymentId);
      if (!p || p.status !== 'requires_capture')
        return {
          ok: false,
          code: 'payment_intent_unexpected_state',
          message: 'This payment cannot be captured.',
        };
      if (Date.now() - p.createdAt.getTime() > HOLD_LIFETIME_DAYS * 86_400_000)
        return {
          ok: false,
          code: 'authorization_expired',
          message: 'The hold on this card has expired.',
        };
      if (amountCents < 1 || amountCents > p.amount)
        return {
          ok: false,
          code: 'amount_too_large',
          message: 'The capture is larger than the hold.',
        };
      const fee = Math.round(amountCents * 0.029) + 30;
      await m.query(
        `UPDATE test_processor_payments SET status = 'succeeded', amount_received = $2, fee = $3
          WHERE id = $1`,
        [paymentId, amountCents, fee],
      );
      return { ok: true, capturedCents: amountCents, feeCents: fee };
    });
  }

  /**
   * Releases an uncaptured hold, as Stripe cancels a PaymentIntent: a held payment
   * becomes `canceled`; one already canceled or declined, or unknown, is no error.
   * @throws TestProcessorRefusal `payment_intent_unexpected_state` for a captured (`succeeded`)
   * payment, which Stripe refuses to cancel too (a captured payment is refunded instead).
   */
  async voidAuthorization(paymentId: string, idempotencyKey: string): Promise<void> {
    await this.once(idempotencyKey, ['void', paymentId], async (m) => {
      const p = await this.lockPayment(m, paymentId);
      if (p?.status === 'succeeded')
        throw new TestProcessorRefusal(
          'payment_intent_unexpected_state',
          'You cannot cancel this PaymentIntent because it has a status of succeeded.',
        );
      await m.query(
        `UPDATE test_processor_payments SET status = 'canceled'
          WHERE id = $1 AND status = 'requires_capture'`,
        [paymentId],
      );
      return true;
    });
  }

  async refund(
    paymentId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<RefundResult> {
    return this.once(idempotencyKey, ['refund', paymentId, amountCents], async (m) => {
      const p = await this.lockPayment(m, paymentId);
      if (!p || p.status !== 'succeeded')
        return {
          ok: false,
          code: 'charge_not_captured',
          message: PaymentMessages.refundNotCaptured,
        };
      if (amountCents < 1 || p.amountRefunded + amountCents > p.amountReceived)
        return {
          ok: false,
          code: 'amount_too_large',
          message: PaymentMessages.refundAmountInvalid,
        };
      await m.query(
        `UPDATE test_processor_payments SET amount_refunded = amount_refunded + $2 WHERE id = $1`,
        [paymentId, amountCents],
      );
      return { ok: true, refundId: newId('re'), amountCents };
    });
  }

  async retrieve(paymentId: string): Promise<ProcessorPayment | null> {
    const [p] = (await this.db.query(
      `SELECT id, status, order_id AS "orderId", amount, amount_received AS "amountReceived",
              amount_refunded AS "amountRefunded"
         FROM test_processor_payments WHERE id = $1`,
      [paymentId],
    )) as Array<{
      id: string;
      status: ProcessorPayment['status'];
      orderId: string | null;
      amount: number;
      amountReceived: number;
      amountRefunded: number;
    }>;
    if (!p) return null;
    return {
      id: p.id,
      status: p.status,
      orderId: p.orderId,
      authorizedCents: p.status === 'declined' ? 0 : p.amount,
      capturedCents: p.amountReceived,
      refundedCents: p.amountRefunded,
    };
  }

  /**
   * What moved money in `[from, to)`, read from the processor's own request log (each capture and
   * refund that went through, once per idempotency key, at the time it was made): captures with
   * their fee (2.9 % + 30 ¢) and order, refunds with their `re_test_…` id. The test processor has
   * no disputes (it sends no webhooks), so `disputes` is empty and `disputesFrom` unused.
   */
  async listActivity(from: Date, to: Date, _disputesFrom: Date): Promise<ProcessorActivity> {
    const rows = (await this.db.query(
      `SELECT r.request::jsonb AS request, r.response, r.created_at AS at, p.order_id AS "orderId"
         FROM test_processor_requests r
         LEFT JOIN test_processor_payments p ON p.id = r.request::jsonb ->> 1
        WHERE r.created_at >= $1 AND r.created_at < $2
          AND r.request::jsonb ->> 0 IN ('capture', 'refund') AND (r.response ->> 'ok')::boolean
        ORDER BY r.created_at`,
      [from, to],
    )) as Array<{
      request: [string, string, number];
      response: {
        capturedCents?: number;
        feeCents?: number;
        refundId?: string;
        amountCents?: number;
      };
      at: Date;
      orderId: string | null;
    }>;
    const activity: ProcessorActivity = { charges: [], refunds: [], disputes: [] };
    for (const { request, response, at, orderId } of rows) {
      const paymentId = request[1];
      if (request[0] === 'capture')
        activity.charges.push({
          paymentId,
          orderId,
          amountCents: response.capturedCents!,
          feeCents: response.feeCents!,
          at,
        });
      else
        activity.refunds.push({
          refundId: response.refundId!,
          paymentId,
          amountCents: response.amountCents!,
          at,
        });
    }
    return activity;
  }

  /** The behaviour of a fresh test token, or of a saved card of `customerId`; null if unknown. */
  private async behaviourOf(m: EntityManager, paymentMethodId: string, customerId: string | null) {
    if (TEST_TOKENS[paymentMethodId]) return TEST_TOKENS[paymentMethodId]!;
    const [card] = (await m.query(
      `SELECT token FROM test_processor_cards
        WHERE id = $1 AND NOT detached AND customer_id IS NOT DISTINCT FROM $2`,
      [paymentMethodId, customerId],
    )) as Array<{ token: string }>;
    return card ? (TEST_TOKENS[card.token] ?? null) : null;
  }

  private async lockPayment(m: EntityManager, id: string) {
    const [p] = (await m.query(
      `SELECT status, amount, amount_received AS "amountReceived",
              amount_refunded AS "amountRefunded", created_at AS "createdAt"
         FROM test_processor_payments WHERE id = $1 FOR UPDATE`,
      [id],
    )) as Array<{
      status: string;
      amount: number;
      amountReceived: number;
      amountRefunded: number;
      createdAt: Date;
    }>;
    return p ?? null;
  }

  /**
   * Runs `work` once per idempotency key, in its own transaction: the first call records its
   * result with the key; a later (or concurrent: it waits on the key's row) call with the same key
   * and request gets that result; the same key with another request is an error, as at the
   * processor.
   */
  private async once<T>(
    key: string,
    request: unknown,
    work: (m: EntityManager) => Promise<T>,
  ): Promise<T> {
    const fingerprint = JSON.stringify(request);
    return this.db.transaction(async (m) => {
      const inserted = (await m.query(
        `INSERT INTO test_processor_requests (idempotency_key, request) VALUES ($1, $2)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING idempotency_key`,
        [key, fingerprint],
      )) as unknown[];
      if (inserted.length === 0) {
        const [previous] = (await m.query(
          `SELECT request, response FROM test_processor_requests WHERE idempotency_key = $1`,
          [key],
        )) as Array<{ request: string; response: T }>;
        if (previous!.request !== fingerprint)
          throw new Error(`Idempotency key ${key} was already used for another request`);
        return previous!.response;
      }
      const response = await work(m);
      await m.query(`UPDATE test_processor_requests SET response = $2 WHERE idempotency_key = $1`, [
        key,
        JSON.stringify(response),
      ]);
      return response;
    });
  }
}
