import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ChefProfileMessages, gstHstNumberSchema, toFieldErrors } from '@hearth/contracts';
import { Topics } from '@hearth/events';
import { publishEvents } from '@hearth/nest-common';
import { UserEntity } from '../identity/user.entity.js';
import { chefTaxNumberChanged } from '../integration-events/published/chef-tax-number-changed.event.js';
import type { ChefCommandResult } from './chef-profile.service.js';

/**
 * SetGstHstNumber: a chef records, changes or removes their GST/HST registration number
 * (docs/rules/tax.md#the-chefs-gsthst-number) — with one, the chef supplies their own orders for
 * GST/HST and keeps the tax to remit; without, Hearth does.
 */
@Injectable()
export class SetGstHstNumberHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Saves `input` (9 digits + RT + 4 digits, spaces and dashes ignored, the Business Number's
   * Luhn check digit checked; blank removes it) on the chef's profile (a row is made if the
   * wizard has not saved one yet) and adds `ChefTaxNumberChanged` v1 to the outbox in the same
   * transaction, only when the number changed. Errors (nothing written): `gstHstNumber` with
   * `TaxMessages.gstHstNumberInvalid` or `gstHstNumberCheckDigit`.
   */
  async handle(
    userId: string,
    input: string | null,
    traceparent: string | null,
  ): Promise<ChefCommandResult> {
    const parsed = gstHstNumberSchema.safeParse(input);
    if (!parsed.success)
      return {
        kind: 'invalid',
        errors: toFieldErrors(parsed.error).map((e) => ({ ...e, field: 'gstHstNumber' })),
      };
    const number = parsed.data;
    return this.dataSource.transaction(async (m) => {
      const [before] = (await m.query(
        `SELECT gst_hst_number AS "gstHstNumber" FROM chef_profiles WHERE user_id = $1 FOR UPDATE`,
        [userId],
      )) as Array<{ gstHstNumber: string | null }>;
      if ((before?.gstHstNumber ?? null) !== number) {
        await m.query(
          `INSERT INTO chef_profiles (user_id, gst_hst_number) VALUES ($1, $2)
           ON CONFLICT (user_id) DO UPDATE SET gst_hst_number = EXCLUDED.gst_hst_number,
             updated_at = now()`,
          [userId, number],
        );
        await publishEvents(m, Topics.users, chefTaxNumberChanged(userId, number, traceparent));
      }
      const user = await m.findOneBy(UserEntity, { id: userId });
      return user
        ? { kind: 'ok', user }
        : { kind: 'invalid', errors: [{ field: '_', message: ChefProfileMessages.updateFailed }] };
    });
  }
}
