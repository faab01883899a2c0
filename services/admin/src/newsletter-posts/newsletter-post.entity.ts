import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { NewsletterAudience } from '@hearth/contracts';

/** Where a newsletter is: its recipients are being worked through, or every one is done. */
export type NewsletterPostStatus = 'SENDING' | 'SENT';

/**
 * A newsletter an admin sent: its words (subject, Markdown body), its audience and who sent it.
 * Its recipients were fixed when it was sent (`NewsletterRecipientEntity`); it is SENT once none
 * of them is waiting any more (sent or failed).
 */
@Entity({ name: 'newsletters' })
export class NewsletterPostEntity {
  /** Chosen by the admin's browser when the form opens: sending twice with it sends once. */
  @PrimaryColumn('uuid') id!: string;
  @Column('text') subject!: string;
  /** Markdown (rendered with `renderNewsletterMarkdown`). */
  @Column('text') body!: string;
  @Column('text') audience!: NewsletterAudience;
  @Column('text') status!: NewsletterPostStatus;
  /** How many addresses it went to (after duplicates and unsubscribed addresses were left out). */
  @Column('integer', { name: 'recipient_count' }) recipientCount!: number;
  /** The sending admin's user id and e-mail. */
  @Column('uuid', { name: 'sent_by' }) sentBy!: string;
  @Column('text', { name: 'sent_by_email' }) sentByEmail!: string;
  /** When the admin pressed Send (database default), millisecond precision. */
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  /** When the last recipient was done; null while sending. */
  @Column('timestamptz', { name: 'finished_at', nullable: true }) finishedAt!: Date | null;
}
