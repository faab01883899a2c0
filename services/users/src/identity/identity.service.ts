import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import argon2 from 'argon2';
import { AuthMessages, logInSchema, signUpSchema, toFieldErrors } from '@hearth/contracts';
import { type InvalidInput } from '@hearth/nest-common';
import { argon2Options, registerUser, type NewUser } from './register-user.js';
import { SigningKeyStore } from './signing-key.store.js';
import { RefreshTokenEntity } from './refresh-token.entity.js';
import { UserEntity } from './user.entity.js';

/** Lifetime of a refresh token, in seconds (30 days). */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/**
 * How long, in seconds, a refresh token just used may be presented again without counting as a
 * replay (30). A browser that reloads or navigates while a refresh is in flight never stores the
 * answer's new cookie and presents the used one again; inside this window it gets another
 * successor in the same family instead of being signed out. Later reuse still revokes the family.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/** A signed-in session handed to the client. */
export interface IssuedSession {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
  user: UserEntity;
}

/** Result of an identity command: a session, or the user-facing reason it was refused. */
export type IdentityResult = { kind: 'session'; session: IssuedSession } | InvalidInput;

/** SHA-256 of a secret token, hex: what is stored instead of the token. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Accounts and sessions: sign up, log in, refresh (rotating), log out
 * (docs/rules/accounts-and-admin.md#sign-up). Bad input changes nothing; sign-up writes the user
 * and its `UserRegistered` event in one transaction.
 */
@Injectable()
export class IdentityService {
  /** Hash checked when the e-mail is unknown, so both failures take the same time. */
  private dummyHash: Promise<string> = argon2.hash(randomUUID(), argon2Options());

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly keys: SigningKeyStore,
  ) {}

  /**
   * Creates a Guest (status ACTIVE) or Chef (status INITIAL) account and signs it in.
   * Errors (as `invalid`): contract messages per field; `email` → `AuthMessages.emailTaken`.
   */
  async signUp(input: unknown, traceparent: string | null = null): Promise<IdentityResult> {
    const parsed = signUpSchema.safeParse(input);
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    const { email, password, firstName, lastName, role } = parsed.data;
    const user = await this.createUser(
      {
        email,
        password,
        firstName,
        lastName,
        role,
        status: role === 'CHEF' ? 'INITIAL' : 'ACTIVE',
      },
      traceparent,
    );
    if (!user)
      return { kind: 'invalid', errors: [{ field: 'email', message: AuthMessages.emailTaken }] };
    return { kind: 'session', session: await this.startSession(user) };
  }

  /** Registers a validated account (see `registerUser`; its `UserRegistered` is published on commit). */
  async createUser(input: NewUser, traceparent: string | null = null): Promise<UserEntity | null> {
    const user = await registerUser(this.dataSource, input, traceparent);
    return user;
  }

  /** Signs in with e-mail and password. Any mismatch gives the one generic message. */
  async logIn(input: unknown): Promise<IdentityResult> {
    const parsed = logInSchema.safeParse(input);
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    const user = await this.dataSource
      .getRepository(UserEntity)
      .findOneBy({ email: parsed.data.email });
    const ok = await argon2.verify(
      user?.passwordHash ?? (await this.dummyHash),
      parsed.data.password,
    );
    if (!user || !ok) {
      return {
        kind: 'invalid',
        errors: [{ field: 'password', message: AuthMessages.invalidCredentials }],
      };
    }
    return { kind: 'session', session: await this.startSession(user) };
  }

  /**
   * Exchanges a refresh token for a new session and a new refresh token (rotation). A token that
   * was already used, more than `REFRESH_REUSE_GRACE_SECONDS` ago, revokes its whole family (it
   * was stolen or replayed); within that window it is a retry (a lost answer) and gets another
   * successor. No token (a browser without the cookie) is an expired session.
   */
  async refresh(refreshToken: string | null): Promise<IdentityResult> {
    const expired: IdentityResult = {
      kind: 'invalid',
      errors: [{ field: 'refreshToken', message: AuthMessages.sessionExpired }],
    };
    if (!refreshToken) return expired;
    const outcome = await this.dataSource.transaction(async (manager) => {
      const row = await manager
        .getRepository(RefreshTokenEntity)
        .createQueryBuilder('t')
        .setLock('pessimistic_write')
        .where('t.token_hash = :hash', { hash: sha256(refreshToken) })
        .getOne();
      if (!row || row.revokedAt || row.expiresAt <= new Date()) return null;
      if (row.usedAt && Date.now() - row.usedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000) {
        const retried = await manager.findOneBy(UserEntity, { id: row.userId });
        if (!retried) return null;
        return {
          user: retried,
          refresh: await this.insertRefreshToken(manager, retried.id, row.familyId),
        };
      }
      if (row.usedAt) {
        await manager.update(
          RefreshTokenEntity,
          { familyId: row.familyId },
          { revokedAt: new Date() },
        );
        return null;
      }
      await manager.update(RefreshTokenEntity, { id: row.id }, { usedAt: new Date() });
      const user = await manager.findOneBy(UserEntity, { id: row.userId });
      if (!user) return null;
      return { user, refresh: await this.insertRefreshToken(manager, user.id, row.familyId) };
    });
    if (!outcome) return expired;
    return { kind: 'session', session: await this.sessionFor(outcome.user, outcome.refresh) };
  }

  /** Revokes the refresh token's family (this device's session). Unknown tokens are ignored. */
  async logOut(refreshToken: string): Promise<void> {
    const row = await this.dataSource
      .getRepository(RefreshTokenEntity)
      .findOneBy({ tokenHash: sha256(refreshToken) });
    if (row)
      await this.dataSource
        .getRepository(RefreshTokenEntity)
        .update({ familyId: row.familyId }, { revokedAt: new Date() });
  }

  /** The user with `id`, or null. */
  findById(id: string): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOneBy({ id });
  }

  /** Signs `user` in on a new device: a new refresh-token family and an access token. */
  async startSession(user: UserEntity): Promise<IssuedSession> {
    const refresh = await this.insertRefreshToken(this.dataSource.manager, user.id, randomUUID());
    return this.sessionFor(user, refresh);
  }

  private async sessionFor(user: UserEntity, refreshToken: string): Promise<IssuedSession> {
    const { token, expiresAt } = await this.keys.sign(user.id, {
      email: user.email,
      role: user.role,
      status: user.status,
    });
    return { accessToken: token, accessTokenExpiresAt: expiresAt, refreshToken, user };
  }

  private async insertRefreshToken(
    manager: EntityManager,
    userId: string,
    familyId: string,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await manager.insert(RefreshTokenEntity, {
      id: randomUUID(),
      userId,
      familyId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      usedAt: null,
      revokedAt: null,
    });
    return token;
  }
}
