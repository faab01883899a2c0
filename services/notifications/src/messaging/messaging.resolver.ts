import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { Logger } from 'pino';
import { MessagingMessages } from '@hearth/contracts';
import {
  CurrentUser,
  LOGGER,
  RateLimit,
  mutationResult,
  Roles,
  type AuthUser,
  type RateLimitRule,
} from '@hearth/nest-common';
import { AttachmentReads } from './attachments.js';
import { HelpReportsService } from './help-reports.service.js';
import { AskRestaurantHandler } from './ask-restaurant.handler.js';
import { ListConversationsQuery } from './list-conversations.query.js';
import { MarkConversationReadHandler } from './mark-conversation-read.handler.js';
import { OpenOrderConversationHandler } from './open-order-conversation.handler.js';
import { ReadConversationQuery } from './read-conversation.query.js';
import { SendMessageHandler } from './send-message.handler.js';
import { UnreadMessagesQuery } from './unread-messages.query.js';
import {
  AnswerHelpReportResult,
  AskRestaurantResult,
  ConversationMessageType,
  ConversationType,
  SendMessageResult,
  HelpReportType,
  ReportProblemResult,
  ReportableOrderType,
} from './messaging.types.js';

/** Messages sent per client per minute: `MESSAGE_RATE_LIMIT_PER_MINUTE`, default 20. */
export const MESSAGE_RATE_LIMIT: RateLimitRule = {
  name: 'messages',
  points: Number(process.env.MESSAGE_RATE_LIMIT_PER_MINUTE ?? 20),
  durationSeconds: 60,
};
/** Help reports filed per client per hour: 10. */
export const HELP_REPORT_RATE_LIMIT: RateLimitRule = {
  name: 'help-reports',
  points: 10,
  durationSeconds: 3600,
};

/**
 * Conversations (docs/rules/messaging.md): signed-in only (UNAUTHENTICATED otherwise); a
 * conversation exists for its two parties and, read-only, for an admin when its order was
 * reported — for anyone else it is NOT_FOUND. Sending is rate-limited per client
 * (TOO_MANY_REQUESTS) and length-limited (a `ValidationError` with the field's message, nothing
 * written). Thin: one query or handler per user intention does the work.
 */
