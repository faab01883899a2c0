import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  CURRENCY,
  PaymentMessages,
  TipMessages,
  addTipSchema,
  toFieldErrors,
  type AddTipData,
  type FieldError,
} from '@hearth/contracts';
import { Topics } from '@hearth/events';
import { Refused, publishEvents, refuse, type AuthUser } from '@hearth/nest-common';
import { tipAdded } from '../integration-events/published/tip-added.event.js';
import { OrderEntity } from '../orders/order.entity.js';
import { loadOrder } from '../orders/order-views.js';
import type { OrderType } from '../orders/orders.types.js';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from './payment-processor.js';
import { PaymentRepository } from './payment.repository.js';
import { PaymentCustomers } from './payment-customers.js';
import { LedgerRepository } from './ledger.repository.js';
import { TipRepository } from './tip.repository.js';
import { isTestToken } from './payment-policy.js';

/** AddTip: a guest tips the chef of a completed order (docs/rules/payments.md#tips). */
@Injectable()
export class AddTipHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    private readonly payments: PaymentRepository,
    private readonly customers: PaymentCustomers,
    private readonly tips: TipRepository,
    private readonly ledger: LedgerRepository,
  ) {}

  /**
   * Charges `input.tipCents` (integer cents, `addTipSchema`: $0.50–$200.00) on its own to the
   * guest's card and gives all of it to the chef, in one transaction with the order locked: the
   * processor authorises and captures it (keys `tip:<orderId>:<idempotencyKey>:authorize` and
   * `…:capture`), `order_tips` records it and the ledger gets TIP (+the tip) and PROCESSOR_FEE
   * (−the card fee of that charge), both tied to the tip — no commission, no sales tax — and
   * `TipAdded` goes out through the outbox (notifications tell the chef). The card:
   * `paymentMethodId` (one of the guest's saved cards or a processor test token), else the saved
   * card the order was paid with. The same `idempotencyKey` answers the order without a second
   * charge.
   * @returns the order (its `tipCents` and `totalCents` now count the tip), or field errors:
   * malformed input; `orderId` not the guest's (`TipMessages.orderNotFound`) or not COMPLETED
   * (`notCompleted`); `tipCents` when the order has a tip already (`alreadyTipped`);
   * `paymentMethodId` when no card is known (`PaymentMessages.cardRequired`), the card is not the
   * guest's (`cardNotFound`) or the processor declines it (its reason).
   * @throws ProcessorUnavailable when the processor cannot be reached (nothing is recorded).
   */
  async handle(
    user: AuthUser,
    input: unknown,
    traceparent: string | null = null,
  ): Promise<{ order: OrderType } | { errors: FieldError[] }> {
    const parsed = addTipSchema.safeParse(input);
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const data = parsed.data;
    try {
      await this.dataSource.transaction((m) => this.charge(m, user, data, traceparent));
    } catch (err) {
      if (err instanceof Refused) return (err as Refused<{ errors: FieldError[] }>).result;
      throw err;
    }
    return { order: (await loadOrder(this.dataSource.manager, data.orderId))! };
  }

  private async charge(
    m: EntityManager,
    user: AuthUser,
    data: AddTipData,
    traceparent: string | null,
  ): Promise<void> {
    const order = await m.findOne(OrderEntity, {
      where: { id: data.orderId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!order || order.guestId !== user.id) refuse('orderId', TipMessages.orderNotFound);
    const earlier = await this.tips.lock(m, order.id);
    if (earlier?.idempotencyKey === data.idempotencyKey) return;
    if (order.status !== 'COMPLETED') refuse('orderId', TipMessages.notCompleted);
    if (order.tipCents > 0 || earlier) refuse('tipCents', TipMessages.alreadyTipped);
    const card = await this.cardOf(m, user, order.id, data.paymentMethodId);
    const key = `tip:${order.id}:${data.idempotencyKey}`;
    const held = await this.processor.authorize(
      {
        amountCents: data.tipCents,
        currency: CURRENCY,
        customerId: card.customerId,
        paymentMethodId: card.paymentMethodId,
        orderId: order.id,
      },
      `${key}:authorize`,
    );
    if (!held.ok)
      refuse(
        'paymentMethodId',
        held.code === 'authentication_required'
          ? PaymentMessages.authenticationRequired
          : held.message || PaymentMessages.declinedFallback,
      );
    const charged = await this.processor.capture(held.paymentId, data.tipCents, `${key}:capture`);
    if (!charged.ok) refuse('paymentMethodId', charged.message || PaymentMessages.declinedFallback);
    const tipId = randomUUID();
    await this.tips.insert(m, {
      id: tipId,
      orderId: order.id,
      chefId: order.chefId,
      processor: this.processor.name,
      processorPaymentId: held.paymentId,
      amountCents: charged.capturedCents,
      feeCents: charged.feeCents,
      idempotencyKey: data.idempotencyKey,
    });
    await this.ledger.append(
      m,
      order.chefId,
      order.id,
      [
        ['TIP', charged.capturedCents],
        ['PROCESSOR_FEE', -charged.feeCents],
      ],
      null,
      tipId,
    );
    await publishEvents(
      m,
      Topics.orders,
      tipAdded(
        { ...order.ref(), tipId, amountCents: charged.capturedCents, currency: CURRENCY },
        traceparent,
      ),
    );
  }

  /** The card the tip is charged to (see `handle`), or the refusal. */
  private async cardOf(
    m: EntityManager,
    user: AuthUser,
    orderId: string,
    chosen: string | null,
  ): Promise<{ paymentMethodId: string; customerId: string | null }> {
    if (chosen) {
      if (!(await this.customers.isGuestsCard(user.id, chosen)))
        refuse('paymentMethodId', PaymentMessages.cardNotFound);
      return {
        paymentMethodId: chosen,
        customerId: isTestToken(chosen) ? null : await this.customers.customerOf(user.id, false, m),
      };
    }
    const paid = await this.payments.lock(m, orderId);
    if (
      paid?.paymentMethodId &&
      paid.customerId &&
      (await this.customers.isGuestsCard(user.id, paid.paymentMethodId))
    )
      return { paymentMethodId: paid.paymentMethodId, customerId: paid.customerId };
    return refuse('paymentMethodId', PaymentMessages.cardRequired);
  }
}
