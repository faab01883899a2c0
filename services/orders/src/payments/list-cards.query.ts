import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '@hearth/nest-common';
import { PAYMENT_PROCESSOR, type PaymentProcessor, type SavedCard } from './payment-processor.js';
import { PaymentCustomers } from './payment-customers.js';

/** ListCards: the signed-in guest's saved cards. */
@Injectable()
export class ListCardsQuery {
  constructor(
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    private readonly customers: PaymentCustomers,
  ) {}

  /**
   * The guest's saved cards as the processor lists them, newest first (none before the first is
   * saved).
   * @throws ProcessorUnavailable when the processor cannot be reached.
   */
  async handle(user: AuthUser): Promise<SavedCard[]> {
    const customerId = await this.customers.customerOf(user.id, false);
    return customerId ? this.processor.listCards(customerId) : [];
  }
}
