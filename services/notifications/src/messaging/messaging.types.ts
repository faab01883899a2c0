import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { resultUnion } from '@hearth/nest-common';

/** One message of a conversation: plain text (clients render it as text, never HTML). */
@ObjectType('ConversationMessage')
export class ConversationMessageType {
  @Field(() => ID) id!: string;
  @Field() body!: string;
  /**
   * The attached image's stored address in our media store, or null
   * (docs/rules/messaging.md#images). A private object: show `imageViewUrl`.
   */
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  /** GUEST or CHEF: which side wrote it. */
  @Field() senderRole!: string;
  /** True when the signed-in user wrote it. */
  @Field() sentByMe!: boolean;
  @Field() createdAt!: Date;
}

/**
 * A conversation between a guest and a chef: about one order (kind ORDER) or a question before
 * ordering (kind QUESTION, one per guest and restaurant).
 */
@ObjectType('Conversation')
export class ConversationType {
  @Field(() => ID) id!: string;
  /** ORDER or QUESTION. */
  @Field() kind!: string;
  @Field(() => ID, { nullable: true }) orderId!: string | null;
  @Field(() => ID) restaurantId!: string;
  @Field() restaurantName!: string;
  /** The guest's first name ('Guest' when unknown). */
  @Field() guestName!: string;
  /** GUEST, CHEF or ADMIN: how the signed-in user sees this conversation. */
  @Field() myRole!: string;
  /** Messages of the other side the signed-in user has not read yet (0 for an admin). */
  @Field(() => Int) unreadCount!: number;
  @Field(() => Date, { nullable: true }) lastMessageAt!: Date | null;
  /**
   * The last message's first 120 characters ('' when it is a photo without a caption), or null
   * before the first message.
   */
  @Field(() => String, { nullable: true }) lastMessagePreview!: string | null;
  /** Every message, oldest first (at most the last 200). */
  @Field(() => [ConversationMessageType]) messages!: ConversationMessageType[];
}

/** One of the guest's orders they may report a problem with. */
@ObjectType('ReportableOrder')
export class ReportableOrderType {
  @Field(() => ID) orderId!: string;
  @Field() restaurantName!: string;
  /** What the guest paid, integer cents (CAD). */
  @Field(() => Int) totalCents!: number;
  @Field() placedAt!: Date;
}

/** A guest's report of a problem with an order, and the admin's answer. */
@ObjectType('HelpReport')
export class HelpReportType {
  @Field(() => ID) id!: string;
  @Field(() => ID) orderId!: string;
  @Field() restaurantName!: string;
  /** One of HELP_REPORT_REASONS (MISSING_ITEMS, WRONG_ORDER, QUALITY, …). */
  @Field() reason!: string;
  @Field() description!: string;
  /** The guest's photo of the problem: its stored address in our media store (private), or null. */
  @Field(() => String, { nullable: true }) photoUrl!: string | null;
  /** OPEN until the admin answers, then ANSWERED. */
  @Field() status!: string;
  @Field(() => String, { nullable: true }) answer!: string | null;
  @Field(() => Date, { nullable: true }) answeredAt!: Date | null;
  @Field() createdAt!: Date;
  /** The guest's first name ('Guest' when unknown). */
  @Field() guestName!: string;
  /** The order's conversation (admins only; null when there is none). */
  @Field(() => ConversationType, { nullable: true }) conversation!: ConversationType | null;
}

/** `sendMessage`: the message sent, `ValidationError` (field `body`) or `ServerError`. */
export const SendMessageResult = resultUnion('SendMessageResult', () => ConversationMessageType);

/**
 * `askRestaurant`: the question thread, `ValidationError` (field `body`; `restaurantId` for the
 * chef's own restaurant) or `ServerError`.
 */
export const AskRestaurantResult = resultUnion('AskRestaurantResult', () => ConversationType);

/**
 * `reportProblem`: the report filed, `ValidationError` (fields `reason`, `description`,
 * `photoUrl`; nothing written) or `ServerError`.
 */
export const ReportProblemResult = resultUnion('ReportProblemResult', () => HelpReportType);

/**
 * `answerHelpReport`: the answered report, `ValidationError` (field `answer`: blank or longer than
 * 2000 characters; nothing written, the guest is not told) or `ServerError`.
 */
export const AnswerHelpReportResult = resultUnion('AnswerHelpReportResult', () => HelpReportType);
