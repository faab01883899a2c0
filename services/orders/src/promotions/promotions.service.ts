import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import {
  PROMOTION_REFUSALS,
  PromotionMessages,
  createPromotionSchema,
  fillMessage,
  isKnownRestaurantPublic,
  isUuid,
  orderTotalCents,
  promotionCodeSchema,
  toFieldErrors,
  zonedLocalToUtc,
  type FieldError,
  type PromotionFunder,
  type PromotionRefusal,
} from '@hearth/contracts';
import type { EventEnvelope, GuestWaitlistJoinedPayload } from '@hearth/events';
import { refuse, type AuthUser } from '@hearth/nest-common';
import { loadCartLines } from '../cart/cart-lines.js';
import { PromotionEntity, type PromotionFacts } from './promotion.entity.js';
import type {
  CheckoutDiscountType,
  OfferType,
  PromotionTargetsType,
  PromotionType,
} from './promotions.types.js';

/** Inbox consumer names of the promotions' projections. */
export const PromotionConsumers = {
  guestWaitlistJoined: 'orders.on-guest-waitlist-joined',
} as const;

/** Most promotions the admin list shows (newest first). */
export const PROMOTIONS_LIST_MAX = 200;

/** A discount the checkout took for an order: which promotion, how much (cents), who funds it. */
export interface Redemption {
  promotionId: string;
  code: string | null;
  discountCents: number;
  fundedBy: PromotionFunder;
}

/** A change an admin asks of a promotion. */
export type PromotionAction = 'pause' | 'resume' | 'end';

/** What an admin action came to: the promotion after it, or why nothing changed. */
export type PromotionOutcome = { promotion: PromotionType } | { errors: FieldError[] };

/**
 * The cart a discount is judged on: whose (the guest's id and the e-mail of their signed token),
 * which restaurant, its food subtotal in cents.
 */
export interface CartToDiscount {
  guestId: string;
  guestEmail: string;
  restaurantId: string;
  subtotalCents: number;
}

/** A guest's facts that promotions depend on (see `PromotionFacts.guest`), minus `used`. */
interface GuestStanding {
  hasOrders: boolean;
  isWaitlistMember: boolean;
  /** Live redemptions per promotion id. */
  used: Map<string, number>;
}

