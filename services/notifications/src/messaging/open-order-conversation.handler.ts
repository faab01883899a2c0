import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MessagingMessages } from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import { ConversationViews, notFound } from './conversation-views.js';
import type { ConversationType } from './messaging.types.js';

/**
 * OpenOrderConversation: 'Message the chef' / 'Message the guest' on an order
 * (docs/rules/messaging.md): one conversation per order, created on first use.
 */
@Injectable()
export class OpenOrderConversationHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly views: ConversationViews,
  ) {}

  /**
   * The conversation of order `orderId` with its messages, created on first use; for its guest or
   * chef only (from the `messaging_orders` projection of orders' placements).
   * @throws NOT_FOUND 'This order is not available.' for anyone else or an unknown order.
   */
  async handle(user: AuthUser, orderId: string): Promise<ConversationType> {
    return this.dataSource.transaction(async (m) => {
      const orders: Array<{ guest_id: string; chef_id: string; restaurant_id: string }> =
        await m.query(
          `SELECT guest_id, chef_id, restaurant_id FROM messaging_orders WHERE order_id = $1`,
          [orderId],
        );
      const order = orders[0];
      if (!order || (order.guest_id !== user.id && order.chef_id !== user.id)) {
        throw notFound(MessagingMessages.orderNotFound);
      }
      await m.query(
        `INSERT INTO conversations (id, kind, order_id, restaurant_id, guest_id, chef_id)
         VALUES ($1, 'ORDER', $2, $3, $4, $5) ON CONFLICT (order_id) DO NOTHING`,
        [randomUUID(), orderId, order.restaurant_id, order.guest_id, order.chef_id],
      );
      // Just inserted, or already there (a concurrent insert waits for the other one's commit).
      return (await this.views.viewOfOrder(m, orderId, user.id))!;
    });
  }
}
