import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A scheduled cooking session of a restaurant (SPEC §3 Cooking session). Instants are stored as
 * timestamptz; `timeZone` is the restaurant's IANA zone used to display them (ARCHITECTURE §4).
 * Schedule, limits and per-dish stock arrive with the chef issue.
 */
@Entity({ name: 'cooking_sessions' })
@Index('cooking_sessions_restaurant_start_idx', ['restaurantId', 'startsAt'])
export class CookingSessionEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'restaurant_id' }) restaurantId!: string;
  @Column('timestamptz', { name: 'starts_at' }) startsAt!: Date;
  @Column('timestamptz', { name: 'ends_at' }) endsAt!: Date;
  @Column('text', { name: 'time_zone', default: 'America/Toronto' }) timeZone!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
