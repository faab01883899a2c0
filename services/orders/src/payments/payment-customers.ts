import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { PAYMENT_PROCESSOR, type PaymentProcessor, type SavedCard } from './payment-processor.js';
import { isTestToken } from './payment-policy.js';

/**
 * The guests' customers at the processor (`payment_customers`: one per guest and processor) and
 * the rule that the same card saved twice stays one card.
 */
@Injectable()
export class PaymentCustomers {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
  ) {}

  /**
   * The guest's processor customer id; when `create` and there is none yet, it is created at the
   * processor (once: the key is the guest's) and recorded. Null when there is none and not `create`.
   * Runs in `m`'s transaction (default: none).
   * @throws ProcessorUnavailable when the processor cannot be reached.
   */
  async customerOf(guestId: string, create: true, m?: EntityManager): Promise<string>;
  async customerOf(guestId: string, create: boolean, m?: EntityManager): Promise<string | null>;
  async customerOf(
    guestId: string,
    create: boolean,
    m: EntityManager = this.dataSource.manager,
  ): Promise<string | null> {
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

  /**
   * Whether `guestId` may pay with `paymentMethodId` at checkout (docs/rules/payments.md, "One
   * order, one payment"): a processor test token (`isTestToken`: a fresh one-time card) or one of
   * the guest's own saved cards as their processor customer lists them. False for another guest's
   * card, a removed one, an unknown id, or any id when the guest has no customer yet. Reads only.
   * @throws ProcessorUnavailable when the processor cannot be reached.
   */
  async isGuestsCard(guestId: string, paymentMethodId: string): Promise<boolean> {
    if (isTestToken(paymentMethodId)) return true;
    const customerId = await this.customerOf(guestId, false);
    if (!customerId) return false;
    return (await this.processor.listCards(customerId)).some((c) => c.id === paymentMethodId);
  }

  /**
   * The same card saved again (same brand, last 4 and expiry as another saved card) stays one
   * card in the list: the new copy is detached and the older one answered; any other card is
   * answered as it is.
   * @throws ProcessorUnavailable when the processor cannot be reached.
   */
  async keepOne(customerId: string, card: SavedCard): Promise<SavedCard> {
    const same = await this.sameCard(customerId, card);
    if (!same) return card;
    await this.processor.detachCard(customerId, card.id, `detach:${card.id}`);
    return same;
  }

  /** Another of the customer's saved cards with the card's brand, last 4 and expiry, if any. */
  async sameCard(customerId: string, card: SavedCard): Promise<SavedCard | undefined> {
    return (await this.processor.listCards(customerId)).find(
      (c) =>
        c.id !== card.id &&
        c.brand === card.brand &&
        c.last4 === card.last4 &&
        c.expMonth === card.expMonth &&
        c.expYear === card.expYear,
    );
  }
}
