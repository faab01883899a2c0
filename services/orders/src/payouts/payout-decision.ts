import type { DataSource } from 'typeorm';
import { PaymentMessages, isUuid, type FieldError } from '@hearth/contracts';
import type { Payout, PayoutStatusChange } from './payout.js';
import type { PayoutQueries, PayoutRow } from './payout.queries.js';
import type { PayoutRepository } from './payout.repository.js';

/** What an admin's decision on a payout came to: the payout after it, or why nothing changed. */
export type PayoutDecisionOutcome = { payout: PayoutRow } | { errors: FieldError[] };

/** The answer for a payout id that is not a uuid or names no payout (`payoutNotFound`). */
export const payoutNotFound = (): { errors: FieldError[] } => ({
  errors: [{ field: 'payoutId', message: PaymentMessages.payoutNotFound }],
});

/** The answer for a status change the Payout model refused, with its message. */
export const payoutRefused = (message: string): { errors: FieldError[] } => ({
  errors: [{ field: 'payoutId', message }],
});

/**
 * The shape every admin decision without side effects shares (Hold, Approve): in one
 * transaction, lock the payout `id`, ask the model for the change `decide`, save it, answer the
 * payout as admins read it. Errors returned: `payoutNotFound`, or the model's refusal.
 */
export async function decidePayout(
  deps: { dataSource: DataSource; payouts: PayoutRepository; queries: PayoutQueries },
  id: string,
  decide: (payout: Payout) => PayoutStatusChange,
): Promise<PayoutDecisionOutcome> {
  if (!isUuid(id)) return payoutNotFound();
  return deps.dataSource.transaction(async (m) => {
    const payout = await deps.payouts.lock(m, id);
    if (!payout) return payoutNotFound();
    const change = decide(payout);
    if (!change.ok) return payoutRefused(change.message);
    await deps.payouts.save(m, payout, change.from);
    return { payout: (await deps.queries.byIds(m, [id]))[0]! };
  });
}
