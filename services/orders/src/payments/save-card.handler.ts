import { Inject, Injectable } from '@nestjs/common';
import { addPaymentMethodSchema, toFieldErrors, type FieldError } from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import { PAYMENT_PROCESSOR, type PaymentProcessor, type SavedCard } from './payment-processor.js';
import { PaymentCustomers } from './payment-customers.js';

/** SaveCard (AddPaymentMethod): a guest saves a card from a processor token. */
@Injectable()
export class SaveCardHandler {
  constructor(
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    private readonly customers: PaymentCustomers,
  ) {}

  /**
   * Saves a card (`input.paymentMethodToken`, a processor token `pm_…`) to the guest's customer,
   * creating it on first use; a card the guest already saved (same brand, last 4 and expiry) is
   * not added twice. One card per guest and `idempotencyKey`.
   * @returns the card, or a field error on `paymentMethodToken`: a malformed token
   * (`PaymentMessages.cardRequired`) or the processor's refusal message.
   * @throws ProcessorUnavailable when the processor cannot be reached.
   */
  async handle(
    user: AuthUser,
    input: unknown,
    idempotencyKey: string,
  ): Promise<{ card: SavedCard } | { errors: FieldError[] }> {
    const parsed = addPaymentMethodSchema.safeParse(input);
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const customerId = await this.customers.customerOf(user.id, true);
    const result = await this.processor.attachCard(
      customerId,
      parsed.data.paymentMethodToken,
      `card:${user.id}:${idempotencyKey}`,
    );
    if (!result.ok) return { errors: [{ field: 'paymentMethodToken', message: result.message }] };
    return { card: await this.customers.keepOne(customerId, result.card) };
  }
}
