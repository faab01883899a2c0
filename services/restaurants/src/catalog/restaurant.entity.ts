import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A chef's restaurant (SPEC §3 Restaurant: `desc` → description, `cuisine` → cuisines,
 * `hidden` → isHidden). The chef issue adds address, delivery and fees.
 */
@Entity({ name: 'restaurants' })
export class RestaurantEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text', { unique: true }) slug!: string;
  @Column('text') name!: string;
  @Column('text') description!: string;
  @Column('uuid', { name: 'owner_user_id' }) ownerUserId!: string;
  @Column('text', { array: true, default: () => "'{}'" }) cuisines!: string[];
  @Column('boolean', { name: 'is_hidden', default: true }) isHidden!: boolean;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
