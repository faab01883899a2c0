import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { UserStatus } from '@hearth/contracts';

/**
 * The admin's view of a chef (the Unverified Chef and All Chefs lists): a projection of the users
 * service's events — `UserRegistered` (role Chef) creates the row, `ChefApplicationSubmitted` /
 * `ChefApproved` / `ChefRejected` move its status.
 */
@Entity({ name: 'chef_applications' })
export class ChefApplicationEntity {
  /** The chef's user id. */
  @PrimaryColumn('uuid') id!: string;
  @Column('text') email!: string;
  @Column('text', { name: 'first_name' }) firstName!: string;
  @Column('text', { name: 'last_name' }) lastName!: string;
  /** User status after the last event (INITIAL on sign-up). */
  @Column('text') status!: UserStatus;
  /** When the chef registered (the event's `occurredAt`), millisecond precision. */
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  /** When the chef accepted the terms (the application entered the queue); null before. */
  @Column('timestamptz', { name: 'submitted_at', nullable: true }) submittedAt!: Date | null;
  /** The admin's reason of the last rejection; null unless REJECTED. */
  @Column('text', { name: 'rejection_reason', nullable: true }) rejectionReason!: string | null;
}