/** SHA-256 (hex) of an e-mail, trimmed and lower-cased: how orders matches guests to the waitlist. */
export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** `$30.00` for 3000 cents (the English messages' amounts). */
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The English message of a refusal, its amount filled in. */
export function refusalMessage(refusal: PromotionRefusal, p: PromotionEntity | null): string {
  return fillMessage(PROMOTION_REFUSALS[refusal], { minimum: dollars(p?.minSubtotalCents ?? 0) });
}

/** A promotion as admins see it. */
function toPromotionType(p: PromotionEntity, now: Date): PromotionType {
  return {
    id: p.id,
    name: p.name,
    kind: p.kind,
    code: p.code,
    discountType: p.discountType,
    percentOff: p.percentOff,
    amountOffCents: p.amountOffCents,
    minSubtotalCents: p.minSubtotalCents,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    timeZone: p.timeZone,
    totalLimit: p.totalLimit,
    perGuestLimit: p.perGuestLimit,
    redemptionCount: p.redemptionCount,
    restaurantIds: p.restaurantIds,
    cuisines: p.cuisines,
    firstOrderOnly: p.firstOrderOnly,
    waitlistOnly: p.waitlistOnly,
    fundedBy: p.fundedBy,
    status: p.status(now),
    createdAt: p.createdAt,
  };
}

/** A promotion as guests see it. */
function toOffer(p: PromotionEntity): OfferType {
  return {
    promotionId: p.id,
    name: p.name,
    kind: p.kind,
    code: p.code,
    discountType: p.discountType,
    percentOff: p.percentOff,
    amountOffCents: p.amountOffCents,
    minSubtotalCents: p.minSubtotalCents,
    endsAt: p.endsAt,
    firstOrderOnly: p.firstOrderOnly,
    waitlistOnly: p.waitlistOnly,
  };
}

/**
 * How offers are listed: the larger discount on a typical order first (at least $50 or the
 * offer's minimum), then the one ending sooner.
 */
const byValue = (a: PromotionEntity, b: PromotionEntity) =>
  b.discountOn(Math.max(b.minSubtotalCents, 5000)) -
    a.discountOn(Math.max(a.minSubtotalCents, 5000)) ||
  a.endsAt.getTime() - b.endsAt.getTime() ||
  a.id.localeCompare(b.id);

/**
 * Promotions (docs/rules/promotions.md): admins create, list, pause, resume and end them; guests
 * meet the offers that apply to them on restaurants, and a code's discount (or every reason it
 * does not apply) at the cart and checkout; the checkout takes a redemption in the order's own
 * transaction (the promotion row locked, then counted with a conditional update, so a limit is
 * never overrun however many guests check out at once), and an order that ends unaccepted gives
 * it back in the transaction of that change.
 */
@Injectable()
export class PromotionsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // ── admins ──────────────────────────────────────────────────────────────────────────────

  /**
   * CreatePromotion: `createPromotionSchema`'s rules, then restaurants must be known to orders
   * ('Choose restaurants from the list') and a code unused ('Another promotion already uses this
   * code'). The local dates become instants in the promotion's time zone.
   */
  async create(admin: AuthUser, input: unknown, now = new Date()): Promise<PromotionOutcome> {
    const parsed = createPromotionSchema.safeParse(input);
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const v = parsed.data;
    const m = this.dataSource.manager;
    if (v.restaurantIds.length > 0) {
      const [known] = (await m.query(
        `SELECT count(*)::int AS n FROM order_restaurants WHERE restaurant_id = ANY($1::uuid[])`,
        [v.restaurantIds],
      )) as Array<{ n: number }>;
      if (known!.n !== v.restaurantIds.length)
        return {
          errors: [{ field: 'restaurantIds', message: PromotionMessages.restaurantUnknown }],
        };
    }
    const id = randomUUID();
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
        zonedLocalToUtc(v.startsAt, v.timeZone),
        zonedLocalToUtc(v.endsAt, v.timeZone),
        v.timeZone,
        v.totalLimit,
        v.perGuestLimit,
        v.restaurantIds,
        v.cuisines,
        v.firstOrderOnly,
        v.waitlistOnly,
        v.fundedBy,
        admin.id,
      ],
    )) as unknown[];
    if (inserted.length === 0)
      return { errors: [{ field: 'code', message: PromotionMessages.codeTaken }] };
    const promotion = (await m.findOneBy(PromotionEntity, { id }))!;
    return { promotion: toPromotionType(promotion, now) };
  }

  /** Every promotion, newest first (at most `PROMOTIONS_LIST_MAX`), with its state at `now`. */
  async list(now = new Date()): Promise<PromotionType[]> {
    const rows = await this.dataSource.manager.find(PromotionEntity, {
      order: { createdAt: 'DESC', id: 'DESC' },
      take: PROMOTIONS_LIST_MAX,
    });
    return rows.map((p) => toPromotionType(p, now));
  }

  /**
   * PausePromotion (a running or scheduled one: guests stop seeing and using it), ResumePromotion
   * (a paused one) and EndPromotion (any not ended; final). One conditional update each, so a
   * racing change cannot be lost; the message says why nothing changed. Redemptions already made
   * stay with their orders.
   */
  async act(id: string, action: PromotionAction, now = new Date()): Promise<PromotionOutcome> {
    if (!isUuid(id)) return { errors: [{ field: 'id', message: PromotionMessages.notFound }] };
    const m = this.dataSource.manager;
    const [sql, wrong] = {
      pause: [
        `paused_at = now() WHERE id = $1 AND paused_at IS NULL AND ended_at IS NULL AND ends_at > $2`,
        PromotionMessages.onlyRunningCanBePaused,
      ],
      resume: [
        `paused_at = NULL WHERE id = $1 AND paused_at IS NOT NULL AND ended_at IS NULL AND ends_at > $2`,
        PromotionMessages.onlyPausedCanBeResumed,
      ],
      end: [
        `ended_at = now() WHERE id = $1 AND ended_at IS NULL AND ends_at > $2`,
        PromotionMessages.alreadyEnded,
      ],
    }[action];
    const [, affected] = (await m.query(
      `UPDATE promotions SET updated_at = now(), ${sql} RETURNING id`,
      [id, now],
    )) as [unknown[], number];
    const promotion = await m.findOneBy(PromotionEntity, { id });
    if (!promotion) return { errors: [{ field: 'id', message: PromotionMessages.notFound }] };
    if (affected !== 1) return { errors: [{ field: 'id', message: wrong }] };
    return { promotion: toPromotionType(promotion, now) };
  }

  /** The Create Promotion form's choices: every restaurant orders knows, and their cuisines. */
  async targets(): Promise<PromotionTargetsType> {
    const rows = (await this.dataSource.query(
      `SELECT restaurant_id AS id, name, COALESCE(cuisines, '{}') AS cuisines
         FROM order_restaurants ORDER BY lower(name), restaurant_id`,
    )) as Array<{ id: string; name: string; cuisines: string[] }>;
    const cuisines = [...new Set(rows.flatMap((r) => r.cuisines))].sort((a, b) =>
      a.localeCompare(b),
    );
    return { restaurants: rows, cuisines };
  }

  // ── guests ──────────────────────────────────────────────────────────────────────────────

  /**
   * The offers that apply, per restaurant of `restaurantIds` (one map entry each, possibly
   * empty), for `viewer` (a guest's own first-order, waitlist and per-guest standing; visitors
   * and other roles see what a new guest would, minus waitlist-only offers): running, not fully
   * redeemed, for the restaurant and its cuisines. The minimum subtotal is shown, not judged.
   * A restaurant that is not public (visibility rule on orders' copy of its facts) gets none
   * except for its owner and admins, as the restaurant itself is shown to no one else.
   * Five queries whatever the number of restaurants.
   */
  async offersFor(
    restaurantIds: readonly string[],
    viewer: AuthUser | null,
    now = new Date(),
  ): Promise<Map<string, OfferType[]>> {
    const out = new Map<string, OfferType[]>(restaurantIds.map((id) => [id, []]));
    const m = this.dataSource.manager;
    const ids = await this.shownTo(m, [...new Set(restaurantIds.filter(isUuid))], viewer);
    if (ids.length === 0) return out;
    const running = (await this.running(m, now)).filter((p) => !p.isFullyRedeemed);
    if (running.length === 0) return out;
    const cuisines = await this.cuisinesOf(m, ids);
    const guest =
      viewer?.role === 'GUEST'
        ? await this.standing(
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
              guest: guest && { ...guest, used: guest.used.get(p.id) ?? 0 },
            },
            now,
          ) === null,
      );
      out.set(id, offers.sort(byValue).map(toOffer));
    }
    return out;
  }

  /**
   * CheckoutDiscount (guests): what the guest's cart lines of `occurrenceId` would get, by the
   * rules placeOrder applies: with `code`, its discount or the refusal (and its message); without,
   * the best automatic offer, if any. Null for an unknown occurrence.
   */
  async checkoutDiscount(
    user: AuthUser,
    occurrenceId: string,
    codeInput: string | null,
    now = new Date(),
  ): Promise<CheckoutDiscountType | null> {
    if (!isUuid(occurrenceId)) return null;
    const m = this.dataSource.manager;
    const [occurrence] = (await m.query(
      `SELECT restaurant_id AS "restaurantId" FROM cart_occurrences WHERE occurrence_id = $1`,
      [occurrenceId],
    )) as Array<{ restaurantId: string }>;
    if (!occurrence) return null;
    const lines = await loadCartLines(m, user.id, occurrenceId);
    const subtotalCents = orderTotalCents(
      lines.map((l) => ({ unitPriceCents: l.priceCents ?? 0, quantity: l.quantity })),
      0,
    );
    const code = promotionCodeSchema.safeParse(codeInput).data ?? null;
    const cart = {
      guestId: user.id,
      guestEmail: user.email,
      restaurantId: occurrence.restaurantId,
      subtotalCents,
    };
    const base = { occurrenceId, subtotalCents, promotionCode: code };
    const judged = await this.judge(m, cart, code, now);
    if ('refusal' in judged)
      return {
        ...base,
        discountCents: 0,
        offer: judged.promotion && toOffer(judged.promotion),
        refusal: judged.refusal,
        message: refusalMessage(judged.refusal, judged.promotion),
      };
    return {
      ...base,
      discountCents: judged.promotion ? judged.promotion.discountOn(subtotalCents) : 0,
      offer: judged.promotion && toOffer(judged.promotion),
      refusal: null,
      message: null,
    };
  }

  /**
   * Checkout, in the order's transaction (`m`), before the order is written: takes the
   * redemption of the guest's code — or of the best automatic offer that applies — for `cart`.
   * The promotion row is locked first (`FOR UPDATE`: checkouts of one promotion take turns), then
   * judged with the guest's standing read after the lock, then counted with a conditional update
   * under its total limit. A code that does not apply refuses the checkout on `promotionCode` with
   * its reason (the transaction rolls back: nothing counted, no order); an automatic offer that
   * no longer applies is skipped for the next best. Null when no discount applies.
   * @throws Refused `promotionCode` with the refusal's message
   */
  async redeem(
    m: EntityManager,
    cart: CartToDiscount,
    codeInput: string | null,
    now = new Date(),
  ): Promise<Redemption | null> {
    const code = promotionCodeSchema.safeParse(codeInput).data ?? null;
    if (code) {
      const judged = await this.judge(m, cart, code, now);
      if ('refusal' in judged)
        return refuse('promotionCode', refusalMessage(judged.refusal, judged.promotion));
      const [locked] = await this.lock(m, [judged.promotion!.id]);
      const refusal = locked ? await this.refusalFor(m, locked, cart, now) : 'UNKNOWN';
      if (refusal) return refuse('promotionCode', refusalMessage(refusal, locked ?? null));
      return this.count(m, locked!, cart);
    }
    // Automatic offers: those that apply before locking, locked together in id order (so two
    // checkouts never wait on each other in opposite orders), judged again, the best counted.
    const applicable = await this.applicableAutomatic(m, cart, now);
    if (applicable.length === 0) return null;
    const locked = await this.lock(
      m,
      applicable.map((p) => p.id),
    );
    const standing = await this.standing(
      m,
      { id: cart.guestId, email: cart.guestEmail },
      locked.map((p) => p.id),
    );
    const facts = await this.factsFor(m, cart);
    const best = locked
      .filter(
        (p) =>
          p.refusal(
            { ...facts, guest: { ...standing, used: standing.used.get(p.id) ?? 0 } },
            now,
          ) === null,
      )
      .sort(
        (a, b) =>
          b.discountOn(cart.subtotalCents) - a.discountOn(cart.subtotalCents) || byValue(a, b),
      )[0];
    return best ? this.count(m, best, cart) : null;
  }

  /**
   * Records the redemption of the order `orderId` (after the order row is written, same
   * transaction): one row per order, the key of the give-back.
   */
  async record(m: EntityManager, orderId: string, guestId: string, r: Redemption): Promise<void> {
    await m.query(
      `INSERT INTO promotion_redemptions (order_id, promotion_id, guest_id, discount_cents, funded_by)
       VALUES ($1, $2, $3, $4, $5)`,
      [orderId, r.promotionId, guestId, r.discountCents, r.fundedBy],
    );
  }

  /**
   * Gives back the redemption of an order that ended unaccepted (declined, cancelled, rejected),
   * in the transaction of that status change: marks it released and lowers its promotion's
   * count, once (a second call finds nothing to release). The order keeps its discount as a
   * record of what it would have cost.
   */
  async giveBack(m: EntityManager, orderId: string): Promise<void> {
    await m.query(
      `WITH released AS (
         UPDATE promotion_redemptions SET released_at = now()
          WHERE order_id = $1 AND released_at IS NULL RETURNING promotion_id)
       UPDATE promotions p SET redemption_count = p.redemption_count - 1, updated_at = now()
         FROM released r WHERE p.id = r.promotion_id`,
      [orderId],
    );
  }

  // ── who is on the guest waitlist (projection) ──────────────────────────────────────────

  /** `GuestWaitlistJoined` (admin): the member's e-mail hash, once per event (inbox). */
  async recordWaitlistMember(
    p: GuestWaitlistJoinedPayload,
    m: EntityManager,
    e: EventEnvelope,
  ): Promise<void> {
    await m.query(
      `INSERT INTO promotion_waitlist_emails (email_hash, joined_at) VALUES ($1, $2)
       ON CONFLICT (email_hash) DO NOTHING`,
      [emailHash(p.email), e.occurredAt],
    );
  }

  // ── rules ───────────────────────────────────────────────────────────────────────────────

  /**
   * Judges `cart` without locking: with `code`, the promotion or its refusal (UNKNOWN: no such
   * code); without, the best automatic offer that applies (or none).
   */
  private async judge(
    m: EntityManager,
    cart: CartToDiscount,
    code: string | null,
    now: Date,
  ): Promise<
    | { promotion: PromotionEntity | null }
    | { refusal: PromotionRefusal; promotion: PromotionEntity | null }
  > {
    if (!code) {
      const [best] = (await this.applicableAutomatic(m, cart, now)).sort(
        (a, b) =>
          b.discountOn(cart.subtotalCents) - a.discountOn(cart.subtotalCents) || byValue(a, b),
      );
      return { promotion: best ?? null };
    }
    const promotion = await m.findOneBy(PromotionEntity, { code });
    if (!promotion) return { refusal: 'UNKNOWN', promotion: null };
    const refusal = await this.refusalFor(m, promotion, cart, now);
    return refusal ? { refusal, promotion } : { promotion };
  }

  /** The running automatic offers that apply to `cart` now (no lock). */
  private async applicableAutomatic(m: EntityManager, cart: CartToDiscount, now: Date) {
    const automatic = (await this.running(m, now)).filter((p) => p.kind === 'AUTOMATIC');
    if (automatic.length === 0) return [];
    const facts = await this.factsFor(m, cart);
    const standing = await this.standing(
      m,
      { id: cart.guestId, email: cart.guestEmail },
      automatic.map((p) => p.id),
    );
    return automatic.filter(
      (p) =>
        p.refusal({ ...facts, guest: { ...standing, used: standing.used.get(p.id) ?? 0 } }, now) ===
        null,
    );
  }

  /** Why `p` does not apply to `cart` now (the guest's standing read now), or null. */
  private async refusalFor(
    m: EntityManager,
    p: PromotionEntity,
    cart: CartToDiscount,
    now: Date,
  ): Promise<PromotionRefusal | null> {
    const facts = await this.factsFor(m, cart);
    const standing = await this.standing(m, { id: cart.guestId, email: cart.guestEmail }, [p.id]);
    return p.refusal({ ...facts, guest: { ...standing, used: standing.used.get(p.id) ?? 0 } }, now);
  }

  /** Counts one redemption of the locked `p` (never past its total limit). */
  private async count(m: EntityManager, p: PromotionEntity, cart: CartToDiscount) {
    const [, affected] = (await m.query(
      `UPDATE promotions SET redemption_count = redemption_count + 1, updated_at = now()
        WHERE id = $1 AND (total_limit IS NULL OR redemption_count < total_limit) RETURNING id`,
      [p.id],
    )) as [unknown[], number];
    // Under the lock the judge already saw room; this is the database's word on it.
    if (affected !== 1) return refuse('promotionCode', refusalMessage('FULLY_REDEEMED', p));
    return {
      promotionId: p.id,
      code: p.code,
      discountCents: p.discountOn(cart.subtotalCents),
      fundedBy: p.fundedBy,
    };
  }

  /** The promotions `ids`, locked until the transaction ends, in id order. */
  private async lock(m: EntityManager, ids: string[]): Promise<PromotionEntity[]> {
    return m.find(PromotionEntity, {
      where: { id: In(ids) },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Promotions neither paused nor ended, between their start and end at `now`. */
  private running(m: EntityManager, now: Date): Promise<PromotionEntity[]> {
    return m
      .createQueryBuilder(PromotionEntity, 'p')
      .where('p.paused_at IS NULL AND p.ended_at IS NULL')
      .andWhere('p.starts_at <= :now AND p.ends_at > :now', { now })
      .getMany();
  }

  /** The restaurant's facts of `cart` (its cuisines) with its subtotal; `guest` left to fill. */
  private async factsFor(m: EntityManager, cart: CartToDiscount): Promise<PromotionFacts> {
    const cuisines = await this.cuisinesOf(m, [cart.restaurantId]);
    return {
      restaurantId: cart.restaurantId,
      cuisines: cuisines.get(cart.restaurantId) ?? null,
      subtotalCents: cart.subtotalCents,
      guest: null,
    };
  }

  /** Cuisines of each restaurant orders knows (missing: not known yet). */
  /** The restaurants of `ids` that `viewer` may see: public ones, and their own or any for admins. */
  private async shownTo(
    m: EntityManager,
    ids: string[],
    viewer: AuthUser | null,
  ): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = (await m.query(
      `SELECT restaurant_id AS id, owner_user_id AS "ownerUserId", is_chef_active AS "isChefActive",
              has_bank_details AS "hasBankDetails", is_hidden AS "isHidden"
         FROM order_restaurants WHERE restaurant_id = ANY($1::uuid[])`,
      [ids],
    )) as Array<{
      id: string;
      ownerUserId: string;
      isChefActive: boolean | null;
      hasBankDetails: boolean | null;
      isHidden: boolean | null;
    }>;
    return rows
      .filter(
        (r) =>
          viewer?.role === 'ADMIN' || viewer?.id === r.ownerUserId || isKnownRestaurantPublic(r),
      )
      .map((r) => r.id);
  }

  private async cuisinesOf(m: EntityManager, ids: string[]): Promise<Map<string, string[]>> {
    const rows = (await m.query(
      `SELECT restaurant_id AS id, cuisines FROM order_restaurants
        WHERE restaurant_id = ANY($1::uuid[]) AND cuisines IS NOT NULL`,
      [ids],
    )) as Array<{ id: string; cuisines: string[] }>;
    return new Map(rows.map((r) => [r.id, r.cuisines]));
  }

  /**
   * A guest's standing: whether they have an order that is not rejected, declined or cancelled
   * (first orders), whether their e-mail (the one their signed token carries) is on the guest
   * waitlist, and their live redemptions of each of `promotionIds`. One query.
   */
  private async standing(
    m: EntityManager,
    guest: { id: string; email: string },
    promotionIds: string[],
  ): Promise<GuestStanding> {
    const [row] = (await m.query(
      `SELECT
         EXISTS (SELECT 1 FROM orders WHERE guest_id = $1
                  AND status IN ('PLACED', 'PENDING', 'ACCEPTED', 'COMPLETED')) AS "hasOrders",
         EXISTS (SELECT 1 FROM promotion_waitlist_emails WHERE email_hash = $3)
           AS "isWaitlistMember",
         COALESCE((SELECT json_object_agg(promotion_id, n) FROM (
            SELECT promotion_id, count(*)::int AS n FROM promotion_redemptions
             WHERE guest_id = $1 AND released_at IS NULL AND promotion_id = ANY($2::uuid[])
             GROUP BY promotion_id) u), '{}'::json) AS used`,
      [guest.id, promotionIds, emailHash(guest.email)],
    )) as Array<{ hasOrders: boolean; isWaitlistMember: boolean; used: Record<string, number> }>;
    return {
      hasOrders: row!.hasOrders,
      isWaitlistMember: row!.isWaitlistMember,
      used: new Map(Object.entries(row!.used)),
    };
  }
}
