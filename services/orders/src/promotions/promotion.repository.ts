import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import type { CreatePromotionData } from '@hearth/contracts';
import { PromotionEntity, type Redemption } from './promotion.entity.js';

/**
 * The SQL of the Promotion aggregate: `promotions` and the `promotion_redemptions` it counts.
 * Loads (plain or locked), writes a new one, saves the admins' state changes, and counts,
 * records and gives back redemptions. Every call runs in the caller's manager `m` (a transaction
 * where the rule needs one).
 */
@Injectable()
export class PromotionRepository {
  /**
   * Writes a new promotion `id` from the parsed form `v` (its local dates already made instants)
   * by `adminId`. False, writing nothing, when another promotion has the code.
   */
  async insert(
    m: EntityManager,
    id: string,
    v: CreatePromotionData,
    window: { startsAt: Date; endsAt: Date },
    adminId: string,
  ): Promise<boolean> {
    const inserted = (await m.query(
      `INSERT INTO promotions (id, name, kind, code, discount_type, percent_off, amount_off_cents,
         min_subtotal_cents, starts_at, ends_at, time_zone, total_limit, per_guest_limit,
         restaurant_ids, cuisines, first_order_only, waitlist_only, funded_by, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::uuid[], $15::text[],
         $16, $17, $18, $19)
       ON CONFLICT (code) WHERE code IS NOT NULL DO NOTHING RETURNING id`,
      [
        id,
        v.name,
        v.kind,
        v.code,
        v.discountType,
        v.percentOff,
        v.amountOffCents,
        v.minSubtotalCents,
        window.startsAt,
        window.endsAt,
        v.timeZone,
        v.totalLimit,
        v.perGuestLimit,
        v.restaurantIds,
        v.cuisines,
        v.firstOrderOnly,
        v.waitlistOnly,
        v.fundedBy,
        adminId,
      ],
    )) as unknown[];
    return inserted.length > 0;
  }

  /** The promotion `id`, or null. */
  findById(m: EntityManager, id: string): Promise<PromotionEntity | null> {
    return m.findOneBy(PromotionEntity, { id });
  }

  /** The promotion with the (upper-case) code `code`, or null. */
  findByCode(m: EntityManager, code: string): Promise<PromotionEntity | null> {
    return m.findOneBy(PromotionEntity, { code });
  }

  /** The newest promotions first, at most `limit`. */
  newest(m: EntityManager, limit: number): Promise<PromotionEntity[]> {
    return m.find(PromotionEntity, { order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  /**
   * The promotions `ids`, locked until the transaction ends (`FOR UPDATE`), in id order (so two
   * transactions locking several never wait on each other in opposite orders).
   */
  lock(m: EntityManager, ids: string[]): Promise<PromotionEntity[]> {
    return m.find(PromotionEntity, {
      where: { id: In(ids) },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /**
   * Locks the guest `guestId` for promotions until the transaction ends (a PostgreSQL
   * transaction-level advisory lock on the guest's id): a second checkout of the same guest waits
   * here until the first commits or rolls back, and then sees its order. Taken before any
   * promotion row lock, so two checkouts never wait on each other in opposite orders.
   */
  async lockGuest(m: EntityManager, guestId: string): Promise<void> {
    await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `promotions:guest:${guestId}`,
    ]);
  }

  /** Promotions neither paused nor ended, between their start and end at `now`. */
  running(m: EntityManager, now: Date): Promise<PromotionEntity[]> {
    return m
      .createQueryBuilder(PromotionEntity, 'p')
      .where('p.paused_at IS NULL AND p.ended_at IS NULL')
      .andWhere('p.starts_at <= :now AND p.ends_at > :now', { now })
      .getMany();
  }

  /** Saves the state the admins change (`pausedAt`, `endedAt`, `updatedAt`) of `p`, locked before. */
  async saveState(m: EntityManager, p: PromotionEntity): Promise<void> {
    await m.query(
      `UPDATE promotions SET paused_at = $2, ended_at = $3, updated_at = $4 WHERE id = $1`,
      [p.id, p.pausedAt, p.endedAt, p.updatedAt],
    );
  }

  /**
   * Counts one redemption of `promotionId`, never past its total limit (a conditional update).
   * Answers whether it was counted.
   */
  async countRedemption(m: EntityManager, promotionId: string): Promise<boolean> {
    const [, affected] = (await m.query(
      `UPDATE promotions SET redemption_count = redemption_count + 1, updated_at = now()
        WHERE id = $1 AND (total_limit IS NULL OR redemption_count < total_limit) RETURNING id`,
      [promotionId],
    )) as [unknown[], number];
    return affected === 1;
  }

  /** Records the redemption `r` of the order `orderId` by `guestId`: one row per order. */
  async recordRedemption(
    m: EntityManager,
    orderId: string,
    guestId: string,
    r: Redemption,
  ): Promise<void> {
    await m.query(
      `INSERT INTO promotion_redemptions (order_id, promotion_id, guest_id, discount_cents, funded_by)
       VALUES ($1, $2, $3, $4, $5)`,
      [orderId, r.promotionId, guestId, r.discountCents, r.fundedBy],
    );
  }

  /**
   * Releases the live redemption of the order `orderId`, if any, and lowers its promotion's
   * count, once (a second call finds nothing to release).
   */
  async releaseRedemption(m: EntityManager, orderId: string): Promise<void> {
    await m.query(
      `WITH released AS (
         UPDATE promotion_redemptions SET released_at = now()
          WHERE order_id = $1 AND released_at IS NULL RETURNING promotion_id)
       UPDATE promotions p SET redemption_count = p.redemption_count - 1, updated_at = now()
         FROM released r WHERE p.id = r.promotion_id`,
      [orderId],
    );
  }
}
