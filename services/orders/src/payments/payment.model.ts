import { PaymentMessages, type PaymentStatus } from '@hearth/contracts';

/**
 * The payment of one order as the `payments` table stores it (amounts in integer cents of
 * `currency`). `holds` counts the holds the payment has had (a far-off order's hold is renewed
 * before it lapses); `authorizedAt` is when the current hold was placed.
 */
export interface PaymentRecord {
  orderId: string;
  guestId: string;
  chefId: string;
  /** The processor adapter's name: `stripe` or `local-test`. */
  processor: string;
  /** The processor's payment id (`pi_…`); null when the card was refused before it made one. */
  processorPaymentId: string | null;
  status: PaymentStatus;
  /** Lower-case ISO currency (`cad`). */
  currency: string;
  /** The order total held on the card. */
  amountCents: number;
  /** Charged when the chef accepted (0 before). */
  capturedCents: number;
  /** Given back by refunds, ≤ `capturedCents`. */
  refundedCents: number;
  /** The processor's fee on the capture. */
  feeCents: number;
  holds: number;
  failureCode: string | null;
  failureMessage: string | null;
  /** The card the hold is on (a saved card when the order is far off), or null. */
  paymentMethodId: string | null;
  /** The guest's processor customer the card is saved to, or null for a one-time token. */
  customerId: string | null;
  authorizedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Every status change of a payment after it is recorded: from which statuses an action may start,
 * where it goes, and why it is refused elsewhere (`wrongState`, the message a caller shows when it
 * reports the refusal; the guest- and chef-facing ones live in `PaymentMessages`). A payment starts
 * AUTHORIZED (the hold is placed) or FAILED (the card was refused), see `Payment.authorized` and
 * `Payment.failed`; FAILED, VOIDED and REFUNDED are final.
 */
export const PAYMENT_TRANSITIONS = {
  /** The chef accepted: the hold is charged. */
  capture: {
    from: ['AUTHORIZED'],
    to: ['CAPTURED'],
    wrongState: PaymentMessages.captureFailed,
  },
  /** The hold is gone: released by Hearth (the order ended unaccepted) or cancelled at the processor. */
  release: {
    from: ['AUTHORIZED'],
    to: ['VOIDED'],
    wrongState: 'Only a held (AUTHORIZED) payment can be released',
  },
  /** An admin gave back part (PARTIALLY_REFUNDED) or all that is left (REFUNDED) of the charge. */
  refund: {
    from: ['CAPTURED', 'PARTIALLY_REFUNDED'],
    to: ['PARTIALLY_REFUNDED', 'REFUNDED'],
    wrongState: PaymentMessages.refundNotCaptured,
  },
  /** A fresh hold replaced one about to lapse; the payment stays AUTHORIZED. */
  renewHold: {
    from: ['AUTHORIZED'],
    to: ['AUTHORIZED'],
    wrongState: 'Only a held (AUTHORIZED) payment can have its hold renewed',
  },
  /** The card refused the fresh hold: the old one stays, the processor's reason is recorded. */
  recordRenewalDecline: {
    from: ['AUTHORIZED'],
    to: ['AUTHORIZED'],
    wrongState: 'Only a held (AUTHORIZED) payment can record a refused renewal',
  },
} as const satisfies Record<
  string,
  { from: readonly PaymentStatus[]; to: readonly PaymentStatus[]; wrongState: string }
>;

/** A payment action name (see `PAYMENT_TRANSITIONS`). */
export type PaymentAction = keyof typeof PAYMENT_TRANSITIONS;

/**
 * A transition the payment's status does not allow (a caller that did not ask `refusal` first),
 * or a refund of an amount outside 1…what is left. The message names the action and the status.
 */
export class PaymentTransitionRefused extends Error {
  constructor(
    readonly action: PaymentAction,
    readonly status: PaymentStatus,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentTransitionRefused';
  }
}

/** What a new payment records about its order (amounts in integer cents). */
export interface NewPayment {
  orderId: string;
  guestId: string;
  chefId: string;
  processor: string;
  currency: string;
  /** The order total. */
  amountCents: number;
}

/**
 * The payment of an order (the aggregate of docs/rules/payments.md): what was held on the card,
 * charged, released and refunded, in integer cents. Its methods own every status change and
 * throw `PaymentTransitionRefused` on an illegal one; `refusal(action)` says beforehand whether
 * an action is allowed (a handler asks it before calling the processor). `PaymentRepository.save`
 * persists a change with an UPDATE conditional on the status the payment was loaded in
 * (`loadedStatus`), so a change made meanwhile elsewhere is never overwritten.
 */
export class Payment implements PaymentRecord {
  orderId!: string;
  guestId!: string;
  chefId!: string;
  processor!: string;
  processorPaymentId!: string | null;
  status!: PaymentStatus;
  currency!: string;
  amountCents!: number;
  capturedCents!: number;
  refundedCents!: number;
  feeCents!: number;
  holds!: number;
  failureCode!: string | null;
  failureMessage!: string | null;
  paymentMethodId!: string | null;
  customerId!: string | null;
  authorizedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
  /** The status as it was read from the database (null: not saved yet). */
  readonly loadedStatus: PaymentStatus | null;

  private constructor(record: PaymentRecord, loaded: boolean) {
    Object.assign(this, record);
    this.loadedStatus = loaded ? record.status : null;
  }

  /** A payment read from the database. */
  static fromRecord(record: PaymentRecord): Payment {
    return new Payment(record, true);
  }

