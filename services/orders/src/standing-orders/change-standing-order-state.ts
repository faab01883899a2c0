import type { DataSource } from 'typeorm';
import { StandingOrderMessages, isUuid, type FieldError } from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import type { StandingChange, StandingOrder } from './standing-order.model.js';
import type { StandingOrderRepository } from './standing-order.repository.js';
import type { StandingOrderOutcome, StandingOrderViews } from './standing-order-views.js';

const notFound = (): { errors: FieldError[] } => ({
  errors: [{ field: 'id', message: StandingOrderMessages.notFound }],
});

/**
 * The shape pause, resume, cancel and change share: in one transaction, lock the guest's
 * standing order `id`, ask the model for the change, save it, answer the guest's view at `now`.
 * Errors on `id`: `notFound` (not a uuid, no such standing order, or another guest's), or the
 * model's refusal.
 */
export async function changeStandingOrder(
  deps: {
    dataSource: DataSource;
    standingOrders: StandingOrderRepository;
    views: StandingOrderViews;
  },
  user: AuthUser,
  id: string,
  now: Date,
  change: (order: StandingOrder) => StandingChange,
): Promise<StandingOrderOutcome> {
  if (!isUuid(id)) return notFound();
  return deps.dataSource.transaction(async (m) => {
    const order = await deps.standingOrders.lock(m, id);
    if (!order || order.state.guestId !== user.id) return notFound();
    const changed = change(order);
    if (!changed.ok) return { errors: [{ field: 'id', message: changed.message }] };
    await deps.standingOrders.save(m, order);
    return { standingOrder: await deps.views.one(m, order, now) };
  });
}
