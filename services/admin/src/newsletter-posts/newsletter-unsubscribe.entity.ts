import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An address that unsubscribed (from a newsletter's link): no newsletter goes to it again, whatever
 * list it is on, until it subscribes to the newsletter again.
 */
@Entity({ name: 'newsletter_unsubscribes' })
export class NewsletterUnsubscribeEntity {
  /** Normalised (trimmed, lower-case). */
  @PrimaryColumn('text') email!: string;
  /** The newsletter whose link was used. */
  @Column('uuid', { name: 'newsletter_id', nullable: true }) newsletterId!: string | null;
  @Column('timestamptz', { name: 'unsubscribed_at' }) unsubscribedAt!: Date;
}
