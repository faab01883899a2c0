import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import argon2 from 'argon2';
import { RateLimiterRes } from 'rate-limiter-flexible';
import {
  AccountMessages,
  PASSWORD_RESET_TTL_MINUTES,
  accountDetailsSchema,
  changePasswordSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  toFieldErrors,
} from '@hearth/contracts';
import { Topics } from '@hearth/events';
import {
  RateLimiters,
  invalidInput,
  publishEvents,
  type InvalidInput,
  type RateLimitRule,
} from '@hearth/nest-common';
import { IdentityService, sha256, type IdentityResult } from '../identity/identity.service.js';
import { RefreshTokenEntity } from '../identity/refresh-token.entity.js';
import { argon2Options } from '../identity/register-user.js';
import { UserEntity } from '../identity/user.entity.js';
import { passwordResetRequested } from '../integration-events/published/password-reset-requested.event.js';
import { LinkSealer } from '../common/link-sealer.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';

/**
 * Reset e-mails per address per hour, whoever asks: beyond it a request still gets the usual
 * answer but sends nothing (nobody can flood an inbox, and the answer tells nothing).
 */
export const RESET_EMAILS_PER_ADDRESS = {
  name: 'password-reset-address',
  points: Number(process.env.PASSWORD_RESET_EMAILS_PER_HOUR ?? 3),
  durationSeconds: 3600,
} satisfies RateLimitRule;

/** Outcome of `requestPasswordReset`: always `sent` for a valid e-mail (see there). */
export type ResetRequestResult = { kind: 'sent' } | InvalidInput;
/** Outcome of `resetPassword`: the account's e-mail (to pre-fill the log-in form). */
export type ResetResult = { kind: 'reset'; email: string } | InvalidInput;
/** Outcome of `updateDetails`: the saved user. */
export type DetailsResult = { kind: 'ok'; user: UserEntity } | InvalidInput;

/**
 * The account's own settings (docs/rules/accounts-and-admin.md#passwords): changing the password
 * (current one required), recovering a forgotten one through an e-mailed single-use link, and the
 * account details (names, phone). New passwords follow the sign-up rules and are hashed with the
 * sign-up argon2id parameters. Whenever the password changes, every refresh token of the account
 * is revoked and every outstanding reset link stops working.
 */
