import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MessagingMessages, messageBodySchema } from '@hearth/contracts';
import type { AuthUser, RejectedInput } from '@hearth/nest-common';
import { notFound } from './conversation-views.js';
import type { ConversationType } from './messaging.types.js';
import { ReadConversationQuery } from './read-conversation.query.js';
import { SendMessageHandler } from './send-message.handler.js';

/**
 * AskRestaurant: a guest's question to a restaurant's chef before ordering
 * (docs/rules/messaging.md): one question thread per guest and restaurant.
 */
@Injectable()
export class AskRestaurantHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sendMessage: SendMessageHandler,
    private readonly readConversation: ReadConversationQuery,
  ) {}

  /**
   * Reuses `user`'s question thread with restaurant `restaurantId` (or starts it), sends `body`
   * in it (`SendMessageHandler`: the chef is told per their preferences) and returns the thread.
   * @returns the conversation, or `{ errors }` with nothing written: a body rule's message (field
   *   `body`) or 'You cannot ask your own restaurant a question.' (field `restaurantId`).
   * @throws NOT_FOUND 'This restaurant is not available for questions.' (unknown restaurant).
   */
  async handle(
    user: AuthUser,
    restaurantId: string,
    body: string,
  ): Promise<ConversationType | RejectedInput> {
    const parsed = messageBodySchema.safeParse(body);
    if (!parsed.success) {
      return { errors: [{ field: 'body', message: parsed.error.issues[0]!.message }] };
    }
    const id = await this.dataSource.transaction(async (m) => {
      const owners: Array<{ owner_user_id: string }> = await m.query(
        `SELECT owner_user_id FROM messaging_restaurants WHERE restaurant_id = $1`,
        [restaurantId],
      );
      const owner = owners[0];
      if (!owner) throw notFound(MessagingMessages.restaurantNotFound);
      if (owner.owner_user_id === user.id) return null;
      await m.query(
        `INSERT INTO conversations (id, kind, restaurant_id, guest_id, chef_id)
         VALUES ($1, 'QUESTION', $2, $3, $4)
         ON CONFLICT (restaurant_id, guest_id) WHERE kind = 'QUESTION' DO NOTHING`,
        [randomUUID(), restaurantId, user.id, owner.owner_user_id],
      );
      const rows: Array<{ id: string }> = await m.query(
        `SELECT id FROM conversations WHERE kind = 'QUESTION' AND restaurant_id = $1 AND guest_id = $2`,
        [restaurantId, user.id],
      );
      return rows[0]!.id;
    });
    if (id === null) {
      return { errors: [{ field: 'restaurantId', message: MessagingMessages.ownRestaurant }] };
    }
    await this.sendMessage.handle(user, id, parsed.data);
    return this.readConversation.handle(user, id);
  }
}
