import { Module } from '@nestjs/common';
import { StandingModule } from '../standing/standing.module.js';
import { CatalogResolver } from './catalog.resolver.js';
import { CatalogService } from './catalog.service.js';

/** The public restaurant catalogue (best-rated list, restaurant by id or slug) under the visibility rule. */
@Module({
  imports: [StandingModule],
  providers: [CatalogService, CatalogResolver],
  exports: [CatalogService],
})
export class CatalogModule {}
