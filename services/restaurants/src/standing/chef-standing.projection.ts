import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  EventTypes,
  Topics,
  type BankDetailsAddedPayload,
  type ChefApprovedPayload,
  type ChefRejectedPayload,
  type EventEnvelope,
} from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';

/** Inbox consumer names of the `chef_standing` handlers (one per event type). */
export const StandingConsumers = {
  chefApproved: 'restaurants.on-chef-approved',
  chefRejected: 'restaurants.on-chef-rejected',
  bankDetailsAdded: 'restaurants.on-bank-details-added',
} as const;

/**
 * Keeps `chef_standing` (ADR 0005) from `Topics.users`, once per event id (inbox):
 * `ChefApproved` v1 → active, `ChefRejected` v1 → not active, `BankDetailsAdded` v1 → bank details
 * filled. Each event sets only its own column with an upsert, so events of one chef may arrive in
 * any order (bank details before approval or after); of two status events, the one that occurred
 * last wins even when delivered first.
 */
@Injectable()
export class ChefStandingProjection implements OnModuleInit {
  constructor(private readonly events: EventSubscriber) {}

  async onModuleInit(): Promise<void> {
    await this.events.on<ChefApprovedPayload>(
      Topics.users,
      EventTypes.ChefApproved,
      StandingConsumers.chefApproved,
      (p, manager, event) => setActive(manager, p.userId, true, event),
    );
    await this.events.on<ChefRejectedPayload>(
      Topics.users,
      EventTypes.ChefRejected,
      StandingConsumers.chefRejected,
      (p, manager, event) => setActive(manager, p.userId, false, event),
    );
    await this.events.on<BankDetailsAddedPayload>(
      Topics.users,
      EventTypes.BankDetailsAdded,
      StandingConsumers.bankDetailsAdded,
      async (p, manager) => {
        await manager.query(
          `INSERT INTO chef_standing (user_id, has_bank_details, updated_at) VALUES ($1, true, now())
           ON CONFLICT (user_id) DO UPDATE SET has_bank_details = true, updated_at = now()`,
          [p.userId],
        );
      },
    );
  }
}

/** Sets `is_active` unless a status event that occurred later was already applied. */
async function setActive(
  manager: EntityManager,
  userId: string,
  isActive: boolean,
  event: EventEnvelope,
): Promise<void> {
  await manager.query(
    `INSERT INTO chef_standing (user_id, is_active, status_changed_at, updated_at)
     VALUES ($1, $2, $3, now())
     ON CONFLICT (user_id) DO UPDATE SET is_active = EXCLUDED.is_active,
       status_changed_at = EXCLUDED.status_changed_at, updated_at = now()
     WHERE chef_standing.status_changed_at IS NULL
        OR chef_standing.status_changed_at <= EXCLUDED.status_changed_at`,
    [userId, isActive, event.occurredAt],
  );
}
