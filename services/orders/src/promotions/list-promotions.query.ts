import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { toPromotionType } from './promotion-views.js';
import { PromotionRepository } from './promotion.repository.js';
import type { PromotionType } from './promotions.types.js';

/** Most promotions the admin list shows (newest first). */
export const PROMOTIONS_LIST_MAX = 200;

/** Promotions (admins): the list of every promotion. */
@Injectable()
export class ListPromotionsQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly promotions: PromotionRepository,
  ) {}

  /** Every promotion, newest first (at most `PROMOTIONS_LIST_MAX`), with its state at `now`. */
  async execute(now = new Date()): Promise<PromotionType[]> {
    const rows = await this.promotions.newest(this.dataSource.manager, PROMOTIONS_LIST_MAX);
    return rows.map((p) => toPromotionType(p, now));
  }
}
