import { Module } from '@nestjs/common';
import { CatalogProjections } from './catalog-projections.service.js';

/** orders' read models of other services' dishes, restaurants and occurrences (ADR 0006). */
@Module({ providers: [CatalogProjections], exports: [CatalogProjections] })
export class CatalogProjectionModule {}
