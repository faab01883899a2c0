import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChefProfileMessages, chefRejectionSchema, toFieldErrors, isUuid } from '@hearth/contracts';
import { Topics, type EventEnvelope } from '@hearth/events';
import { publishEvents, invalidInput } from '@hearth/nest-common';
import { UserEntity } from '../identity/user.entity.js';
import { chefApproved } from '../integration-events/published/chef-approved.event.js';
import { chefRejected } from '../integration-events/published/chef-rejected.event.js';
import { ChefProfileEntity } from '../chef-profile/chef-profile.entity.js';
import { lockUser, type ChefCommandResult } from '../chef-profile/chef-profile.service.js';

/**
 * Admin chef verification (docs/rules/accounts-and-admin.md#chef-verification): a PENDING chef
 * becomes ACTIVE (approved) or REJECTED (with a reason). Each change and its event
 * (`ChefApproved` / `ChefRejected` v1) are written in one transaction. The chef's access token
 * still carries the old status until the client calls `refreshSession`.
 */
@Injectable()
export class VerificationService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** PENDING → ACTIVE. Errors: `userId: chefNotFound`, `status: notPending`. */
  approve(adminId: string, userId: string, traceparent: string | null = null) {
    return this.transition(userId, 'ACTIVE', null, (user) =>
      chefApproved(user, adminId, traceparent),
    );
  }

  /** PENDING → REJECTED with `reason` (1–1000 characters, trimmed; shown to the chef). */
  async reject(
    adminId: string,
    userId: string,
    reason: unknown,
    traceparent: string | null = null,
  ): Promise<ChefCommandResult> {
    const parsed = chefRejectionSchema.safeParse({ reason });
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    const text = parsed.data.reason;
    return this.transition(userId, 'REJECTED', text, (user) =>
      chefRejected(user, adminId, text, traceparent),
    );
  }

  private async transition(
    userId: string,
    to: 'ACTIVE' | 'REJECTED',
    reason: string | null,
    event: (user: UserEntity) => EventEnvelope,
  ): Promise<ChefCommandResult> {
    if (!isUuid(userId)) {
      return invalidInput('userId', ChefProfileMessages.chefNotFound);
    }
    const result = await this.dataSource.transaction(async (manager) => {
      const user = await lockUser(manager, userId);
      if (!user || user.role !== 'CHEF')
        return invalidInput('userId', ChefProfileMessages.chefNotFound);
      if (user.status !== 'PENDING') return invalidInput('status', ChefProfileMessages.notPending);
      await manager.update(UserEntity, { id: userId }, { status: to });
      await manager.update(ChefProfileEntity, { userId }, { rejectionReason: reason });
      const updated = await manager.findOneByOrFail(UserEntity, { id: userId });
      await publishEvents(manager, Topics.users, event(updated));
      return { kind: 'ok' as const, user: updated };
    });
    return result;
  }
}
