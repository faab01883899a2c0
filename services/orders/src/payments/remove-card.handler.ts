import { Inject, Injectable } from '@nestjs/common';
import { PaymentMessages, type FieldError } from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import { PAYMENT_PROCESSOR, type PaymentProcessor, type SavedCard } from './payment-processor.js';
import { PaymentCustomers } from './payment-customers.js';

/** RemoveCard (RemovePaymentMethod): a guest removes one of their saved cards. */
@Injectable()
export class RemoveCardHandler {
  constructor(
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    private readonly customers: PaymentCustomers,
  ) {}

  /**
   * Detaches the guest's saved card `paymentMethodId` at the processor.
   * @returns the cards left, newest first, or a field error on `paymentMethodId`
   * (`PaymentMessages.cardNotFound`) when the card is not one of the guest's.
   * @throws ProcessorUnavailable when the processor cannot be reached.
   */
  async handle(
    user: AuthUser,
    paymentMethodId: string,
  ): Promise<{ items: SavedCard[] } | { errors: FieldError[] }> {
    const customerId = await this.customers.customerOf(user.id, false);
    const cards = customerId ? await this.processor.listCards(customerId) : [];
    if (!customerId || !cards.some((c) => c.id === paymentMethodId))
      return { errors: [{ field: 'paymentMethodId', message: PaymentMessages.cardNotFound }] };
    await this.processor.detachCard(customerId, paymentMethodId, `detach:${paymentMethodId}`);
    return { items: await this.processor.listCards(customerId) };
  }
}
