import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { resultUnion } from '@hearth/nest-common';
import type { NewsletterRole } from '@hearth/contracts';

/** GraphQL enum of newsletter audiences. */
export const NewsletterRoleEnum = { CHEF: 'CHEF', GUEST: 'GUEST' } as const satisfies Record<
  NewsletterRole,
  NewsletterRole
>;
registerEnumType(NewsletterRoleEnum, {
  name: 'NewsletterRole',
  description: 'Newsletter audience (the public form subscribes CHEF).',
});

/** A newsletter subscription: an e-mail and its audience. */
@ObjectType('NewsletterSubscription')
export class NewsletterSubscriptionType {
  @Field(() => ID) id!: string;
  /** Normalised: trimmed, lower-case. */
  @Field() email!: string;
  @Field(() => NewsletterRoleEnum) role!: NewsletterRole;
  @Field() createdAt!: Date;
}

/** Result of `subscribeNewsletter` (errors as data). */
export const NewsletterResult = resultUnion('NewsletterResult', () => NewsletterSubscriptionType);

/** One page of newsletter subscriptions (pages start at 1). */
@ObjectType('NewsletterSubscriptionPage')
export class NewsletterSubscriptionPageType {
  @Field(() => [NewsletterSubscriptionType]) items!: NewsletterSubscriptionType[];
  @Field(() => Int) totalCount!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

/** Newsletter subscribe modal (e-mail and audience), validated by `newsletterSchema`. */
@InputType('NewsletterInput')
export class NewsletterInput {
  @Field() email!: string;
  @Field(() => NewsletterRoleEnum, { nullable: true, defaultValue: NewsletterRoleEnum.CHEF })
  role?: NewsletterRole | null;
}