@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly identity: IdentityService,
    @Inject(RateLimiters) private readonly limiters: RateLimiters,
    private readonly sealer: LinkSealer,
  ) {}

  /**
   * Changes the signed-in user's password and answers a new session for this device, every other
   * session being signed out. Errors: `currentPassword` (missing or wrong), `newPassword` (the
   * sign-up rules, or the same as the current one).
   */
  async changePassword(userId: string, input: unknown): Promise<IdentityResult> {
    const parsed = changePasswordSchema.safeParse(input);
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    const { currentPassword, newPassword } = parsed.data;
    const user = await this.identity.findById(userId);
    if (!user) return invalidInput('currentPassword', AccountMessages.currentPasswordWrong);
    if (!(await argon2.verify(user.passwordHash, currentPassword)))
      return invalidInput('currentPassword', AccountMessages.currentPasswordWrong);
    if (await argon2.verify(user.passwordHash, newPassword))
      return invalidInput('newPassword', AccountMessages.newPasswordSameAsCurrent);
    const passwordHash = await argon2.hash(newPassword, argon2Options());
    await this.dataSource.transaction(async (manager) => {
      // Only if nobody changed it meanwhile (the current password was checked against this hash).
      const changed = await manager.update(
        UserEntity,
        { id: userId, passwordHash: user.passwordHash },
        { passwordHash },
      );
      if (!changed.affected) throw new Error('password changed concurrently');
      await this.signOutEverywhere(manager, userId);
    });
    return {
      kind: 'session',
      session: await this.identity.startSession({ ...user, passwordHash }),
    };
  }

  /**
   * Asks for a reset link. For a valid e-mail the answer is always `sent`, whether or not an
   * account uses it; only for an existing account (within `RESET_EMAILS_PER_ADDRESS`) is a link
   * stored (its SHA-256, valid 30 minutes) and `PasswordResetRequested` published in the same
   * transaction, for notifications to e-mail: the token in it sealed to notifications (only its
   * ciphertext is in the outbox and on the topic, docs/adr/0019).
   */
  async requestPasswordReset(
    input: unknown,
    traceparent: string | null = null,
  ): Promise<ResetRequestResult> {
    const parsed = requestPasswordResetSchema.safeParse(input);
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    const { email } = parsed.data;
    if (!(await this.withinAddressBudget(email))) return { kind: 'sent' };
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ email });
    if (!user) return { kind: 'sent' };
    const token = randomBytes(32).toString('base64url');
    const { sealedToken } = await this.sealer.seal('password-reset', user.id, token);
    await this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `INSERT INTO password_reset_tokens (id, user_id, token_hash, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(mins => $4))
         RETURNING expires_at`,
        [randomUUID(), user.id, sha256(token), PASSWORD_RESET_TTL_MINUTES],
      )) as Array<{ expires_at: Date }>;
      await publishEvents(
        manager,
        Topics.users,
        passwordResetRequested(user, sealedToken, row!.expires_at, traceparent),
      );
    });
    return { kind: 'sent' };
  }

  /**
   * Sets a new password with the token of an e-mailed link: once, within 30 minutes. The link is
   * spent in the same statement that checks it, so two uses at once cannot both succeed. Signs
   * every session of the account out. Errors: `token` (unknown, used or expired:
   * `AccountMessages.resetLinkInvalid`), `newPassword` (the sign-up rules).
   */
  async resetPassword(input: unknown): Promise<ResetResult> {
    const parsed = resetPasswordSchema.safeParse(input);
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    const { token, newPassword } = parsed.data;
    const passwordHash = await argon2.hash(newPassword, argon2Options());
    const email = await this.dataSource.transaction(async (manager) => {
      const [spent] = (await manager.query(
        `WITH spent AS (
           UPDATE password_reset_tokens SET used_at = now()
           WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
           RETURNING user_id
         ) SELECT user_id FROM spent`,
        [sha256(token)],
      )) as Array<{ user_id: string }>;
      if (!spent) return null;
      await manager.update(UserEntity, { id: spent.user_id }, { passwordHash });
      await this.signOutEverywhere(manager, spent.user_id);
      return (await manager.findOneByOrFail(UserEntity, { id: spent.user_id })).email;
    });
    if (email === null) return invalidInput('token', AccountMessages.resetLinkInvalid);
    return { kind: 'reset', email };
  }

  /** Saves the account's first and last name and optional phone (rules of `accountDetailsSchema`). */
  async updateDetails(userId: string, input: unknown): Promise<DetailsResult> {
    const parsed = accountDetailsSchema.safeParse(input);
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    const repository = this.dataSource.getRepository(UserEntity);
    await repository.update({ id: userId }, parsed.data);
    return { kind: 'ok', user: await repository.findOneByOrFail({ id: userId }) };
  }

  /** Revokes every live refresh token of the user and spends every open reset link. */
  private async signOutEverywhere(manager: EntityManager, userId: string): Promise<void> {
    const now = new Date();
    await manager.update(RefreshTokenEntity, { userId, revokedAt: IsNull() }, { revokedAt: now });
    await manager.update(PasswordResetTokenEntity, { userId, usedAt: IsNull() }, { usedAt: now });
  }

  /** Spends one point of the address's hourly e-mail budget; false once it is used up. */
  private async withinAddressBudget(email: string): Promise<boolean> {
    try {
      await this.limiters.get(RESET_EMAILS_PER_ADDRESS).consume(sha256(email));
      return true;
    } catch (err) {
      if (err instanceof RateLimiterRes) return false;
      throw err;
    }
  }
}
