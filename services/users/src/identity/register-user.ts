import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import argon2 from 'argon2';
import { normalizeEmail, type Role, type UserStatus } from '@hearth/contracts';
import { Topics } from '@hearth/events';
import { publishEvents } from '@hearth/nest-common';
import { userRegistered } from '../integration-events/published/user-registered.event.js';
import { UserEntity } from './user.entity.js';

/** argon2id parameters (above OWASP's minimum of m=19 MiB, t=2, p=1). */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 1,
} as const;

/** A validated new account. */
export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  status: UserStatus;
}

/**
 * Inserts a user and its `UserRegistered` event in ONE transaction (transactional outbox), so
 * there is never a user without its event or an event without its user. Returns null when the
 * e-mail is already used (unique violation), leaving nothing behind. Input must be validated.
 */
export async function registerUser(
  dataSource: DataSource,
  input: NewUser,
  traceparent: string | null = null,
): Promise<UserEntity | null> {
  const passwordHash = await argon2.hash(input.password, ARGON2_OPTIONS);
  try {
    return await dataSource.transaction(async (manager) => {
      const entity = manager.create(UserEntity, {
        id: randomUUID(),
        email: normalizeEmail(input.email),
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        status: input.status,
      });
      await manager.insert(UserEntity, entity);
      await publishEvents(manager, Topics.users, userRegistered(entity, traceparent));
      return manager.findOneByOrFail(UserEntity, { id: entity.id });
    });
  } catch (err) {
    if ((err as { code?: string }).code === '23505') return null;
    throw err;
  }
}
