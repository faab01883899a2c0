import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ChefProfileMessages,
  acceptTermsSchema,
  chefProfileUpdateSchema,
  toFieldErrors,
  type FieldError,
} from '@hearth/contracts';
import { Outbox, OutboxRelay, Topics } from '@hearth/events';
import { UserEntity } from '../identity/user.entity.js';
import { chefApplicationSubmitted } from './chef-events.js';
import { ChefProfileEntity, hasCredentials, hasGeneralInformation } from './chef-profile.entity.js';

/** Outcome of a chef command: the updated user, or field errors (nothing written). */
export type ChefCommandResult =
  { kind: 'ok'; user: UserEntity } | { kind: 'invalid'; errors: FieldError[] };

const invalid = (field: string, message: string): ChefCommandResult => ({
  kind: 'invalid',
  errors: [{ field, message }],
});

/** Locks and returns the user row for the rest of the transaction (status changes serialise). */
export function lockUser(manager: EntityManager, id: string): Promise<UserEntity | null> {
  return manager
    .getRepository(UserEntity)
    .createQueryBuilder('u')
    .setLock('pessimistic_write')
    .where('u.id = :id', { id })
    .getOne();
}

/**
 * The chef onboarding wizard (SPEC §4 chef status gate and wizard steps; §5 General information,
 * Credentials, Terms; §7 UpdateUser). Acts on the signed-in chef only.
 */
@Injectable()
export class ChefProfileService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OutboxRelay) private readonly relay: OutboxRelay,
  ) {}

  /** The chef's profile row, or null before the first wizard save. */
  find(userId: string): Promise<ChefProfileEntity | null> {
    return this.dataSource.getRepository(ChefProfileEntity).findOneBy({ userId });
  }

  /**
   * Saves one or both wizard steps (SPEC §5 rules; errors `general.<field>` /
   * `credentials.<field>`, nothing written on any error). General information also updates the
   * user's first and last name. Allowed in any status (the profile page reuses it).
   */
  async update(userId: string, input: unknown): Promise<ChefCommandResult> {
    const parsed = chefProfileUpdateSchema.safeParse(input ?? {});
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    const { general, credentials } = parsed.data;
    return this.dataSource.transaction(async (manager) => {
      const user = await lockUser(manager, userId);
      if (!user) return invalid('_', ChefProfileMessages.updateFailed);
      const fields: Partial<ChefProfileEntity> = {};
      if (general) {
        const { firstName, lastName, ...rest } = general;
        await manager.update(UserEntity, { id: userId }, { firstName, lastName });
        Object.assign(fields, rest);
      }
      if (credentials) Object.assign(fields, credentials);
      if (Object.keys(fields).length > 0) await this.saveProfile(manager, userId, fields);
      return { kind: 'ok', user: await manager.findOneByOrFail(UserEntity, { id: userId }) };
    });
  }

  /**
   * Terms step (SPEC §4: "The transition out of Initial happens after the terms are accepted"):
   * sets `verified`, moves INITIAL → PENDING and adds `ChefApplicationSubmitted` v1 to the outbox,
   * all in one transaction. Errors: not ticked → `accepted: termsRequired`; status not INITIAL →
   * `status: alreadySubmitted`; a wizard step not saved → `general` / `credentials` messages.
   */
  async acceptTerms(
    userId: string,
    accepted: boolean,
    traceparent: string | null = null,
  ): Promise<ChefCommandResult> {
    const parsed = acceptTermsSchema.safeParse({ accepted });
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    const result = await this.dataSource.transaction(async (manager) => {
      const user = await lockUser(manager, userId);
      if (!user) return invalid('_', ChefProfileMessages.updateFailed);
      if (user.status !== 'INITIAL') return invalid('status', ChefProfileMessages.alreadySubmitted);
      const profile = await manager.findOneBy(ChefProfileEntity, { userId });
      if (!hasGeneralInformation(profile)) {
        return invalid('general', ChefProfileMessages.generalInformationMissing);
      }
      if (!hasCredentials(profile)) {
        return invalid('credentials', ChefProfileMessages.credentialsMissing);
      }
      const now = new Date();
      await manager.update(ChefProfileEntity, { userId }, { verified: true, termsAcceptedAt: now });
      await manager.update(UserEntity, { id: userId }, { status: 'PENDING' });
      const updated = await manager.findOneByOrFail(UserEntity, { id: userId });
      await Outbox.add(manager, Topics.users, chefApplicationSubmitted(updated, now, traceparent));
      return { kind: 'ok' as const, user: updated };
    });
    if (result.kind === 'ok') this.relay.kick();
    return result;
  }

  private async saveProfile(
    manager: EntityManager,
    userId: string,
    fields: Partial<ChefProfileEntity>,
  ): Promise<void> {
    const exists = await manager.existsBy(ChefProfileEntity, { userId });
    if (exists) await manager.update(ChefProfileEntity, { userId }, fields);
    else await manager.insert(ChefProfileEntity, { userId, ...fields });
  }
}
