import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { GraphQLError } from 'graphql';
import { DataSource } from 'typeorm';
import { isUuid } from '@hearth/contracts';
import { NotifyMeMessages } from '@hearth/contracts/messages';
import type { AuthUser } from '@hearth/nest-common';
import { RestaurantOwnersService } from '../sessions/restaurant-owners.service.js';
import type { DishDemandType, DishWatchType } from './waiting.types.js';

const refused = (message: string, code = 'BAD_USER_INPUT') =>
  new GraphQLError(message, { extensions: { code } });

/**
 * "Notify me" (docs/rules/notify-me.md): a guest waits for a sold-out dish of an occurrence, and
 * the chef sees how many wait. Telling them is `tellWaitingGuests`, run where stock changes.
 */
@Injectable()
export class WaitingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly owners: RestaurantOwnersService,
  ) {}

  /**
   * `guest` waits for `dishId` on `occurrenceId`. Idempotent: one row per guest and dish of an
   * occurrence (pressing again keeps their place); a guest told before who presses again waits
   * anew at the end of the line. Refused (BAD_USER_INPUT, `NotifyMeMessages`) when the dish is not
   * offered on that date or the restaurant is not public (`unknownDish`), when it still has
   * portions (`notSoldOut`) or the date's order cutoff has passed (`ordersClosed`).
   */
  async watch(guest: AuthUser, occurrenceId: string, dishId: string): Promise<DishWatchType> {
    const [stock] =
      isUuid(occurrenceId) && isUuid(dishId)
        ? ((await this.dataSource.query(
            `SELECT st.remaining, o.order_cutoff_at AS "cutoff", s.restaurant_id AS "restaurantId"
               FROM occurrence_stock st
               JOIN session_occurrences o ON o.id = st.occurrence_id
               JOIN cooking_sessions s ON s.id = o.session_id
              WHERE st.occurrence_id = $1 AND st.dish_id = $2`,
            [occurrenceId, dishId],
          )) as Array<{ remaining: number; cutoff: Date; restaurantId: string }>)
        : [];
    if (!stock || !(await this.owners.visibleTo(null, stock.restaurantId)))
      throw refused(NotifyMeMessages.unknownDish, 'NOT_FOUND');
    if (new Date(stock.cutoff).getTime() <= Date.now())
      throw refused(NotifyMeMessages.ordersClosed);
    if (stock.remaining > 0) throw refused(NotifyMeMessages.notSoldOut);
    const [row] = (await this.dataSource.query(
      `INSERT INTO stock_watches (occurrence_id, dish_id, guest_id) VALUES ($1, $2, $3)
       ON CONFLICT (occurrence_id, dish_id, guest_id) DO UPDATE
         SET told_at = NULL, told_occurrence_id = NULL, created_at = now(),
             seq = nextval(pg_get_serial_sequence('stock_watches', 'seq'))
         WHERE stock_watches.told_at IS NOT NULL
       RETURNING created_at AS "createdAt"`,
      [occurrenceId, dishId, guest.id],
    )) as Array<{ createdAt: Date }>;
    const waitingSince =
      row?.createdAt ??
      (
        (await this.dataSource.query(
          `SELECT created_at AS "createdAt" FROM stock_watches
            WHERE occurrence_id = $1 AND dish_id = $2 AND guest_id = $3`,
          [occurrenceId, dishId, guest.id],
        )) as Array<{ createdAt: Date }>
      )[0]!.createdAt;
    return { occurrenceId, dishId, waitingSince: new Date(waitingSince) };
  }

  /** `guest` stops waiting for `dishId` on `occurrenceId`; true when they were waiting. */
  async unwatch(guest: AuthUser, occurrenceId: string, dishId: string): Promise<boolean> {
    if (!isUuid(occurrenceId) || !isUuid(dishId)) return false;
    const [, affected] = (await this.dataSource.query(
      `DELETE FROM stock_watches
        WHERE occurrence_id = $1 AND dish_id = $2 AND guest_id = $3 AND told_at IS NULL`,
      [occurrenceId, dishId, guest.id],
    )) as [unknown[], number];
    return affected > 0;
  }

  /** What `guest` waits for at `restaurantId` (not yet told, occurrences not started), oldest first. */
  async mine(guest: AuthUser, restaurantId: string): Promise<DishWatchType[]> {
    if (!isUuid(restaurantId)) return [];
    const rows = (await this.dataSource.query(
      `SELECT w.occurrence_id AS "occurrenceId", w.dish_id AS "dishId", w.created_at AS "waitingSince"
         FROM stock_watches w
         JOIN session_occurrences o ON o.id = w.occurrence_id
         JOIN cooking_sessions s ON s.id = o.session_id
        WHERE w.guest_id = $1 AND s.restaurant_id = $2 AND w.told_at IS NULL AND o.starts_at > now()
        ORDER BY w.seq`,
      [guest.id, restaurantId],
    )) as DishWatchType[];
    return rows;
  }

  /**
   * The demand at the chef's own restaurant (FORBIDDEN for anyone else): per upcoming occurrence
   * and dish, how many guests wait to be told ('14 guests waiting for Kibbeh on Saturday'),
   * soonest first, then most waiting.
   */
  async demand(chef: AuthUser, restaurantId: string): Promise<DishDemandType[]> {
    await this.owners.ownedBy(chef, restaurantId);
    return (await this.dataSource.query(
      `SELECT w.occurrence_id AS "occurrenceId", o.session_id AS "sessionId", w.dish_id AS "dishId",
              coalesce(d.name, '') AS "dishName", o.local_date::text AS "localDate",
              o.starts_at AS "startsAt", s.time_zone AS "timeZone", count(*)::int AS waiting
         FROM stock_watches w
         JOIN session_occurrences o ON o.id = w.occurrence_id
         JOIN cooking_sessions s ON s.id = o.session_id
         LEFT JOIN restaurant_dishes d ON d.dish_id = w.dish_id
        WHERE s.restaurant_id = $1 AND w.told_at IS NULL AND o.starts_at > now()
        GROUP BY w.occurrence_id, o.session_id, w.dish_id, d.name, o.local_date, o.starts_at, s.time_zone
        ORDER BY o.starts_at, waiting DESC, "dishName"`,
      [restaurantId],
    )) as DishDemandType[];
  }
}
