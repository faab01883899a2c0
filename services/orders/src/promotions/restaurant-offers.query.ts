import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isUuid } from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import { byValue } from './promotion.entity.js';
import { PromotionFactsQueries, guestFactsOf } from './promotion-facts.queries.js';
import { toOffer } from './promotion-views.js';
import { PromotionRepository } from './promotion.repository.js';
import type { OfferType } from './promotions.types.js';

/**
 * `Restaurant.offers` (everyone; docs/rules/promotions.md#where-guests-meet-them): the offers a
 * viewer meets on restaurant cards and pages.
 */
@Injectable()
export class RestaurantOffersQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly promotions: PromotionRepository,
    private readonly facts: PromotionFactsQueries,
  ) {}

  /**
   * The offers that apply, per restaurant of `restaurantIds` (one map entry each, possibly
   * empty), for `viewer` (a guest's own first-order, waitlist and per-guest standing; visitors
   * and other roles see what a new guest would, minus waitlist-only offers): running, not fully
   * redeemed, for the restaurant and its cuisines, the larger discount first. The minimum
   * subtotal is shown, not judged. A restaurant that is not public gets none except for its
   * owner and admins, as the restaurant itself is shown to no one else. Five queries whatever
   * the number of restaurants.
   */
  async execute(
    restaurantIds: readonly string[],
    viewer: AuthUser | null,
    now = new Date(),
  ): Promise<Map<string, OfferType[]>> {
    const out = new Map<string, OfferType[]>(restaurantIds.map((id) => [id, []]));
    const m = this.dataSource.manager;
    const ids = await this.facts.shownTo(m, [...new Set(restaurantIds.filter(isUuid))], viewer);
    if (ids.length === 0) return out;
    const running = (await this.promotions.running(m, now)).filter((p) => !p.isFullyRedeemed);
    if (running.length === 0) return out;
    const cuisines = await this.facts.cuisinesOf(m, ids);
    const guest =
      viewer?.role === 'GUEST'
        ? await this.facts.standing(
            m,
            viewer,
            running.map((p) => p.id),
          )
        : null;
    for (const id of ids) {
      const offers = running.filter(
        (p) =>
          p.refusal(
            {
              restaurantId: id,
              cuisines: cuisines.get(id) ?? null,
              subtotalCents: null,
              guest: guest && guestFactsOf(guest, p.id),
            },
            now,
          ) === null,
      );
      out.set(id, offers.sort(byValue).map(toOffer));
    }
    return out;
  }
}
