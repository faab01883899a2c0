import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import argon2 from 'argon2';
import { normalizeEmail, type Role, type UserStatus } from '@hearth/contracts';
import { Topics } from '@hearth/events';
import { publishEvents } from '@hearth/nest-common';
import { userRegistered } from '../integration-events/published/user-registered.event.js';
import { UserEntity } from './user.entity.js';

/** Production's argon2id parameters (above OWASP's minimum of m=19 MiB, t=2, p=1). */
const STANDARD_ARGON2 = {
  type: argon2.argon2id,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 1,
} as const;

/** The test run's: still argon2id, at a few milliseconds a hash instead of about 200 ms. */
const TEST_ARGON2 = {
  type: argon2.argon2id,
  memoryCost: 1_024,
  timeCost: 1,
  parallelism: 1,
} as const;

/**
 * The argon2id parameters new password hashes use: production's (64 MiB, 3 passes), unless
 * `HEARTH_PASSWORD_HASHING=test` — set by the test run's global set-up only, as Django's and
 * Rails' test set-ups cheapen their hashers — picks cheap ones. Each hash carries its own
 * parameters, so a hash of either kind verifies under the other.
 * @throws Error when `HEARTH_PASSWORD_HASHING=test` and `NODE_ENV=production` (a start-up error:
 *   the identity service hashes its dummy password when it is made).
 */
export function argon2Options(): typeof STANDARD_ARGON2 | typeof TEST_ARGON2 {
  if (process.env['HEARTH_PASSWORD_HASHING'] !== 'test') return STANDARD_ARGON2;
  if (process.env['NODE_ENV'] === 'production')
    throw new Error(
      'HEARTH_PASSWORD_HASHING=test is for the test run only: unset it in production',
    );
  return TEST_ARGON2;
}

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
  const passwordHash = await argon2.hash(input.password, argon2Options());
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
