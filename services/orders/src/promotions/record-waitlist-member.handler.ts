import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope, GuestWaitlistJoinedPayload } from '@hearth/events';
import { emailHash } from './promotion-facts.queries.js';

/**
 * `GuestWaitlistJoined` (admin), run by its inbox handler in the inbox transaction: the member's
 * e-mail hash joins orders' projection of the guest waitlist (`promotion_waitlist_emails`), for
 * promotions limited to waitlist members. Only the hash is kept, never the e-mail.
 */
@Injectable()
export class RecordWaitlistMemberHandler {
  /** Projects the event `e` with payload `p` in `m`, once per e-mail (errors throw: the inbox retries). */
  async execute(p: GuestWaitlistJoinedPayload, m: EntityManager, e: EventEnvelope): Promise<void> {
    await m.query(
      `INSERT INTO promotion_waitlist_emails (email_hash, joined_at) VALUES ($1, $2)
       ON CONFLICT (email_hash) DO NOTHING`,
      [emailHash(p.email), e.occurredAt],
    );
  }
}
