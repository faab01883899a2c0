import type Stripe from 'stripe';
import { PaymentMessages } from '@hearth/contracts/messages';
import type { CardResult, CardSetup, CardSetupRecord, SavedCard } from './payment-processor.js';
import { callStripe, cardDecline, idOf, isInvalidRequest, toSavedCard } from './stripe-errors.js';

/**
 * The card side of the Stripe adapter: a customer per guest, cards saved to it as PaymentMethods
 * (from a token, or through a SetupIntent the browser confirms with Stripe Elements), listed and
 * detached. Every write sends the caller's idempotency key as Stripe's `Idempotency-Key`. Errors
 * as `StripeProcessor` describes them.
 */
export class StripeCards {
  /** Works through the adapter's configured Stripe client. */
  constructor(private readonly stripe: Stripe) {}

  /**
   * Creates a Stripe customer for the guest (`metadata.guestId`, and the email when known).
   * @returns the customer id (`cus_…`).
   * @throws ProcessorUnavailable when Stripe cannot be reached.
   */
  async createCustomer(
    input: { guestId: string; email: string | null },
    idempotencyKey: string,
  ): Promise<string> {
    return callStripe(async () => {
      const customer = await this.stripe.customers.create(
        {
          metadata: { guestId: input.guestId },
          ...(input.email !== null && { email: input.email }),
        },
        { idempotencyKey },
      );
      return customer.id;
    });
  }

  /**
   * Attaches the card of a payment-method token (`pm_card_visa`, or one Stripe.js made) to the
   * customer. Refused (`{ ok: false }`) when Stripe declines the card, or does not know the token
   * (`resource_missing`).
   * @throws ProcessorUnavailable when Stripe cannot be reached.
   */
  async attachCard(customerId: string, token: string, idempotencyKey: string): Promise<CardResult> {
    return callStripe(async () => {
      try {
        const pm = await this.stripe.paymentMethods.attach(
          token,
          { customer: customerId },
          { idempotencyKey },
        );
        return { ok: true, card: toSavedCard(pm) };
      } catch (err) {
        const decline = cardDecline(err);
        if (decline) return { ok: false, ...decline };
        if (isInvalidRequest(err, 'resource_missing'))
          return { ok: false, code: 'resource_missing', message: PaymentMessages.cardNotFound };
        throw err;
      }
    });
  }

  /**
   * Creates a SetupIntent for the customer (cards only, `usage: off_session`: the card is charged
   * later without the guest — a far-off order's hold and its renewals are placed by the platform)
   * for the browser to confirm with Stripe Elements.
   * @returns its id (`seti_…`) and client secret.
   * @throws ProcessorUnavailable when Stripe cannot be reached.
   */
  async startCardSetup(customerId: string, idempotencyKey: string): Promise<CardSetup> {
    return callStripe(async () => {
      const intent = await this.stripe.setupIntents.create(
        { customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} has no client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    });
  }

  /**
   * Stripe's record of a SetupIntent with its payment method: customer, status and the card with
   * the customer Stripe attached it to. Null when Stripe does not know the id.
   * @throws ProcessorUnavailable when Stripe cannot be reached.
   */
  async readCardSetup(setupId: string): Promise<CardSetupRecord | null> {
    return callStripe(async () => {
      let intent: Stripe.SetupIntent;
      try {
        intent = await this.stripe.setupIntents.retrieve(setupId, { expand: ['payment_method'] });
      } catch (err) {
        if (isInvalidRequest(err, 'resource_missing')) return null;
        throw err;
      }
      const pm = typeof intent.payment_method === 'object' ? intent.payment_method : null;
      return {
        id: intent.id,
        customerId: idOf(intent.customer),
        status: intent.status,
        card: pm?.card ? { ...toSavedCard(pm), customerId: idOf(pm.customer) } : null,
      };
    });
  }

  /**
   * The customer's saved cards (PaymentMethods of type `card`), newest first, as Stripe lists
   * them; at most 100.
   * @throws ProcessorUnavailable when Stripe cannot be reached.
   */
  async listCards(customerId: string): Promise<SavedCard[]> {
    return callStripe(async () => {
      const list = await this.stripe.customers.listPaymentMethods(customerId, {
        type: 'card',
        limit: 100,
      });
      return list.data.filter((pm) => pm.card).map(toSavedCard);
    });
  }

  /**
   * Detaches a saved card from the customer. Nothing happens when the card is gone or attached to
   * another customer (a payment-method id of someone else's card is never detached).
   * @throws ProcessorUnavailable when Stripe cannot be reached.
   */
  async detachCard(
    customerId: string,
    paymentMethodId: string,
    idempotencyKey: string,
  ): Promise<void> {
    await callStripe(async () => {
      try {
        const pm = await this.stripe.paymentMethods.retrieve(paymentMethodId);
        const owner = typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null);
        if (owner !== customerId) return;
        await this.stripe.paymentMethods.detach(paymentMethodId, {}, { idempotencyKey });
      } catch (err) {
        if (isInvalidRequest(err, 'resource_missing')) return;
        throw err;
      }
    });
  }
}
