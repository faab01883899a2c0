import { describe, expect, it } from '@jest/globals';
import { PAYMENT_STATUSES, PaymentMessages, type PaymentStatus } from '@hearth/contracts';
import {
  PAYMENT_TRANSITIONS,
  Payment,
  PaymentTransitionRefused,
  type PaymentAction,
  type PaymentRecord,
} from '../src/payments/payment.model.js';

/**
 * The payment aggregate on its own (no database): every status change it allows, and every one it
 * refuses with `PaymentTransitionRefused`.
 */
const ORDER = {
  orderId: '00000000-0000-4000-8000-000000000001',
  guestId: '00000000-0000-4000-8000-000000000002',
  chefId: '00000000-0000-4000-8000-000000000003',
  processor: 'local-test',
  currency: 'cad',
  amountCents: 2_500,
};

/** A stored payment in `status` (charged 2 500 cents when it has been captured). */
const stored = (status: PaymentStatus, overrides: Partial<PaymentRecord> = {}): Payment => {
  const charged = ['CAPTURED', 'PARTIALLY_REFUNDED', 'REFUNDED'].includes(status);
  return Payment.fromRecord({
    ...ORDER,
    processorPaymentId: 'pi_1',
    status,
    capturedCents: charged ? 2_500 : 0,
    refundedCents: status === 'REFUNDED' ? 2_500 : status === 'PARTIALLY_REFUNDED' ? 1_000 : 0,
    feeCents: charged ? 103 : 0,
    holds: 1,
    failureCode: status === 'FAILED' ? 'card_declined' : null,
    failureMessage: status === 'FAILED' ? 'Your card was declined.' : null,
    paymentMethodId: 'pm_saved',
    customerId: 'cus_1',
    authorizedAt: new Date('2026-01-01T00:00:00Z'),
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  });
};

/** Runs `action` on the payment with arguments that are valid whenever the status allows it. */
const run: Record<PaymentAction, (p: Payment) => void> = {
  capture: (p) => p.capture(2_500, 103),
  release: (p) => p.release(),
  refund: (p) => p.refund(500),
  renewHold: (p) => p.renewHold('pi_2', new Date('2026-01-05T00:00:00Z')),
  recordRenewalDecline: (p) => p.recordRenewalDecline('card_declined', 'Your card was declined.'),
};

const ALLOWED: Record<PaymentAction, PaymentStatus[]> = {
  capture: ['AUTHORIZED'],
  release: ['AUTHORIZED'],
  refund: ['CAPTURED', 'PARTIALLY_REFUNDED'],
  renewHold: ['AUTHORIZED'],
  recordRenewalDecline: ['AUTHORIZED'],
};

