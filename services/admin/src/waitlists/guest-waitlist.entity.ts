import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The only guest programme so far: the guest waitlist is the Beta one. */
export const GUEST_TYPE = 'BETA';

/**
 * A guest waitlist entry: e-mail, first and last name, optional phone, programme and postal or zip
 * code. One row per e-mail.
 */
@Entity({ name: 'guest_waitlist' })
export class GuestWaitlistEntity {
  @PrimaryColumn('uuid') id!: string;
  /** Normalised (trimmed, lower-case); unique. */
  @Column('text') email!: string;
  @Column('text', { name: 'first_name' }) firstName!: string;
  @Column('text', { name: 'last_name' }) lastName!: string;
  @Column('text', { nullable: true }) phone!: string | null;
  /** The upper-cased postal or zip code. */
  @Column('text', { name: 'postal_code' }) postalCode!: string;
  /** The programme: always BETA. */
  @Column('text', { name: 'guest_type' }) guestType!: string;
  /** Sign-up time, millisecond precision (database default). */
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
