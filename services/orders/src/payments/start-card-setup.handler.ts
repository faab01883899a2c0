import { Inject, Injectable } from '@nestjs/common';
import { PaymentMessages, type FieldError } from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from './payment-processor.js';
import { PaymentCustomers } from './payment-customers.js';

/** What the browser's card form needs to save a card in live mode. */
export interface CardSetupForm {
  /** The processor's card setup id (`seti_…`). */
  setupIntentId: string;
  /** The secret the browser confirms this one setup with. */
  clientSecret: string;
  /** The processor's publishable key (`pk_…`). */
  publishableKey: string;
}

/** StartCardSetup: live mode, step 1 of saving a card with the processor's own card form. */
@Injectable()
export class StartCardSetupHandler {
  constructor(
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    private readonly customers: PaymentCustomers,
  ) {}

  /**
   * Starts a card setup (a Stripe SetupIntent, for charges later without the guest) for the
   * guest's customer, creating the customer on first use. One setup per guest and
   * `idempotencyKey` (a resubmit gets the same one).
   * @returns what the card form needs, or a field error on `card`
   * (`PaymentMessages.cardSetupUnavailable`) when the processor has no browser card form or no
   * publishable key is configured.
   * @throws ProcessorUnavailable when the processor cannot be reached.
   */
  async handle(
    user: AuthUser,
    idempotencyKey: string,
  ): Promise<{ setup: CardSetupForm } | { errors: FieldError[] }> {
    const publishableKey = this.processor.publishableKey;
    if (!this.processor.startCardSetup || !publishableKey)
      return { errors: [{ field: 'card', message: PaymentMessages.cardSetupUnavailable }] };
    const customerId = await this.customers.customerOf(user.id, true);
    const setup = await this.processor.startCardSetup(
      customerId,
      `setup:${user.id}:${idempotencyKey}`,
    );
    return { setup: { setupIntentId: setup.id, clientSecret: setup.clientSecret, publishableKey } };
  }
}