describe('Payment: new payments', () => {
  it('starts AUTHORIZED with its first hold on the card, nothing charged', () => {
    const p = Payment.authorized(ORDER, {
      processorPaymentId: 'pi_1',
      paymentMethodId: 'pm_card_visa',
      customerId: null,
    });
    expect(p).toMatchObject({
      status: 'AUTHORIZED',
      processorPaymentId: 'pi_1',
      amountCents: 2_500,
      capturedCents: 0,
      refundedCents: 0,
      holds: 1,
      paymentMethodId: 'pm_card_visa',
      loadedStatus: null,
    });
  });

  it('starts FAILED with the processor code and message, and FAILED is final', () => {
    const p = Payment.failed(ORDER, {
      processorPaymentId: null,
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(p).toMatchObject({
      status: 'FAILED',
      failureCode: 'card_declined',
      failureMessage: 'Your card was declined.',
    });
    for (const action of Object.keys(run) as PaymentAction[])
      expect(() => run[action](p)).toThrow(PaymentTransitionRefused);
  });
});

describe('Payment: every action from every status', () => {
  for (const action of Object.keys(run) as PaymentAction[])
    for (const status of PAYMENT_STATUSES) {
      const allowed = ALLOWED[action].includes(status);
      it(`${action} from ${status} is ${allowed ? 'allowed' : 'refused'}`, () => {
        const p = stored(status);
        if (allowed) {
          expect(p.refusal(action)).toBeNull();
          run[action](p);
          const to: readonly PaymentStatus[] = PAYMENT_TRANSITIONS[action].to;
          expect(to).toContain(p.status);
        } else {
          expect(p.refusal(action)).toBe(PAYMENT_TRANSITIONS[action].wrongState);
          let error: unknown;
          try {
            run[action](p);
          } catch (err) {
            error = err;
          }
          expect(error).toBeInstanceOf(PaymentTransitionRefused);
          expect((error as Error).message).toContain(`Cannot ${action} a ${status} payment`);
          expect(p.status).toBe(status);
        }
      });
    }
});

describe('Payment: what each transition records', () => {
  it('capture charges the hold and keeps the fee', () => {
    const p = stored('AUTHORIZED');
    p.capture(2_400, 99);
    expect(p).toMatchObject({ status: 'CAPTURED', capturedCents: 2_400, feeCents: 99 });
    expect(p.loadedStatus).toBe('AUTHORIZED');
  });

  it('capture refuses more than was held', () => {
    const p = stored('AUTHORIZED');
    expect(() => p.capture(2_501, 0)).toThrow(/2501 cents of a 2500-cent hold/);
    expect(p.status).toBe('AUTHORIZED');
  });

  it('refuses to act on a payment the processor never made (no payment id)', () => {
    const p = stored('AUTHORIZED', { processorPaymentId: null });
    expect(p.refusal('capture')).toBe(PaymentMessages.captureFailed);
    expect(() => p.capture(2_500, 0)).toThrow(/without a processor payment/);
    expect(stored('CAPTURED', { processorPaymentId: null }).refusal('refund')).toBe(
      PaymentMessages.refundNotCaptured,
    );
  });

  it('release voids the hold', () => {
    const p = stored('AUTHORIZED');
    p.release();
    expect(p.status).toBe('VOIDED');
    expect(p.capturedCents).toBe(0);
  });

  it('refunds are partial until all that was charged is back, then REFUNDED', () => {
    const p = stored('CAPTURED');
    p.refund(1_000);
    expect(p).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCents: 1_000 });
    expect(p.leftToRefundCents).toBe(1_500);
    p.refund(1_500);
    expect(p).toMatchObject({ status: 'REFUNDED', refundedCents: 2_500 });
    expect(p.leftToRefundCents).toBe(0);
    expect(() => p.refund(1)).toThrow(PaymentTransitionRefused);
  });

  it('a refund of more than is left, or of nothing, is refused and changes nothing', () => {
    const p = stored('PARTIALLY_REFUNDED');
    expect(() => p.refund(1_501)).toThrow(PaymentMessages.refundAmountInvalid);
    expect(() => p.refund(0)).toThrow(PaymentMessages.refundAmountInvalid);
    expect(p).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCents: 1_000 });
  });

  it('a renewed hold counts one more hold, on the new payment id, and forgets a refusal', () => {
    const p = stored('AUTHORIZED', { failureCode: 'card_declined', failureMessage: 'No' });
    const at = new Date('2026-01-05T00:00:00Z');
    p.renewHold('pi_2', at);
    expect(p).toMatchObject({
      status: 'AUTHORIZED',
      processorPaymentId: 'pi_2',
      holds: 2,
      authorizedAt: at,
      failureCode: null,
      failureMessage: null,
    });
  });

  it('a refused renewal keeps the old hold and records why', () => {
    const p = stored('AUTHORIZED');
    p.recordRenewalDecline('insufficient_funds', 'Your card has insufficient funds.');
    expect(p).toMatchObject({
      status: 'AUTHORIZED',
      processorPaymentId: 'pi_1',
      holds: 1,
      failureCode: 'insufficient_funds',
      failureMessage: 'Your card has insufficient funds.',
    });
  });
});
