import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { WaitlistMessages, newsletterSchema, toFieldErrors } from '@hearth/contracts';
import { toCsv } from '@hearth/contracts';
import { findAll, findPage, type ListPage, type ListSpec } from '../common/list-query.js';
import type { WaitlistSortInput } from '../common/list.types.js';
import { insertOnce, type SignUpResult } from '../common/sign-up.js';
import { newsletterSubscribed } from '../integration-events/published/newsletter-subscribed.event.js';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity.js';

/** How the newsletter maps to SQL for the admin list (no names or postal codes to sort by). */
const NEWSLETTER: ListSpec<NewsletterSubscriptionEntity> = {
  label: 'Newsletter subscriptions',
  entity: NewsletterSubscriptionEntity,
  select: `id, email, role, created_at AS "createdAt"`,
  sortBy: { CREATED_AT: 'created_at', EMAIL: 'email' },
  searchIn: ['email'],
  counted: 'newsletter_subscriptions',
};

/** Column headers of the newsletter CSV (the admin table's columns). */
export const NEWSLETTER_CSV_HEADER = ['Email', 'Role', 'Subscribed'];

/** Admin list query of the newsletter. */
export interface NewsletterQuery {
  sort?: WaitlistSortInput | null;
  search?: string | null;
}

/**
 * The newsletter: public subscribe and the admin's Newsletter Subscribers list
 * (docs/rules/accounts-and-admin.md#newsletter).
 */
@Injectable()
export class NewsletterService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Subscribes an e-mail (role default CHEF): the row and `NewsletterSubscribed` in one
   * transaction, which also lifts an earlier unsubscribe of the address. Errors (as `invalid`): `newsletterSchema` messages; an e-mail already subscribed
   * (any case/spacing, any role) → `email: alreadySubscribed`, nothing written.
   */
  async subscribe(
    input: unknown,
    traceparent: string | null = null,
  ): Promise<SignUpResult<NewsletterSubscriptionEntity>> {
    const parsed = newsletterSchema.safeParse(input);
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    const row = await insertOnce(
      this.dataSource,
      NewsletterSubscriptionEntity,
      { id: randomUUID(), ...parsed.data },
      (saved) => newsletterSubscribed(saved, traceparent),
      // Subscribing again is consent again: an earlier unsubscribe no longer applies.
      (manager, saved) =>
        manager.query(`DELETE FROM newsletter_unsubscribes WHERE email = $1`, [saved.email]),
    );
    if (!row) {
      return {
        kind: 'invalid',
        errors: [{ field: 'email', message: WaitlistMessages.alreadySubscribed }],
      };
    }
    return { kind: 'created', row };
  }

  /**
   * One page of subscriptions (page ≥ 1, pageSize 1..100), searched by e-mail and sorted by
   * CREATED_AT (default, newest first) or EMAIL.
   * @throws GraphQLError BAD_USER_INPUT for any other sort field.
   */
  page(
    query: NewsletterQuery & { page: number; pageSize: number },
  ): Promise<ListPage<NewsletterSubscriptionEntity>> {
    return findPage(this.dataSource, NEWSLETTER, query);
  }

  /** The whole searched, sorted list as CSV (header + one row per subscription). */
  async csv(query: NewsletterQuery): Promise<string> {
    const rows = await findAll(this.dataSource, NEWSLETTER, query);
    return toCsv(
      NEWSLETTER_CSV_HEADER,
      rows.map((r) => [r.email, r.role, r.createdAt]),
    );
  }
}
