import { Args, Query, Resolver } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { Roles } from '@hearth/nest-common';
import { ExportTaxCollectedQuery } from './export-tax-collected.query.js';

/** A local date `YYYY-MM-DD` that exists on the calendar. */
const isLocalDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** The admins' sales-tax reports (docs/rules/tax.md#remittance). Thin: validate, call one query. */
@Resolver()
export class TaxResolver {
  constructor(private readonly exportTaxCollected: ExportTaxCollectedQuery) {}

  /**
   * Admins: the sales tax Hearth collected as supplier from `from` to `to` (local dates in
   * Toronto, inclusive) by province, tax and rate, as CSV text.
   * @throws BAD_USER_INPUT 'Enter the period as two dates, the first not after the second' when
   * a date is malformed or the period ends before it starts.
   */
  @Roles('ADMIN')
  @Query(() => String, {
    description:
      'Sales tax Hearth collected as the supplier (orders of chefs without a GST/HST number) between two local dates (YYYY-MM-DD, Toronto days, inclusive), by province, tax and rate, as CSV text for remittance: orders, taxable sales, tax collected when charged, tax refunded, net (dollars). Admins only (docs/rules/tax.md).',
  })
  taxCollectedCsv(@Args('from') from: string, @Args('to') to: string) {
    if (!isLocalDate(from) || !isLocalDate(to) || from > to)
      throw new GraphQLError('Enter the period as two dates, the first not after the second', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    return this.exportTaxCollected.execute(from, to);
  }
}
