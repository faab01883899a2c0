import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { UserStatus } from '@hearth/contracts';
import type { ChefApplicationSubmittedPayload, UserRegisteredPayload } from '@hearth/events';
import { keysetPage, type Page } from '@hearth/nest-common';
import { findPage, type ListPage, type ListSpec } from '../common/list-query.js';
import type { WaitlistSortInput } from '../common/list.types.js';
import { ChefWaitlistEntity } from '../waitlists/chef-waitlist.entity.js';
import { ChefApplicationEntity } from './chef-application.entity.js';

/** Largest Unverified Chef queue returned at once. */
export const UNVERIFIED_LIMIT_MAX = 100;

/** A chef row as the admin lists return it: the projection plus the founder flag. */
export type ChefRow = ChefApplicationEntity & { isFounder: boolean };

/** All Chefs filter, search and sort (default newest sign-up first). */
export interface ChefListQuery {
  page: number;
  pageSize: number;
  sort?: WaitlistSortInput | null;
  search?: string | null;
  status?: UserStatus | null;
}

function tableOf(
  dataSource: DataSource,
  entity: typeof ChefApplicationEntity | typeof ChefWaitlistEntity,
) {
  const { tableName, schema } = dataSource.getMetadata(entity);
  return schema ? `"${schema}"."${tableName}"` : `"${tableName}"`;
}

/**
 * The admin's chefs (docs/rules/accounts-and-admin.md#chef-verification): keeps
 * `chef_applications` up to date from the users service's events (its handlers in
 * integration-events/handlers call the record methods in their inbox transaction) and answers
 * the admin lists. Founder chefs are those whose e-mail (trimmed, lower-case) is on the Founder
 * chef waitlist, which this service owns.
 */
@Injectable()
export class ChefApplicationsService {
  private sql: { spec: ListSpec<ChefRow>; select: string; table: string } | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The lists' SQL, built on first use (entity metadata exists only once the data source is
   * initialised). Trusted constants only: table names come from the metadata, never from input.
   */
  private get q() {
    if (this.sql) return this.sql;
    const table = tableOf(this.dataSource, ChefApplicationEntity);
    const waitlist = tableOf(this.dataSource, ChefWaitlistEntity);
    const select = `id, email, first_name AS "firstName", last_name AS "lastName", status,
      created_at AS "createdAt", submitted_at AS "submittedAt",
      rejection_reason AS "rejectionReason",
      EXISTS (SELECT 1 FROM ${waitlist} w WHERE w.chef_type = 'FOUNDER'
        AND w.email = lower(trim(chef_applications.email))) AS "isFounder"`;
    const spec: ListSpec<ChefRow> = {
      label: 'The chefs',
      entity: ChefApplicationEntity,
      select,
      sortBy: {
        CREATED_AT: 'created_at',
        EMAIL: 'lower(email)',
        FIRST_NAME: 'lower(first_name)',
        LAST_NAME: 'lower(last_name)',
      },
      searchIn: ['email', `(first_name || ' ' || last_name)`],
    };
    this.sql = { spec, select, table };
    return this.sql;
  }

  /** `UserRegistered`: a new chef enters the list (as registered); other roles are ignored. */
  async recordRegistration(
    manager: EntityManager,
    p: UserRegisteredPayload,
    occurredAt: string,
  ): Promise<void> {
    if (p.role !== 'Chef') return;
    await manager
      .createQueryBuilder()
      .insert()
      .into(ChefApplicationEntity)
      .values({
        id: p.userId,
        email: p.email,
        firstName: p.firstName,
        lastName: p.lastName,
        status: p.status as UserStatus,
        createdAt: new Date(occurredAt),
      })
      .orIgnore()
      .execute();
  }

  /**
   * `ChefApplicationSubmitted`: the application is PENDING with the names the chef gave in the
   * wizard; a chef registered before this projection existed gets a row here.
   */
  async recordSubmission(
    manager: EntityManager,
    p: ChefApplicationSubmittedPayload,
    occurredAt: string,
  ): Promise<void> {
    const submittedAt = new Date(p.submittedAt || occurredAt);
    await manager.query(
      `INSERT INTO ${this.q.table}
         (id, email, first_name, last_name, status, created_at, submitted_at, rejection_reason)
       VALUES ($1, $2, $3, $4, 'PENDING', $5, $5, NULL)
       ON CONFLICT (id) DO UPDATE SET email = $2, first_name = $3, last_name = $4,
         status = 'PENDING', submitted_at = $5, rejection_reason = NULL`,
      [p.userId, p.email, p.firstName, p.lastName, submittedAt],
    );
  }

  /** `ChefApproved` / `ChefRejected`: the chef's status (and the rejection reason, or null). */
  async setStatus(
    manager: EntityManager,
    id: string,
    status: UserStatus,
    rejectionReason: string | null,
  ): Promise<void> {
    await manager.update(ChefApplicationEntity, { id }, { status, rejectionReason });
  }

  /** Chefs newest first (keyset, limit 1..100), without the founder flag's join cost per row. */
  async page(limit: number, cursor: string | null | undefined): Promise<Page<ChefRow>> {
    const qb = this.dataSource.getRepository(ChefApplicationEntity).createQueryBuilder('c');
    const page = await keysetPage(qb, limit, cursor, 100);
    const founders = await this.founderIds(page.items.map((c) => c.id));
    return {
      ...page,
      items: page.items.map((c) => Object.assign(c, { isFounder: founders.has(c.id) })),
    };
  }

  /**
   * The Unverified Chef queue: PENDING applications, oldest submission first (the order they
   * should be answered in: applications are answered within 2 days), at most `limit` (1..100).
   */
  unverified(limit: number): Promise<ChefRow[]> {
    const take = Math.min(Math.max(Math.trunc(limit) || 1, 1), UNVERIFIED_LIMIT_MAX);
    return this.dataSource.query<ChefRow[]>(
      `SELECT ${this.q.select} FROM ${this.q.table} WHERE status = 'PENDING'
       ORDER BY submitted_at ASC NULLS LAST, id ASC LIMIT $1`,
      [take],
    );
  }

  /**
   * All Chefs: one page (page ≥ 1, pageSize 1..100) of every chef whatever the status (or one
   * status), searched by e-mail or name, sorted by sign-up, e-mail, first or last name.
   * @throws GraphQLError BAD_USER_INPUT for a sort field this list does not have (POSTAL_CODE).
   */
  list(query: ChefListQuery): Promise<ListPage<ChefRow>> {
    return findPage(this.dataSource, this.q.spec, {
      ...query,
      equals: query.status ? { status: query.status } : {},
    });
  }

  /**
   * The chef signed up with each e-mail (trimmed, case-insensitive), in the order asked, null where
   * there is none — one query for a whole page (Founder Chefs' "Chef account" column and CSV).
   */
  async byEmails(emails: readonly string[]): Promise<Array<ChefRow | null>> {
    const key = (email: string) => email.trim().toLowerCase();
    if (emails.length === 0) return [];
    const rows = await this.dataSource.query<ChefRow[]>(
      `SELECT ${this.q.select} FROM ${this.q.table} WHERE lower(trim(email)) = ANY($1::text[])`,
      [[...new Set(emails.map(key))]],
    );
    const byEmail = new Map(rows.map((r) => [key(r.email), r]));
    return emails.map((e) => byEmail.get(key(e)) ?? null);
  }

  private async founderIds(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.dataSource.query<Array<{ id: string; isFounder: boolean }>>(
      `SELECT ${this.q.select} FROM ${this.q.table} WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Set(rows.filter((r) => r.isFounder).map((r) => r.id));
  }
}