@Resolver()
export class MessagingResolver {
  constructor(
    private readonly listConversations: ListConversationsQuery,
    private readonly readConversation: ReadConversationQuery,
    private readonly unreadMessages: UnreadMessagesQuery,
    private readonly openOrderConversationHandler: OpenOrderConversationHandler,
    private readonly askRestaurantHandler: AskRestaurantHandler,
    private readonly sendMessageHandler: SendMessageHandler,
    private readonly markConversationReadHandler: MarkConversationReadHandler,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Query(() => [ConversationType], {
    description: "The signed-in user's conversations, latest message first (messages empty).",
  })
  myConversations(@CurrentUser() user: AuthUser) {
    return this.listConversations.handle(user);
  }

  @Query(() => ConversationType, {
    description: 'One conversation with its messages (parties; admins on a reported order).',
  })
  conversation(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string) {
    return this.readConversation.handle(user, id);
  }

  @Query(() => Int, { description: 'Messages of others the signed-in user has not read.' })
  unreadMessageCount(@CurrentUser() user: AuthUser) {
    return this.unreadMessages.handle(user.id);
  }

  @Mutation(() => ConversationType, {
    description: 'The conversation of an order (created on first use), for its guest or chef.',
  })
  openOrderConversation(
    @CurrentUser() user: AuthUser,
    @Args('orderId', { type: () => ID }) orderId: string,
  ) {
    return this.openOrderConversationHandler.handle(user, orderId);
  }

  @RateLimit(MESSAGE_RATE_LIMIT)
  @Mutation(() => AskRestaurantResult, {
    description:
      "A question to a restaurant's chef before ordering (the guest's question thread); a bad body is a ValidationError.",
  })
  askRestaurant(
    @CurrentUser() user: AuthUser,
    @Args('restaurantId', { type: () => ID }) restaurantId: string,
    @Args('body') body: string,
  ) {
    return mutationResult(
      this.logger,
      'asking a restaurant failed',
      () => this.askRestaurantHandler.handle(user, restaurantId, body),
      (c) => Object.assign(new ConversationType(), c),
      MessagingMessages.sendFailed,
    );
  }

  @RateLimit(MESSAGE_RATE_LIMIT)
  @Mutation(() => SendMessageResult, {
    description:
      'Sends a plain-text message in a conversation the caller is a party of; a bad body is a ValidationError.',
  })
  sendMessage(
    @CurrentUser() user: AuthUser,
    @Args('conversationId', { type: () => ID }) conversationId: string,
    @Args('body') body: string,
    @Args('imageUrl', {
      type: () => String,
      nullable: true,
      description: "An image the sender uploaded (createAttachmentUpload's `image`), or null.",
    })
    imageUrl: string | null,
  ) {
    return mutationResult(
      this.logger,
      'sending a message failed',
      () => this.sendMessageHandler.handle(user, conversationId, body, imageUrl ?? null),
      (msg) => Object.assign(new ConversationMessageType(), msg),
      MessagingMessages.sendFailed,
    );
  }

  @Mutation(() => Int, {
    description: 'Marks a conversation read for the caller; returns their unread count after.',
  })
  markConversationRead(
    @CurrentUser() user: AuthUser,
    @Args('conversationId', { type: () => ID }) conversationId: string,
  ) {
    return this.markConversationReadHandler.handle(user, conversationId);
  }
}

/**
 * Help reports (docs/rules/messaging.md#help-reports): a guest files and follows their own;
 * admins list, open (with the order's conversation) and answer them.
 */
@Resolver(() => HelpReportType)
export class HelpReportsResolver {
  constructor(
    private readonly reports: HelpReportsService,
    private readonly readConversation: ReadConversationQuery,
    private readonly attachments: AttachmentReads,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Query(() => [ReportableOrderType], {
    description: "The signed-in guest's orders they may report a problem with, newest first.",
  })
  reportableOrders(@CurrentUser() user: AuthUser) {
    return this.reports.reportableOrders(user);
  }

  @Query(() => [HelpReportType], {
    description: "The signed-in user's help reports, newest first.",
  })
  myHelpReports(@CurrentUser() user: AuthUser) {
    return this.reports.mine(user);
  }

  @RateLimit(HELP_REPORT_RATE_LIMIT)
  @Mutation(() => ReportProblemResult, {
    description:
      'Reports a problem with one of the caller’s orders (reason + description, optional photo); bad input is a ValidationError (fields reason, description, photoUrl).',
  })
  reportProblem(
    @CurrentUser() user: AuthUser,
    @Args('orderId', { type: () => ID }) orderId: string,
    @Args('reason') reason: string,
    @Args('description') description: string,
    @Args('photoUrl', {
      type: () => String,
      nullable: true,
      description: "A photo the guest uploaded (createAttachmentUpload's `image`), or null.",
    })
    photoUrl: string | null,
  ) {
    return mutationResult(
      this.logger,
      'filing a help report failed',
      () => this.reports.report(user, { orderId, reason, description, photoUrl }),
      (r) => Object.assign(new HelpReportType(), r),
    );
  }

  @Roles('ADMIN')
  @Query(() => [HelpReportType], { description: 'Every help report, open first (admins).' })
  helpReports() {
    return this.reports.all();
  }

  @Roles('ADMIN')
  @Query(() => HelpReportType, { description: 'One help report (admins).' })
  helpReport(@Args('id', { type: () => ID }) id: string) {
    return this.reports.get(id);
  }

  /**
   * An admin's answer to a help report: the report turns ANSWERED and the guest is told. A bad
   * answer (blank, over 2000 characters) is a `ValidationError` on field `answer` and changes
   * nothing; an unknown report is NOT_FOUND; a non-admin FORBIDDEN.
   */
  @Roles('ADMIN')
  @Mutation(() => AnswerHelpReportResult, {
    description:
      'Answers a help report (admins); the guest is told and sees ANSWERED. A bad answer is a ValidationError (field answer), nothing written.',
  })
  answerHelpReport(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('answer') answer: string,
  ) {
    return mutationResult(
      this.logger,
      'answering a help report failed',
      () => this.reports.answer(user, id, answer),
      (r) => Object.assign(new HelpReportType(), r),
      MessagingMessages.answerFailed,
    );
  }

  /** The reported order's conversation, for admins only (null for the guest and when none). */
  @ResolveField(() => ConversationType, { nullable: true })
  conversation(@Parent() report: HelpReportType, @CurrentUser() user: AuthUser) {
    if (user.role !== 'ADMIN') return null;
    return this.readConversation.ofReportedOrder(report.orderId, user.id);
  }

  /**
   * A short-lived signed address (5 to 10 minutes) to view the report's photo, a private object,
   * for whoever reads the report (its guest, admins); null without a photo.
   */
  @ResolveField(() => String, {
    nullable: true,
    description:
      'A short-lived signed address (5 to 10 minutes) showing the photo; photoUrl itself is private.',
  })
  photoViewUrl(@Parent() report: HelpReportType) {
    return this.attachments.viewUrl(report.photoUrl);
  }
}

/** Fields of a conversation's message computed for its reader. */
@Resolver(() => ConversationMessageType)
export class ConversationMessageResolver {
  constructor(private readonly attachments: AttachmentReads) {}

  /**
   * A short-lived signed address (5 to 10 minutes) to view the message's image, a private object,
   * for whoever reads the conversation (its two parties; admins once its order was reported — the
   * queries returning messages decide that); null without an image.
   */
  @ResolveField(() => String, {
    nullable: true,
    description:
      'A short-lived signed address (5 to 10 minutes) showing the image; imageUrl itself is private.',
  })
  imageViewUrl(@Parent() message: ConversationMessageType) {
    return this.attachments.viewUrl(message.imageUrl);
  }
}
