import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { StandingOrderMessages, isUuid } from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import { StandingOrder } from './standing-order.model.js';
import { StandingOrderRepository } from './standing-order.repository.js';
import { loadSourceOrder } from './source-order.query.js';
import { StandingOrderViews, type StandingOrderOutcome } from './standing-order-views.js';

/** Order statuses a guest can make weekly: the chef said yes to it. */
const ELIGIBLE = new Set(['ACCEPTED', 'COMPLETED']);

/**
 * CreateStandingOrder (guests, issue 28): makes one of the guest's own ACCEPTED or COMPLETED
 * orders weekly with its chef — same dishes and quantities, fulfilment, address, instructions and
 * card — following the order's cooking session: each later occurrence of it is a week.
 */
@Injectable()
export class CreateStandingOrderHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly standingOrders: StandingOrderRepository,
    private readonly views: StandingOrderViews,
  ) {}

  /**
   * The new standing order (ACTIVE), or an error on `orderId`: `orderNotFound` (not a uuid, no
   * such order, or another guest's), `orderNotEligible` (not ACCEPTED/COMPLETED, or its session is
   * unknown), `noCard` (paid without a card), `alreadyWeekly` (one per order).
   */
  async execute(user: AuthUser, orderId: string, now = new Date()): Promise<StandingOrderOutcome> {
    const error = (message: string) => ({ errors: [{ field: 'orderId', message }] });
    if (!isUuid(orderId)) return error(StandingOrderMessages.orderNotFound);
    const m = this.dataSource.manager;
    const source = await loadSourceOrder(m, orderId);
    if (!source || source.guestId !== user.id) return error(StandingOrderMessages.orderNotFound);
    if (!ELIGIBLE.has(source.status) || !source.sessionId || source.lines.length === 0)
      return error(StandingOrderMessages.orderNotEligible);
    if (!source.paymentMethodId) return error(StandingOrderMessages.noCard);
    const order = StandingOrder.start({
      id: randomUUID(),
      guestId: user.id,
      guestEmail: user.email,
      restaurantId: source.restaurantId,
      chefId: source.chefId,
      sessionId: source.sessionId,
      sourceOrderId: source.id,
      lines: source.lines,
      fulfilment: source.fulfilment,
      addressLine1: source.addressLine1,
      addressLine2: source.addressLine2,
      postalCode: source.postalCode,
      latitude: source.latitude,
      longitude: source.longitude,
      instructions: source.instructions,
      paymentMethodId: source.paymentMethodId,
      anchorStartsAt: source.scheduledFor,
      createdAt: now,
      updatedAt: now,
    });
    if (!(await this.standingOrders.insert(m, order)))
      return error(StandingOrderMessages.alreadyWeekly);
    return { standingOrder: await this.views.one(m, order, now) };
  }
}
