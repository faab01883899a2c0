import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  PromotionMessages,
  createPromotionSchema,
  toFieldErrors,
  zonedLocalToUtc,
} from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import { PromotionFactsQueries } from './promotion-facts.queries.js';
import type { PromotionOutcome } from './promotion-state.js';
import { toPromotionType } from './promotion-views.js';
import { PromotionRepository } from './promotion.repository.js';

/**
 * CreatePromotion (admins; docs/rules/promotions.md#what-a-promotion-is): `createPromotionSchema`'s
 * rules, then its restaurants must be known to orders and its code unused. The local dates
 * become instants in the promotion's time zone.
 */
@Injectable()
export class CreatePromotionHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly promotions: PromotionRepository,
    private readonly facts: PromotionFactsQueries,
  ) {}

  /**
   * Creates the promotion `input` (the form; amounts in integer cents) by `admin`: the promotion
   * as admins see it at `now`, or the errors returned — each bad field's message,
   * `restaurantIds` 'Choose restaurants from the list', `code` 'Another promotion already uses
   * this code'.
   */
  async execute(admin: AuthUser, input: unknown, now = new Date()): Promise<PromotionOutcome> {
    const parsed = createPromotionSchema.safeParse(input);
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const v = parsed.data;
    const m = this.dataSource.manager;
    if (
      v.restaurantIds.length > 0 &&
      (await this.facts.knownRestaurantCount(m, v.restaurantIds)) !== v.restaurantIds.length
    )
      return { errors: [{ field: 'restaurantIds', message: PromotionMessages.restaurantUnknown }] };
    const id = randomUUID();
    const window = {
      startsAt: zonedLocalToUtc(v.startsAt, v.timeZone),
      endsAt: zonedLocalToUtc(v.endsAt, v.timeZone),
    };
    if (!(await this.promotions.insert(m, id, v, window, admin.id)))
      return { errors: [{ field: 'code', message: PromotionMessages.codeTaken }] };
    return { promotion: toPromotionType((await this.promotions.findById(m, id))!, now) };
  }
}
