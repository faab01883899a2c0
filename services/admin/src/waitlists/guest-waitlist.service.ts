import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { WaitlistMessages, guestWaitlistSchema, toFieldErrors } from '@hearth/contracts';
import { toCsv } from '@hearth/contracts';
import { findAll, findPage, type ListPage, type ListSpec } from '../common/list-query.js';
import type { WaitlistSortInput } from '../common/list.types.js';
import { insertOnce, type SignUpResult } from '../common/sign-up.js';
import { guestWaitlistJoined } from '../integration-events/published/guest-waitlist-joined.event.js';
import { GUEST_TYPE, GuestWaitlistEntity } from './guest-waitlist.entity.js';

/** How the guest waitlist maps to SQL for the admin list. */
const GUEST_WAITLIST: ListSpec<GuestWaitlistEntity> = {
  label: 'The guest waitlist',
  entity: GuestWaitlistEntity,
  select: `id, email, first_name AS "firstName", last_name AS "lastName", phone,
    postal_code AS "postalCode", guest_type AS "guestType", created_at AS "createdAt"`,
  sortBy: {
    CREATED_AT: 'created_at',
    EMAIL: 'email',
    FIRST_NAME: 'lower(first_name)',
    LAST_NAME: 'lower(last_name)',
    POSTAL_CODE: 'postal_code',
  },
  searchIn: ['email', `(first_name || ' ' || last_name)`],
  counted: 'guest_waitlist',
};

/** Column headers of the guest waitlist CSV (the admin table's columns). */
export const GUEST_WAITLIST_CSV_HEADER = [
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Postal code',
  'Signed up',
];

/** Admin list query of the guest waitlist. */
export interface GuestWaitlistQuery {
  sort?: WaitlistSortInput | null;
  search?: string | null;
}

/** The (Beta) guest waitlist: public sign-up and the admin's Guest Waitlist list. */
@Injectable()
export class GuestWaitlistService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Puts a visitor on the guest waitlist (guest type Beta): the row and `GuestWaitlistJoined` in
   * one transaction. Errors (as `invalid`): `guestWaitlistSchema` messages per field; an e-mail
   * already on the list (any case/spacing) → `email: alreadyOnGuestWaitlist`, nothing written.
   */
  async join(
    input: unknown,
    traceparent: string | null = null,
  ): Promise<SignUpResult<GuestWaitlistEntity>> {
    const parsed = guestWaitlistSchema.safeParse(input);
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    const row = await insertOnce(
      this.dataSource,
      GuestWaitlistEntity,
      { id: randomUUID(), ...parsed.data, guestType: GUEST_TYPE },
      (saved) => guestWaitlistJoined(saved, traceparent),
    );
    if (!row) {
      return {
        kind: 'invalid',
        errors: [{ field: 'email', message: WaitlistMessages.alreadyOnGuestWaitlist }],
      };
    }
    return { kind: 'created', row };
  }

  /** One page of entries (page ≥ 1, pageSize 1..100), searched and sorted (default newest first). */
  page(
    query: GuestWaitlistQuery & { page: number; pageSize: number },
  ): Promise<ListPage<GuestWaitlistEntity>> {
    return findPage(this.dataSource, GUEST_WAITLIST, query);
  }

  /** The whole searched, sorted list as CSV (header + one row per entry). */
  async csv(query: GuestWaitlistQuery): Promise<string> {
    const rows = await findAll(this.dataSource, GUEST_WAITLIST, query);
    return toCsv(
      GUEST_WAITLIST_CSV_HEADER,
      rows.map((r) => [r.firstName, r.lastName, r.email, r.phone, r.postalCode, r.createdAt]),
    );
  }
}
