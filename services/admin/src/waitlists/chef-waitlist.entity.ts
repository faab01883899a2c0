import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ChefType } from '@hearth/contracts';

/**
 * A chef waitlist registration: e-mail, first and last name, phone, programme, postal code.
 * One row per (e-mail, programme): a visitor may be on the Beta and the Founder list once each.
 */
@Entity({ name: 'chef_waitlist' })
export class ChefWaitlistEntity {
  @PrimaryColumn('uuid') id!: string;
  /** Normalised (trimmed, lower-case). */
  @Column('text') email!: string;
  @Column('text', { name: 'first_name' }) firstName!: string;
  @Column('text', { name: 'last_name' }) lastName!: string;
  /** Digits and separators, after the fixed +1 prefix; null when not given. */
  @Column('text', { nullable: true }) phone!: string | null;
  /** Upper-cased postal or zip code. */
  @Column('text', { name: 'postal_code' }) postalCode!: string;
  /** The programme: BETA or FOUNDER. */
  @Column('text', { name: 'chef_type' }) chefType!: ChefType;
  /** Sign-up time, millisecond precision (database default). */
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
