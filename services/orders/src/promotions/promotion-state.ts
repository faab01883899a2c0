import type { DataSource } from 'typeorm';
import { PromotionMessages, isUuid, type FieldError } from '@hearth/contracts';
import type { PromotionEntity, PromotionStatusChange } from './promotion.entity.js';
import type { PromotionRepository } from './promotion.repository.js';
import { toPromotionType } from './promotion-views.js';
import type { PromotionType } from './promotions.types.js';

/** What an admin action came to: the promotion after it, or why nothing changed. */
export type PromotionOutcome = { promotion: PromotionType } | { errors: FieldError[] };

const notFound = (): { errors: FieldError[] } => ({
  errors: [{ field: 'id', message: PromotionMessages.notFound }],
});

/**
 * The shape Pause, Resume and End share: in one transaction, lock the promotion `id`, ask the
 * model for the change `change` at `now`, save it, answer the promotion as admins see it.
 * Errors returned on `id`: `notFound` (not a uuid, or no such promotion), or the model's refusal.
 * Redemptions already made stay with their orders.
 */
export async function changePromotionState(
  deps: { dataSource: DataSource; promotions: PromotionRepository },
  id: string,
  now: Date,
  change: (p: PromotionEntity) => PromotionStatusChange,
): Promise<PromotionOutcome> {
  if (!isUuid(id)) return notFound();
  return deps.dataSource.transaction(async (m) => {
    const [promotion] = await deps.promotions.lock(m, [id]);
    if (!promotion) return notFound();
    const changed = change(promotion);
    if (!changed.ok) return { errors: [{ field: 'id', message: changed.message }] };
    await deps.promotions.saveState(m, promotion);
    return { promotion: toPromotionType(promotion, now) };
  });
}
