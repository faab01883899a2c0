import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { EventEnvelope, OrderPlacedPayload } from '@hearth/events';
import type { AuthUser } from '@hearth/nest-common';
import { UserEntity } from '../identity/user.entity.js';

/** Where a `User` was reached: the caller's own account (`me`, a sign-in…) or by reference. */
export type UserAccess = 'own' | 'reference';

/**
 * Users' contact details and who may read them (docs/adr/0010-guest-contact-by-federation.md). A
 * user reached through a federation reference (`Order.guest`, `ChefApplication.user`, …) shows:
 * - everything to the user themself and to admins;
 * - its name and phone to a chef it placed an order with (`chef_guests`, kept from orders'
 *   `OrderPlaced`), never its e-mail;
 * - nothing of it to anyone else.
 * A user reached as the caller's own account (`me`, sign-in, the chef's own mutations) is theirs.
 */
@Injectable()
export class ContactService {
  /** One batching loader of "did this guest order from me?" per GraphQL request. */
  private readonly loaders = new WeakMap<object, DataLoader<string, boolean>>();
  /** One batching loader of users by id per GraphQL request (federation references). */
  private readonly users = new WeakMap<object, DataLoader<string, UserEntity | null>>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** `OrderPlaced` (orders): the order's chef may now read its guest's name and phone. */
  async recordOrder(p: OrderPlacedPayload, m: EntityManager, e: EventEnvelope): Promise<void> {
    await m.query(
      `INSERT INTO chef_guests (chef_id, guest_id, first_order_at) VALUES ($1, $2, $3)
       ON CONFLICT (chef_id, guest_id) DO UPDATE
         SET first_order_at = LEAST(chef_guests.first_order_at, EXCLUDED.first_order_at)`,
      [p.chefId, p.guestId, e.occurredAt],
    );
  }

  /**
   * Whether `viewer` may read the name and phone of user `userId` reached by `access`. `request`
   * (the GraphQL context) batches one request's look-ups into one query.
   */
  async mayReadContact(
    viewer: AuthUser | null,
    userId: string,
    access: UserAccess,
    request: object,
  ): Promise<boolean> {
    if (access === 'own') return true;
    if (!viewer) return false;
    if (viewer.id === userId || viewer.role === 'ADMIN') return true;
    if (viewer.role !== 'CHEF') return false;
    let loader = this.loaders.get(request);
    if (!loader) {
      const chefId = viewer.id;
      loader = new DataLoader<string, boolean>(async (guestIds) => {
        const rows = (await this.dataSource.query(
          `SELECT guest_id AS "guestId" FROM chef_guests
            WHERE chef_id = $1 AND guest_id = ANY($2::uuid[])`,
          [chefId, [...guestIds]],
        )) as Array<{ guestId: string }>;
        const theirs = new Set(rows.map((r) => r.guestId));
        return guestIds.map((id) => theirs.has(id));
      });
      this.loaders.set(request, loader);
    }
    return loader.load(userId);
  }

  /**
   * The user `id` (null: none), batched per GraphQL `request`: the references of one `_entities`
   * call (a page of 100 payouts' chefs, 20 orders' guests) are one query, not one each (issue 26).
   */
  userById(id: string, request: object): Promise<UserEntity | null> {
    let loader = this.users.get(request);
    if (!loader) {
      loader = new DataLoader<string, UserEntity | null>(async (ids) => {
        const rows = await this.dataSource
          .getRepository(UserEntity)
          .find({ where: { id: In([...ids]) } });
        const byId = new Map(rows.map((u) => [u.id, u]));
        return ids.map((i) => byId.get(i) ?? null);
      });
      this.users.set(request, loader);
    }
    return loader.load(id);
  }

  /** Whether `viewer` may read the e-mail of user `userId`: the user themself and admins. */
  mayReadEmail(viewer: AuthUser | null, userId: string, access: UserAccess): boolean {
    if (access === 'own') return true;
    return !!viewer && (viewer.id === userId || viewer.role === 'ADMIN');
  }
}
