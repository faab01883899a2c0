import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import argon2 from 'argon2';
import { AccountMessages, deleteAccountSchema, toFieldErrors } from '@hearth/contracts';
import { Topics } from '@hearth/events';
import { invalidInput, publishEvents, type InvalidInput } from '@hearth/nest-common';
import { argon2Options } from '../identity/register-user.js';
import { UserEntity } from '../identity/user.entity.js';
import { userDeleted } from '../integration-events/published/user-deleted.event.js';
import { OpenOrdersService } from '../open-orders/open-orders.service.js';

/** Outcome of `deleteAccount`: done (the caller clears the refresh cookie). */
export type DeleteResult = { kind: 'deleted'; message: string } | InvalidInput;

/** The e-mail a deleted account keeps: unique, unreachable, says nothing about the person. */
export function deletedEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/**
 * The user's privacy rights in users (docs/rules/accounts-and-admin.md#your-data): a copy of
 * what users holds about them, and deleting the account. Deleting anonymises the row in place
 * (the id stays, so orders, the ledger and reviews still point somewhere), removes the chef
 * profile and bank details, the chef-guest links and every session and reset link, and publishes
 * `UserDeleted` in the same transaction so every other service erases its copies.
 */
@Injectable()
export class PrivacyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly openOrders: OpenOrdersService,
  ) {}

  /**
   * What users holds about `userId`, as plain JSON (times ISO 8601; null or [] when there is none):
   * - `account`: e-mail, names, phone, role, status, default delivery address, created/updated;
   * - `chefProfile`: the whole profile, the admin's refusal reason and the image and certificate
   *   addresses included;
   * - `bankDetails`: account name, institution, transit, account type, the last four digits only
   *   (the full number stays encrypted and is never in the copy), created/updated;
   * - `payoutRecipient`: the chef's recipient account at the payout provider made from those
   *   details — `{ provider: 'wise', status: 'PENDING' | 'CREATED' | 'REFUSED', recipientId
   *   (Wise's id, a string of digits, or null), refusal (Wise's reason, or null), tries,
   *   lastError (why the last try failed in passing, or null), nextAttemptAt (PENDING only),
   *   updatedAt }`;
   * - `emailChanges`: every e-mail change asked — `{ newEmail, askedAt, expiresAt, usedAt (its
   *   link confirmed, or spent by a newer request), status: 'PENDING' | 'USED' | 'EXPIRED' }`
   *   (the link's hash is left out);
   * - `passwordResets`: every reset link asked — `{ askedAt, expiresAt, usedAt }` (no hash);
   * - `signIns`: one entry per signed-in device — `{ signedInAt, lastRefreshedAt, expiresAt,
   *   endedAt (signed out, or ended by a password change or a reused token) }` (refresh tokens'
   *   hashes left out);
   * - `chefsOrderedFrom`: the chefs the guest ordered from, first order's time.
   * A person's copy holds only rows keyed by their own id.
   */
  async exportData(userId: string): Promise<Record<string, unknown>> {
    const q = <T>(sql: string) => this.dataSource.query(sql, [userId]) as Promise<T[]>;
    const [account] = await q<Record<string, unknown>>(
      `SELECT id, email, first_name AS "firstName", last_name AS "lastName", phone, role, status,
              default_delivery_address AS "defaultDeliveryAddress",
              dietary_profile AS "dietaryProfile",
              created_at AS "createdAt", updated_at AS "updatedAt"
         FROM users WHERE id = $1`,
    );
    const [chefProfile] = await q<Record<string, unknown>>(
      `SELECT address_line1 AS "addressLine1", address_line2 AS "addressLine2", city, province,
              postal_code AS "postalCode", country, latitude, longitude, phone,
              date_of_birth AS "dateOfBirth", description, experience_years AS "experienceYears",
              qualifications, image_url AS "imageUrl", certificate_url AS "certificateUrl",
              terms_accepted_at AS "termsAcceptedAt", verified,
              rejection_reason AS "rejectionReason", created_at AS "createdAt",
              updated_at AS "updatedAt"
         FROM chef_profiles WHERE user_id = $1`,
    );
    // Never account_number_enc: the copy shows the last four digits, as the bank-details page.
    const [bankDetails] = await q<Record<string, unknown>>(
      `SELECT account_name AS "accountName", account_number_last4 AS "accountNumberLast4",
              institution_number AS "institutionNumber", transit_number AS "transitNumber",
              account_type AS "accountType", created_at AS "createdAt", updated_at AS "updatedAt"
         FROM bank_details WHERE user_id = $1`,
    );
    // details_version is bookkeeping (which save an answer belongs to), not about the person.
    const [payoutRecipient] = await q<Record<string, unknown>>(
      `SELECT 'wise' AS provider, status, recipient_id::text AS "recipientId", refusal, tries,
              last_error AS "lastError",
              CASE WHEN status = 'PENDING' THEN next_attempt_at END AS "nextAttemptAt",
              updated_at AS "updatedAt"
         FROM payout_recipients WHERE user_id = $1`,
    );
    const emailChanges = await q<Record<string, unknown>>(
      `SELECT new_email AS "newEmail", created_at AS "askedAt", expires_at AS "expiresAt",
              used_at AS "usedAt",
              CASE WHEN used_at IS NOT NULL THEN 'USED'
                   WHEN expires_at > now() THEN 'PENDING' ELSE 'EXPIRED' END AS status
         FROM email_change_tokens WHERE user_id = $1 ORDER BY created_at, id`,
    );
    const passwordResets = await q<Record<string, unknown>>(
      `SELECT created_at AS "askedAt", expires_at AS "expiresAt", used_at AS "usedAt"
         FROM password_reset_tokens WHERE user_id = $1 ORDER BY created_at, id`,
    );
    // A device's refresh tokens share a family (each refresh replaces the token): one entry each.
    const signIns = await q<Record<string, unknown>>(
      `SELECT min(created_at) AS "signedInAt", max(created_at) AS "lastRefreshedAt",
              max(expires_at) AS "expiresAt", max(revoked_at) AS "endedAt"
         FROM refresh_tokens WHERE user_id = $1 GROUP BY family_id ORDER BY 1`,
    );
    const chefsOrderedFrom = await q<Record<string, unknown>>(
      `SELECT chef_id AS "chefId", first_order_at AS "firstOrderAt"
         FROM chef_guests WHERE guest_id = $1 ORDER BY first_order_at`,
    );
    return {
      account: account ?? null,
      chefProfile: chefProfile ?? null,
      bankDetails: bankDetails ?? null,
      payoutRecipient: payoutRecipient ?? null,
      emailChanges,
      passwordResets,
      signIns,
      chefsOrderedFrom,
    };
  }

  /**
   * Deletes the signed-in guest's or chef's account once its password is confirmed. Errors:
   * `password` (missing or wrong: `AccountMessages.deletePasswordRequired`/`deletePasswordWrong`;
   * an admin: `AccountMessages.deleteNotForAdmins`); `account`: `deleteWithOpenOrders` while the
   * user is the guest or the chef of an order in progress. Everything happens in one transaction with
   * the `UserDeleted` outbox row: the e-mail becomes `deletedEmail(id)`, the names 'Former guest'
   * (a chef: 'Former chef') and '', the phone null, the password an unusable random hash; every
   * refresh token and reset link is deleted (every device is signed out at its next refresh); a
   * chef's profile, bank details and list of guests go too. The other services follow the event
   * (a chef's restaurant is hidden there; orders, payouts and the ledger stay).
   * @returns `{ kind: 'deleted', message }` — `accountDeleted`, or `chefAccountDeleted` for a chef.
   */
  async deleteAccount(
    userId: string,
    input: unknown,
    traceparent: string | null = null,
  ): Promise<DeleteResult> {
    const parsed = deleteAccountSchema.safeParse(input);
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user || !(await argon2.verify(user.passwordHash, parsed.data.password)))
      return invalidInput('password', AccountMessages.deletePasswordWrong);
    if (user.role !== 'GUEST' && user.role !== 'CHEF') {
      return invalidInput('password', AccountMessages.deleteNotForAdmins);
    }
    const isChef = user.role === 'CHEF';
    const unusable = await argon2.hash(randomBytes(32).toString('base64url'), argon2Options());
    const done = await this.dataSource.transaction(async (manager) => {
      // Not while an order is in progress: its chef would cook for nobody, or its guest wait for
      // a chef who is gone (and lose the delivery address the chef needs).
      if ((await this.openOrders.countFor(manager, userId)) > 0) return 'openOrders' as const;
      const changed = await manager.update(
        UserEntity,
        { id: userId, email: user.email },
        {
          email: deletedEmail(userId),
          firstName: isChef ? AccountMessages.formerChefName : AccountMessages.formerGuestName,
          lastName: '',
          phone: null,
          passwordHash: unusable,
        },
      );
      await manager.query(
        'UPDATE users SET default_delivery_address = NULL, dietary_profile = NULL WHERE id = $1',
        [userId],
      );
      if (!changed.affected) return false; // deleted meanwhile by another request
      for (const sql of [
        'DELETE FROM refresh_tokens WHERE user_id = $1',
        'DELETE FROM password_reset_tokens WHERE user_id = $1',
        'DELETE FROM email_change_tokens WHERE user_id = $1',
        'DELETE FROM bank_details WHERE user_id = $1',
        'DELETE FROM chef_profiles WHERE user_id = $1',
        'DELETE FROM chef_guests WHERE guest_id = $1',
        'DELETE FROM chef_guests WHERE chef_id = $1',
      ])
        await manager.query(sql, [userId]);
      await publishEvents(manager, Topics.users, userDeleted(user, traceparent));
      return true;
    });
    if (done === 'openOrders') {
      return invalidInput('account', AccountMessages.deleteWithOpenOrders);
    }
    if (!done) return invalidInput('password', AccountMessages.deletePasswordWrong);
    return {
      kind: 'deleted',
      message: isChef ? AccountMessages.chefAccountDeleted : AccountMessages.accountDeleted,
    };
  }
}