  /**
   * A hold the processor placed (`processorPaymentId`, `pi_…`) for the order total on
   * `paymentMethodId` (of `customerId` when it is a saved card): a new AUTHORIZED payment, its
   * first hold. `authorizedAt` stays null until the repository stores the database's `now()`.
   */
  static authorized(
    order: NewPayment,
    hold: { processorPaymentId: string; paymentMethodId: string; customerId: string | null },
    now = new Date(),
  ): Payment {
    return new Payment(
      {
        ...Payment.blank(order, now),
        status: 'AUTHORIZED',
        processorPaymentId: hold.processorPaymentId,
        paymentMethodId: hold.paymentMethodId,
        customerId: hold.customerId,
      },
      false,
    );
  }

  /**
   * The card was refused (or none was given): a new FAILED payment with the processor's code and
   * guest-facing message (and its payment id when it made one). Final.
   */
  static failed(
    order: NewPayment,
    refusal: { processorPaymentId: string | null; code: string; message: string },
    now = new Date(),
  ): Payment {
    return new Payment(
      {
        ...Payment.blank(order, now),
        status: 'FAILED',
        processorPaymentId: refusal.processorPaymentId,
        failureCode: refusal.code,
        failureMessage: refusal.message,
      },
      false,
    );
  }

  private static blank(order: NewPayment, now: Date): PaymentRecord {
    return {
      ...order,
      processorPaymentId: null,
      status: 'FAILED',
      capturedCents: 0,
      refundedCents: 0,
      feeCents: 0,
      holds: 1,
      failureCode: null,
      failureMessage: null,
      paymentMethodId: null,
      customerId: null,
      authorizedAt: null,
      createdAt: now,
      updatedAt: now,
    };
  }

  /** What can still be refunded: charged minus refunded, integer cents. */
  get leftToRefundCents(): number {
    return this.capturedCents - this.refundedCents;
  }

  /**
   * Null when `action` is allowed now, else why not (`PAYMENT_TRANSITIONS[action].wrongState`):
   * the status is not one the action starts from, or the payment has no processor payment id to
   * act on.
   */
  refusal(action: PaymentAction): string | null {
    const t = PAYMENT_TRANSITIONS[action];
    const from: readonly PaymentStatus[] = t.from;
    return from.includes(this.status) && this.processorPaymentId ? null : t.wrongState;
  }

  /**
   * AUTHORIZED → CAPTURED: `capturedCents` (≤ the amount held) was charged, the processor kept
   * `feeCents`.
   * @throws PaymentTransitionRefused from any other status, or for more than was held.
   */
  capture(capturedCents: number, feeCents: number): void {
    this.allow('capture');
    if (!Number.isInteger(capturedCents) || capturedCents < 0 || capturedCents > this.amountCents)
      throw new PaymentTransitionRefused(
        'capture',
        this.status,
        `Cannot capture ${capturedCents} cents of a ${this.amountCents}-cent hold`,
      );
    this.status = 'CAPTURED';
    this.capturedCents = capturedCents;
    this.feeCents = feeCents;
  }

  /**
   * AUTHORIZED → VOIDED: the hold is gone (released by Hearth, or cancelled at the processor).
   * @throws PaymentTransitionRefused from any other status.
   */
  release(): void {
    this.allow('release');
    this.status = 'VOIDED';
  }

  /**
   * CAPTURED or PARTIALLY_REFUNDED → PARTIALLY_REFUNDED, or REFUNDED once all that was charged is
   * given back: `amountCents` (1 … `leftToRefundCents`) more is refunded.
   * @throws PaymentTransitionRefused from any other status (`PaymentMessages.refundNotCaptured`),
   * or for an amount outside 1 … what is left (`PaymentMessages.refundAmountInvalid`).
   */
  refund(amountCents: number): void {
    this.allow('refund');
    if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > this.leftToRefundCents)
      throw new PaymentTransitionRefused(
        'refund',
        this.status,
        PaymentMessages.refundAmountInvalid,
      );
    this.refundedCents += amountCents;
    this.status = this.refundedCents === this.capturedCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  }

  /**
   * AUTHORIZED stays AUTHORIZED on a fresh hold (`processorPaymentId`) placed `at`: the hold count
   * goes up by one and a previous renewal's refusal is forgotten.
   * @throws PaymentTransitionRefused from any other status.
   */
  renewHold(processorPaymentId: string, at: Date): void {
    this.allow('renewHold');
    this.processorPaymentId = processorPaymentId;
    this.holds += 1;
    this.authorizedAt = at;
    this.failureCode = null;
    this.failureMessage = null;
  }

  /**
   * AUTHORIZED stays AUTHORIZED with the processor's refusal of a fresh hold (`code`, `message`):
   * the old hold may still be captured before it lapses.
   * @throws PaymentTransitionRefused from any other status.
   */
  recordRenewalDecline(code: string, message: string): void {
    this.allow('recordRenewalDecline');
    this.failureCode = code;
    this.failureMessage = message;
  }

  private allow(action: PaymentAction): void {
    if (this.refusal(action) === null) return;
    const from = PAYMENT_TRANSITIONS[action].from.join(' or ');
    throw new PaymentTransitionRefused(
      action,
      this.status,
      `Cannot ${action} a ${this.status} payment${
        this.processorPaymentId ? '' : ' without a processor payment'
      } (allowed from ${from})`,
    );
  }
}
