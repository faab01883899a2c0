import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A chef's restaurant (older field names map to these in docs/api.md): delivery radius in km,
 * delivery fees in integer cents, `isHidden` the chef's own choice to hide it.
 * Address and image are null only on rows written before the kitchen feature.
 */
@Entity({ name: 'restaurants' })
export class RestaurantEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text', { unique: true }) slug!: string;
  @Column('text') name!: string;
  @Column('text') description!: string;
  @Column('uuid', { name: 'owner_user_id' }) ownerUserId!: string;
  @Column('text', { array: true, default: () => "'{}'" }) cuisines!: string[];
  /** The chef's own "hidden" choice; public visibility also needs chef_standing. */
  @Column('boolean', { name: 'is_hidden', default: false }) isHidden!: boolean;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('text', { name: 'address_line1', nullable: true }) addressLine1!: string | null;
  @Column('text', { name: 'address_line2', nullable: true }) addressLine2!: string | null;
  @Column('text', { nullable: true }) province!: string | null;
  @Column('text', { nullable: true }) city!: string | null;
  @Column('text', { nullable: true }) country!: string | null;
  @Column('text', { name: 'postal_code', nullable: true }) postalCode!: string | null;
  @Column('double precision', { nullable: true }) latitude!: number | null;
  @Column('double precision', { nullable: true }) longitude!: number | null;
  @Column('boolean', { name: 'offers_delivery', default: false }) offersDelivery!: boolean;
  @Column('boolean', { name: 'offers_pickup', default: false }) offersPickup!: boolean;
  /** km, 0–100; null unless delivering. */
  @Column('double precision', { name: 'delivery_radius_km', nullable: true })
  deliveryRadiusKm!: number | null;
  /** Integer cents, 10–40000; null unless delivering. */
  @Column('integer', { name: 'base_delivery_fee_cents', nullable: true })
  baseDeliveryFeeCents!: number | null;
  /** Integer cents per km, 10–40000; optional. */
  @Column('integer', { name: 'fee_per_km_cents', nullable: true })
  feePerKmCents!: number | null;
  @Column('text', { array: true, default: () => "'{}'" }) instructions!: string[];
  @Column('text', { name: 'image_url', nullable: true }) imageUrl!: string | null;
  /** IANA zone (default America/Toronto). */
  @Column('text', { name: 'time_zone', default: 'America/Toronto' }) timeZone!: string;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
