import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { NEWSLETTER_AUDIENCES, type NewsletterAudience } from '@hearth/contracts';
import { resultUnion } from '@hearth/nest-common';
import type { NewsletterPostStatus } from './newsletter-post.entity.js';
import type { NewsletterRecipientStatus } from './newsletter-recipient.entity.js';

/** GraphQL enum of newsletter audiences. */
export const NewsletterAudienceEnum = Object.fromEntries(
  NEWSLETTER_AUDIENCES.map((a) => [a, a]),
) as { [K in NewsletterAudience]: K };
registerEnumType(NewsletterAudienceEnum, {
  name: 'NewsletterAudience',
  description:
    'Who a newsletter goes to: NEWSLETTER_SUBSCRIBERS, GUEST_WAITLIST, CHEF_WAITLIST (Beta), FOUNDER_CHEFS (the Founder chef waitlist), ACTIVE_CHEFS (chef accounts that are ACTIVE), GUESTS (guest accounts).',
});

/** GraphQL enum of a newsletter's state. */
export const NewsletterStatusEnum = { SENDING: 'SENDING', SENT: 'SENT' } as const satisfies Record<
  NewsletterPostStatus,
  NewsletterPostStatus
>;
registerEnumType(NewsletterStatusEnum, {
  name: 'NewsletterStatus',
  description: 'SENDING while any recipient waits; SENT once every recipient is sent or failed.',
});

/** GraphQL enum of one recipient's delivery state. */
export const NewsletterRecipientStatusEnum = {
  PENDING: 'PENDING',
  SENDING: 'SENDING',
  SENT: 'SENT',
  FAILED: 'FAILED',
} as const satisfies Record<NewsletterRecipientStatus, NewsletterRecipientStatus>;
registerEnumType(NewsletterRecipientStatusEnum, {
  name: 'NewsletterRecipientStatus',
  description:
    'PENDING (waiting, or waiting for another try), SENDING (with the mail server now), SENT (accepted by the mail server), FAILED (see lastError).',
});

/** An audience and how many addresses a newsletter to it would reach today. */
@ObjectType('NewsletterAudienceSize')
export class NewsletterAudienceSizeType {
  @Field(() => NewsletterAudienceEnum) audience!: NewsletterAudience;
  /** Distinct addresses, unsubscribed ones left out. */
  @Field(() => Int) recipientCount!: number;
}

/** A sent newsletter and how its delivery goes. */
@ObjectType('Newsletter')
export class NewsletterType {
  @Field(() => ID) id!: string;
  @Field() subject!: string;
  /** Markdown. */
  @Field() body!: string;
  @Field(() => NewsletterAudienceEnum) audience!: NewsletterAudience;
  @Field(() => NewsletterStatusEnum) status!: NewsletterPostStatus;
  /** Addresses it goes to. */
  @Field(() => Int) recipientCount!: number;
  /** Accepted by the mail server. */
  @Field(() => Int) sentCount!: number;
  /** Given up on (see each recipient's lastError). */
  @Field(() => Int) failedCount!: number;
  /** Not done yet (waiting, or with the mail server now). */
  @Field(() => Int) waitingCount!: number;
  /** Recipients that needed more than one try. */
  @Field(() => Int) retriedCount!: number;
  /** The sending admin's e-mail. */
  @Field() sentByEmail!: string;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) finishedAt!: Date | null;
}

/** One recipient of a newsletter. */
@ObjectType('NewsletterRecipient')
export class NewsletterRecipientType {
  @Field() email!: string;
  @Field(() => NewsletterRecipientStatusEnum) status!: NewsletterRecipientStatus;
  /** Tries so far. */
  @Field(() => Int) attempts!: number;
  /** Why the last try failed; null if none did. */
  @Field(() => String, { nullable: true }) lastError!: string | null;
  @Field(() => Date, { nullable: true }) sentAt!: Date | null;
}

/** One page of a newsletter's recipients (pages start at 1). */
@ObjectType('NewsletterRecipientPage')
export class NewsletterRecipientPageType {
  @Field(() => [NewsletterRecipientType]) items!: NewsletterRecipientType[];
  @Field(() => Int) totalCount!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

/** A newsletter's words (the test e-mail). */
@InputType('NewsletterContentInput')
export class NewsletterContentInput {
  @Field() subject!: string;
  /** Markdown. */
  @Field() body!: string;
}

/** A newsletter to send. */
@InputType('SendNewsletterInput')
export class SendNewsletterInput {
  /** A UUID the browser chose when the form opened: sending it again sends nothing more. */
  @Field(() => ID) id!: string;
  @Field() subject!: string;
  /** Markdown. */
  @Field() body!: string;
  @Field(() => NewsletterAudienceEnum, { nullable: true }) audience!: NewsletterAudience | null;
}

/** The test e-mail went to this address. */
@ObjectType('NewsletterTestSent')
export class NewsletterTestSentType {
  @Field() to!: string;
}

/** This address gets no more newsletters. */
@ObjectType('NewsletterUnsubscribed')
export class NewsletterUnsubscribedType {
  @Field() email!: string;
}

/** Result of `sendNewsletterTest` (errors as data). */
export const SendNewsletterTestResult = resultUnion(
  'SendNewsletterTestResult',
  () => NewsletterTestSentType,
);
/** Result of `sendNewsletter` (errors as data). */
export const SendNewsletterResult = resultUnion('SendNewsletterResult', () => NewsletterType);
/** Result of `unsubscribeFromNewsletter` (errors as data). */
export const UnsubscribeNewsletterResult = resultUnion(
  'UnsubscribeNewsletterResult',
  () => NewsletterUnsubscribedType,
);
