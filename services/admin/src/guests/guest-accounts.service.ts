import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { UserRegisteredPayload } from '@hearth/events';
import { GuestAccountEntity } from './guest-account.entity.js';

/**
 * The guest accounts admin knows of (the Guests audience of Post Newsletter), kept from the users
 * service's `UserRegistered` events by its handler, in the handler's inbox transaction.
 */
@Injectable()
export class GuestAccountsService {
  /** `UserRegistered`: a new guest joins the projection (once); other roles are ignored. */
  async recordRegistration(
    manager: EntityManager,
    p: UserRegisteredPayload,
    occurredAt: string,
  ): Promise<void> {
    if (p.role !== 'Guest') return;
    await manager
      .createQueryBuilder()
      .insert()
      .into(GuestAccountEntity)
      .values({ id: p.userId, email: p.email, createdAt: new Date(occurredAt) })
      .orIgnore()
      .execute();
  }
}
