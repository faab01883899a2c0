import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Where one recipient's e-mail is: PENDING (waiting, or waiting to be tried again after a
 * passing failure), SENDING (claimed by a sender, under a lease), SENT (the SMTP server accepted
 * it) or FAILED (refused for good, tried too often, or its outcome unknown; see `lastError`).
 */
export type NewsletterRecipientStatus = 'PENDING' | 'SENDING' | 'SENT' | 'FAILED';

/**
 * One newsletter to one address: the sender's queue row. Unique per (newsletter, e-mail), so an
 * address is in a newsletter once, however many lists it is on.
 */
@Entity({ name: 'newsletter_recipients' })
export class NewsletterRecipientEntity {
  /** Also the e-mail's Message-ID (`<id@hearth.newsletter>`). */
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'newsletter_id' }) newsletterId!: string;
  /** Normalised (trimmed, lower-case). */
  @Column('text') email!: string;
  @Column('text') status!: NewsletterRecipientStatus;
  /** How many times a sender handed it to the SMTP server. */
  @Column('integer') attempts!: number;
  /** A PENDING row is not tried before this. */
  @Column('timestamptz', { name: 'next_attempt_at' }) nextAttemptAt!: Date;
  /** When a sender last claimed it (the rate window counts these). */
  @Column('timestamptz', { name: 'claimed_at', nullable: true }) claimedAt!: Date | null;
  /** A SENDING row's sender is presumed gone after this. */
  @Column('timestamptz', { name: 'lease_until', nullable: true }) leaseUntil!: Date | null;
  /** When the SMTP server accepted it. */
  @Column('timestamptz', { name: 'sent_at', nullable: true }) sentAt!: Date | null;
  /** Why the last attempt failed (kept after a successful retry, cleared on success). */
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
}
