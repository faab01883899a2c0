import { Module } from '@nestjs/common';
import { ExportTaxCollectedQuery } from './export-tax-collected.query.js';
import { TaxResolver } from './tax.resolver.js';

/** Sales-tax reports for admins: the tax collected by province and rate per period (CSV). */
@Module({ providers: [ExportTaxCollectedQuery, TaxResolver] })
export class TaxModule {}
