import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import argon2 from 'argon2';
import {
  AccountMessages,
  EMAIL_CHANGE_TTL_HOURS,
  confirmEmailChangeSchema,
  requestEmailChangeSchema,
  toFieldErrors,
} from '@hearth/contracts';
import { Topics } from '@hearth/events';
import { invalidInput, publishEvents, type InvalidInput } from '@hearth/nest-common';
import { LinkSealer } from '../common/link-sealer.js';
import { sha256 } from '../identity/identity.service.js';
import { UserEntity } from '../identity/user.entity.js';
import { emailChangeRequested } from '../integration-events/published/email-change-requested.event.js';
import { emailChanged } from '../integration-events/published/email-changed.event.js';

/** Outcome of `requestChange`: the link is on its way to `newEmail`. */
export type ChangeRequestResult = { kind: 'sent'; newEmail: string } | InvalidInput;
/** Outcome of `confirmChange`: the account's new e-mail. */
export type ChangeResult = { kind: 'changed'; email: string } | InvalidInput;

/**
 * Changing the account's e-mail (docs/rules/accounts-and-admin.md#changing-the-e-mail): asked
 * with the password, confirmed by a single-use link sent to the new address that works for
 * `EMAIL_CHANGE_TTL_HOURS`; the current address gets a notice. The new address must not be any
 * account's, both when asking and when confirming. Until confirmed nothing changes.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sealer: LinkSealer,
  ) {}

  /**
   * Stores a link for `newEmail` (its SHA-256) and publishes `EmailChangeRequested` in the same
   * transaction (notifications mails both addresses; the token in it sealed to notifications,
   * docs/adr/0019). A new request spends the older links.
   * Errors: `password` (missing or wrong), `newEmail` (invalid, the current one, or in use).
   */
  async requestChange(
    userId: string,
    input: unknown,
    traceparent: string | null = null,
  ): Promise<ChangeRequestResult> {
    const parsed = requestEmailChangeSchema.safeParse(input);
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    const { newEmail, password } = parsed.data;
    const users = this.dataSource.getRepository(UserEntity);
    const user = await users.findOneBy({ id: userId });
    if (!user || !(await argon2.verify(user.passwordHash, password)))
      return invalidInput('password', AccountMessages.currentPasswordWrong);
    if (newEmail === user.email)
      return invalidInput('newEmail', AccountMessages.emailSameAsCurrent);
    if (await users.existsBy({ email: newEmail }))
      return invalidInput('newEmail', AccountMessages.emailInUse);
    const token = randomBytes(32).toString('base64url');
    const { sealedToken } = await this.sealer.seal('email-change', userId, token);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE email_change_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`,
        [userId],
      );
      const [row] = (await manager.query(
        `INSERT INTO email_change_tokens (id, user_id, new_email, token_hash, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))
         RETURNING expires_at`,
        [randomUUID(), userId, newEmail, sha256(token), EMAIL_CHANGE_TTL_HOURS],
      )) as Array<{ expires_at: Date }>;
      await publishEvents(
        manager,
        Topics.users,
        emailChangeRequested(user, newEmail, sealedToken, row!.expires_at, traceparent),
      );
    });
    return { kind: 'sent', newEmail };
  }

  /**
   * Confirms a change with the link's token: once, before it expires, and only while no other
   * account took the address meanwhile. Changes the e-mail and publishes `EmailChanged` in the
   * link's transaction. Errors: `token` (`AccountMessages.emailChangeLinkInvalid`), `newEmail`
   * (`AccountMessages.emailInUse`, the link stays unused).
   */
  async confirmChange(input: unknown, traceparent: string | null = null): Promise<ChangeResult> {
    const parsed = confirmEmailChangeSchema.safeParse(input);
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    return this.dataSource.transaction(async (manager): Promise<ChangeResult> => {
      const [link] = (await manager.query(
        `SELECT id, user_id, new_email FROM email_change_tokens
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
          FOR UPDATE`,
        [sha256(parsed.data.token)],
      )) as Array<{ id: string; user_id: string; new_email: string }>;
      if (!link) return invalidInput('token', AccountMessages.emailChangeLinkInvalid);
      if (await manager.existsBy(UserEntity, { email: link.new_email }))
        return invalidInput('newEmail', AccountMessages.emailInUse);
      const user = await manager.findOneByOrFail(UserEntity, { id: link.user_id });
      await manager.query(`UPDATE email_change_tokens SET used_at = now() WHERE id = $1`, [
        link.id,
      ]);
      await manager.update(UserEntity, { id: user.id }, { email: link.new_email });
      await publishEvents(
        manager,
        Topics.users,
        emailChanged(user.id, user.email, link.new_email, traceparent),
      );
      return { kind: 'changed', email: link.new_email };
    });
  }
}
