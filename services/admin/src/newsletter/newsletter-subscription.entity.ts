import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { NewsletterRole } from '@hearth/contracts';

/** A newsletter subscription: an e-mail and its audience. One row per e-mail. */
@Entity({ name: 'newsletter_subscriptions' })
export class NewsletterSubscriptionEntity {
  @PrimaryColumn('uuid') id!: string;
  /** Normalised (trimmed, lower-case); unique. */
  @Column('text') email!: string;
  /** The audience, CHEF (the public form) or GUEST. */
  @Column('text') role!: NewsletterRole;
  /** Subscription time, millisecond precision (database default). */
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
