import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The admin's view of a chef who signed up (the chef verification queue, SPEC §2 admin entries
 * Unverified Chef / All Chefs). A projection of `UserRegistered` events with role Chef.
 */
@Entity({ name: 'chef_applications' })
export class ChefApplicationEntity {
  /** The chef's user id. */
  @PrimaryColumn('uuid') id!: string;
  @Column('text') email!: string;
  @Column('text', { name: 'first_name' }) firstName!: string;
  @Column('text', { name: 'last_name' }) lastName!: string;
  /** User status at the time of the last event (INITIAL on sign-up). */
  @Column('text') status!: string;
  /** When the chef registered (the event's `occurredAt`), millisecond precision. */
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
