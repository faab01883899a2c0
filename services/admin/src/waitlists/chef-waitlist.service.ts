import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  WaitlistMessages,
  chefWaitlistSchema,
  toFieldErrors,
  type ChefType,
  type UserStatus,
} from '@hearth/contracts';
import { toCsv } from '@hearth/contracts';
import { findAll, findPage, type ListPage, type ListSpec } from '../common/list-query.js';
import type { WaitlistSortInput } from '../common/list.types.js';
import { insertOnce, type SignUpResult } from '../common/sign-up.js';
import { chefWaitlistJoined } from '../integration-events/published/chef-waitlist-joined.event.js';
import { ChefWaitlistEntity } from './chef-waitlist.entity.js';
import { CHEF_STATUS_LABELS, CHEF_TYPE_LABELS, NOT_SIGNED_UP_LABEL } from './waitlists.types.js';

/** How the chef waitlist maps to SQL for the admin list. */
const CHEF_WAITLIST: ListSpec<ChefWaitlistEntity> = {
  label: 'The chef waitlist',
  entity: ChefWaitlistEntity,
  select: `id, email, first_name AS "firstName", last_name AS "lastName", phone,
    postal_code AS "postalCode", chef_type AS "chefType", created_at AS "createdAt"`,
  sortBy: {
    CREATED_AT: 'created_at',
    EMAIL: 'email',
    FIRST_NAME: 'lower(first_name)',
    LAST_NAME: 'lower(last_name)',
    POSTAL_CODE: 'postal_code',
  },
  searchIn: ['email', `(first_name || ' ' || last_name)`],
  counted: 'chef_waitlist',
};

/** Column headers of the chef lists' CSV (the admin table's columns). */
export const CHEF_WAITLIST_CSV_HEADER = [
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Postal code',
  'Programme',
  'Signed up',
];

/** Header of the Founder Chefs CSV's extra column (after Programme). */
export const CHEF_ACCOUNT_CSV_HEADER = 'Chef account';

/** Admin list filter of the chef waitlist: one programme, or both when null. */
export interface ChefWaitlistQuery {
  sort?: WaitlistSortInput | null;
  search?: string | null;
  chefType?: ChefType | null;
}

/**
 * The chef waitlist: public registration (docs/rules/accounts-and-admin.md#waitlists) and the
 * admin's lists, "Chef Waitlist" = BETA and "Founder Chefs" = FOUNDER.
 */
@Injectable()
export class ChefWaitlistService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Registers a visitor on the Beta or Founder chef waitlist: the row and `ChefWaitlistJoined` in
   * one transaction. Errors (as `invalid`): `chefWaitlistSchema` messages per field; the same
   * e-mail (any case/spacing) on the same programme → `email: alreadyOnChefWaitlist`, nothing
   * written.
   */
  async register(
    input: unknown,
    traceparent: string | null = null,
  ): Promise<SignUpResult<ChefWaitlistEntity>> {
    const parsed = chefWaitlistSchema.safeParse(input);
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    const row = await insertOnce(
      this.dataSource,
      ChefWaitlistEntity,
      { id: randomUUID(), ...parsed.data },
      (saved) => chefWaitlistJoined(saved, traceparent),
    );
    if (!row) {
      return {
        kind: 'invalid',
        errors: [{ field: 'email', message: WaitlistMessages.alreadyOnChefWaitlist }],
      };
    }
    return { kind: 'created', row };
  }

  /**
   * One page of registrations (page ≥ 1, pageSize clamped to 1..100), filtered by programme,
   * searched (e-mail, first, last or "first last" name) and sorted (default newest first).
   */
  page(
    query: ChefWaitlistQuery & { page: number; pageSize: number },
  ): Promise<ListPage<ChefWaitlistEntity>> {
    return findPage(this.dataSource, CHEF_WAITLIST, { ...query, equals: this.filter(query) });
  }

  /**
   * The whole filtered, sorted list as CSV (header + one row per registration). With
   * `accountOf` (Founder Chefs), a "Chef account" column after Programme says what became of each
   * person's chef account ("Not signed up" when there is none), as the admin table does.
   */
  async csv(
    query: ChefWaitlistQuery,
    accountOf?: (emails: readonly string[]) => Promise<Array<UserStatus | null>>,
  ): Promise<string> {
    const rows = await findAll(this.dataSource, CHEF_WAITLIST, {
      ...query,
      equals: this.filter(query),
    });
    const accounts = accountOf ? await accountOf(rows.map((r) => r.email)) : null;
    const header = [...CHEF_WAITLIST_CSV_HEADER];
    if (accounts) header.splice(6, 0, CHEF_ACCOUNT_CSV_HEADER);
    return toCsv(
      header,
      rows.map((r, i) => {
        const cells = [
          r.firstName,
          r.lastName,
          r.email,
          r.phone,
          r.postalCode,
          CHEF_TYPE_LABELS[r.chefType],
          r.createdAt,
        ];
        if (accounts) {
          const status = accounts[i];
          cells.splice(6, 0, status ? CHEF_STATUS_LABELS[status] : NOT_SIGNED_UP_LABEL);
        }
        return cells;
      }),
    );
  }

  private filter(query: ChefWaitlistQuery): Record<string, string> {
    return query.chefType ? { chef_type: query.chefType } : {};
  }
}
