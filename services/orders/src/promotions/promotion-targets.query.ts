import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PromotionFactsQueries } from './promotion-facts.queries.js';
import type { PromotionTargetsType } from './promotions.types.js';

/** PromotionTargets (admins): what the Create Promotion form offers to limit a promotion to. */
@Injectable()
export class PromotionTargetsQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly facts: PromotionFactsQueries,
  ) {}

  /** Every restaurant orders knows (by name), and their cuisines (sorted, each once). */
  async execute(): Promise<PromotionTargetsType> {
    const rows = await this.facts.restaurants(this.dataSource.manager);
    const cuisines = [...new Set(rows.flatMap((r) => r.cuisines))].sort((a, b) =>
      a.localeCompare(b),
    );
    return { restaurants: rows, cuisines };
  }
}
