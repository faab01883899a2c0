import { Column, Entity, PrimaryColumn } from 'typeorm';
import { RestaurantDishEntity } from '../dishes/restaurant-dish.entity.js';

/**
 * Projection of `RestaurantEstablished` (sessions' view of a restaurant): who owns it, its IANA
 * time zone and whether it offers delivery / pickup.
 */
@Entity({ name: 'restaurant_owners' })
export class RestaurantOwnerEntity {
  @PrimaryColumn('uuid', { name: 'restaurant_id' }) restaurantId!: string;
  @Column('uuid', { name: 'owner_user_id' }) ownerUserId!: string;
  @Column('text') slug!: string;
  @Column('text') name!: string;
  @Column('text', { name: 'time_zone' }) timeZone!: string;
  @Column('boolean', { name: 'offers_delivery' }) offersDelivery!: boolean;
  @Column('boolean', { name: 'offers_pickup' }) offersPickup!: boolean;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}

/**
 * A cooking session (SPEC §3): a schedule of local wall-clock times in the restaurant's zone.
 * `startDate`/`until` are local dates (YYYY-MM-DD), `startTime`/`endTime` local times (HH:mm:ss),
 * `leadTimeHours` in hours, order limits in portions.
 */
@Entity({ name: 'cooking_sessions' })
export class CookingSessionEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'restaurant_id' }) restaurantId!: string;
  @Column('uuid', { name: 'chef_id' }) chefId!: string;
  @Column('text') schedule!: string;
  @Column('date', { name: 'start_date' }) startDate!: string;
  @Column('date', { nullable: true }) until!: string | null;
  @Column('time', { name: 'start_time' }) startTime!: string;
  @Column('time', { name: 'end_time' }) endTime!: string;
  @Column('text', { name: 'time_zone' }) timeZone!: string;
  @Column('int', { name: 'lead_time_hours' }) leadTimeHours!: number;
  @Column('int', { name: 'order_limit_min' }) orderLimitMin!: number;
  @Column('int', { name: 'order_limit_max' }) orderLimitMax!: number;
  @Column('boolean', { name: 'offers_delivery' }) offersDelivery!: boolean;
  @Column('boolean', { name: 'offers_pickup' }) offersPickup!: boolean;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}

/** A dish of a session: per-order minimum and per-occurrence stock (`maxQuantity`), in portions. */
@Entity({ name: 'session_dishes' })
export class SessionDishEntity {
  @PrimaryColumn('uuid', { name: 'session_id' }) sessionId!: string;
  @PrimaryColumn('uuid', { name: 'dish_id' }) dishId!: string;
  @Column('int') position!: number;
  @Column('int', { name: 'min_quantity' }) minQuantity!: number;
  @Column('int', { name: 'max_quantity' }) maxQuantity!: number;
  @Column('text', { name: 'portion_size' }) portionSize!: string;
}

/** One dated occurrence of a session (SPEC §3 Session tracker), instants as timestamptz. */
@Entity({ name: 'session_occurrences' })
export class SessionOccurrenceEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'session_id' }) sessionId!: string;
  @Column('date', { name: 'local_date' }) localDate!: string;
  @Column('timestamptz', { name: 'starts_at' }) startsAt!: Date;
  @Column('timestamptz', { name: 'ends_at' }) endsAt!: Date;
  @Column('timestamptz', { name: 'order_cutoff_at' }) orderCutoffAt!: Date;
}

/** Stock of one dish for one occurrence, in portions; 0 ≤ remaining ≤ total. */
@Entity({ name: 'occurrence_stock' })
export class OccurrenceStockEntity {
  @PrimaryColumn('uuid', { name: 'occurrence_id' }) occurrenceId!: string;
  @PrimaryColumn('uuid', { name: 'dish_id' }) dishId!: string;
  @Column('int') total!: number;
  @Column('int') remaining!: number;
}

export const SESSIONS_ENTITIES = [
  RestaurantOwnerEntity,
  CookingSessionEntity,
  SessionDishEntity,
  SessionOccurrenceEntity,
  OccurrenceStockEntity,
  RestaurantDishEntity,
];
