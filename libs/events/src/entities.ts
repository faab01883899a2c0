import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { EventEnvelope } from './envelope.js';
import { INBOX_TABLE, OUTBOX_TABLE } from './tables.js';

/**
 * One integration event waiting to be (or already) relayed to the bus. Written by `Outbox.add` in
 * the transaction of the state change; `publishedAt` is set by `OutboxRelay` once the bus acked.
 */
@Entity({ name: OUTBOX_TABLE })
@Index('IDX_outbox_unpublished', ['publishedAt', 'createdAt'])
export class OutboxMessageEntity {
  /** = the envelope's event id. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_outbox' })
  id!: string;

  /**
   * Insertion order, the tie-breaker after `createdAt` (rows of one statement can share a
   * timestamp). Assigned by the database.
   */
  @Column({
    type: 'bigint',
    generated: 'identity',
    generatedIdentity: 'ALWAYS',
    insert: false,
    update: false,
  })
  position!: string;

  @Column({ type: 'text' })
  topic!: string;

  @Column({ type: 'text' })
  eventType!: string;

  @Column({ type: 'text' })
  aggregateId!: string;

  @Column({ type: 'jsonb' })
  envelope!: EventEnvelope;

  /** Insert time (`clock_timestamp()` when written by `Outbox.add`). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  /** When the bus acknowledged the event; null while pending. */
  @Column({ type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  /** Failed publish attempts so far. */
  @Column({ type: 'int', default: 0 })
  attempts!: number;

  /** Message of the last publish failure. */
  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  /**
   * When the relay gave up on the event: the bus refused it for good `parkAfter` times (e.g.
   * larger than the broker accepts). Parked rows no longer block the rows behind them; an
   * operator fixes the cause and clears this column to publish it again.
   */
  @Column({ type: 'timestamptz', nullable: true })
  parkedAt!: Date | null;
}

/** One event a consumer has handled (its effect committed in the same transaction). */
@Entity({ name: INBOX_TABLE })
export class InboxMessageEntity {
  /** The consuming handler's name, e.g. `notifications.on-user-registered`. */
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_inbox' })
  consumer!: string;

  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_inbox' })
  eventId!: string;

  @Column({ type: 'text' })
  eventType!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  receivedAt!: Date;
}

/** Entities to add to a service's DataSource `entities`. */
export const EVENTS_ENTITIES = [OutboxMessageEntity, InboxMessageEntity];
