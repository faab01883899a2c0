import { Inject, Injectable } from '@nestjs/common';
import {
  PaymentMessages,
  addPaymentMethodFromSetupSchema,
  toFieldErrors,
  type FieldError,
} from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import { PAYMENT_PROCESSOR, type PaymentProcessor, type SavedCard } from './payment-processor.js';
import { PaymentCustomers } from './payment-customers.js';

/** SaveCardFromSetup (AddPaymentMethodFromSetup): live mode, step 2 of saving a card. */
@Injectable()
export class SaveCardFromSetupHandler {
  constructor(
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    private readonly customers: PaymentCustomers,
  ) {}

  /**
   * Records the card of a card setup the guest's browser confirmed (`input.setupIntentId`). The
   * browser's word is not taken: the setup is read back from the processor, and the card is the
   * guest's only when the setup is for the guest's own customer, has succeeded, and its card is
   * attached to that customer. The same card saved before (same brand, last 4 and expiry) stays
   * one card. Sending the same setup again answers the same card (idempotent: reads and a
   * duplicate's removal only, so the form's idempotency key needs no processor key of its own).
   * @returns the card, or field errors on `setupIntentId`: an unknown setup or one of another
   * account (`PaymentMessages.cardSetupNotFound`), one not confirmed
   * (`PaymentMessages.cardSetupNotConfirmed`); on `card` when the processor has no card setup.
   * @throws ProcessorUnavailable when the processor cannot be reached.
   */
  async handle(
    user: AuthUser,
    input: unknown,
  ): Promise<{ card: SavedCard } | { errors: FieldError[] }> {
    if (!this.processor.readCardSetup)
      return { errors: [{ field: 'card', message: PaymentMessages.cardSetupUnavailable }] };
    const parsed = addPaymentMethodFromSetupSchema.safeParse(input);
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const notFound = {
      errors: [{ field: 'setupIntentId', message: PaymentMessages.cardSetupNotFound }],
    };
    const customerId = await this.customers.customerOf(user.id, false);
    if (!customerId) return notFound;
    const setup = await this.processor.readCardSetup(parsed.data.setupIntentId);
    if (!setup || setup.customerId !== customerId) return notFound;
    if (setup.status !== 'succeeded' || !setup.card)
      return {
        errors: [{ field: 'setupIntentId', message: PaymentMessages.cardSetupNotConfirmed }],
      };
    const { customerId: owner, ...card } = setup.card;
    if (owner === customerId) return { card: await this.customers.keepOne(customerId, card) };
    // Not attached (any more): answered again after keepOne removed it as a duplicate, the saved
    // card it duplicates is the answer; otherwise (removed since, or someone else's) none.
    const same = owner === null ? await this.customers.sameCard(customerId, card) : undefined;
    return same ? { card: same } : notFound;
  }
}
