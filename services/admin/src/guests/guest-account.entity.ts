import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A guest account as admin knows it (the Guests audience of a newsletter): a projection of the
 * users service's `UserRegistered` events with role Guest.
 */
@Entity({ name: 'guest_accounts' })
export class GuestAccountEntity {
  /** The guest's user id. */
  @PrimaryColumn('uuid') id!: string;
  @Column('text') email!: string;
  /** When the guest registered (the event's `occurredAt`). */
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
