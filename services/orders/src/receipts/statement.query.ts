import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { GraphQLError } from 'graphql';
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { formatGstHstNumber } from '@hearth/contracts';
import { forbidden, type AuthUser } from '@hearth/nest-common';
import {
  buildStatement,
  type Statement,
  type StatementEntry,
  type StatementOrderTax,
} from './statement.js';

/** The first year Hearth has statements for. */
export const FIRST_STATEMENT_YEAR = 2020;

/** A statement with what its PDF prints about the chef. */
export interface ChefStatementResult {
  statement: Statement;
  restaurantName: string;
  /** The chef's current GST/HST number (`123456782 RT0001`), null when not registered. */
  gstHstNumber: string | null;
}

/**
 * ChefStatement: a chef's yearly statement from the ledger (issue 24, item 7), their own; admins
 * any chef's.
 */
@Injectable()
export class ChefStatementQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The statement of `year` for `chefId` (`buildStatement`): entries of the calendar year in the
   * chef's restaurant's time zone (America/Toronto when unknown), with earlier entries of the
   * same orders for the refunds' running totals.
   * @throws FORBIDDEN unless `chefId` is the caller's own (a chef) or the caller is an admin;
   * BAD_USER_INPUT 'Choose a year from 2020 to <next year>' for another year.
   */
  async handle(user: AuthUser, chefId: string, year: number): Promise<ChefStatementResult> {
    if (user.role !== 'ADMIN' && (user.role !== 'CHEF' || user.id !== chefId)) throw forbidden();
    const last = new Date().getUTCFullYear() + 1;
    if (!Number.isInteger(year) || year < FIRST_STATEMENT_YEAR || year > last)
      throw new GraphQLError(`Choose a year from ${FIRST_STATEMENT_YEAR} to ${last}`, {
        extensions: { code: 'BAD_USER_INPUT', field: 'year' },
      });
    const m = this.dataSource.manager;
    const [restaurant] = (await m.query(
      `SELECT name, time_zone AS "timeZone" FROM order_restaurants
        WHERE owner_user_id = $1 ORDER BY name LIMIT 1`,
      [chefId],
    )) as Array<{ name: string | null; timeZone: string | null }>;
    const timeZone = restaurant?.timeZone || 'America/Toronto';
    const start = DateTime.fromObject({ year, month: 1, day: 1 }, { zone: timeZone }).toJSDate();
    const end = DateTime.fromObject(
      { year: year + 1, month: 1, day: 1 },
      { zone: timeZone },
    ).toJSDate();
    const entries = (await m.query(
      `SELECT order_id AS "orderId", kind, amount_cents AS "amountCents", created_at AS "createdAt"
         FROM ledger_entries
        WHERE chef_id = $1 AND created_at < $3
          AND order_id IN (SELECT order_id FROM ledger_entries
                            WHERE chef_id = $1 AND created_at >= $2 AND created_at < $3)
        ORDER BY created_at, id`,
      [chefId, start, end],
    )) as StatementEntry[];
    const orderIds = [...new Set(entries.map((e) => e.orderId))];
    const taxRows = (await m.query(
      `SELECT id, tax_cents AS "taxCents", tax_supplier AS "taxSupplier"
         FROM orders WHERE id = ANY($1::uuid[])`,
      [orderIds],
    )) as Array<StatementOrderTax & { id: string }>;
    const [number] = (await m.query(
      `SELECT gst_hst_number AS "n" FROM order_chef_tax_numbers WHERE chef_id = $1`,
      [chefId],
    )) as Array<{ n: string | null }>;
    return {
      statement: buildStatement(
        year,
        timeZone,
        entries.map((e) => ({ ...e, createdAt: new Date(e.createdAt) })),
        new Map(taxRows.map((t) => [t.id, t])),
      ),
      restaurantName: restaurant?.name ?? '',
      gstHstNumber: number?.n ? formatGstHstNumber(number.n) : null,
    };
  }
}
