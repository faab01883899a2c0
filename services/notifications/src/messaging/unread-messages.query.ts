import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** UnreadMessages: the badge of the Messages entry (docs/rules/messaging.md). */
@Injectable()
export class UnreadMessagesQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * How many messages of others user `userId` has not read, over all their conversations (those
   * sent after the user last read each conversation, or all when never read).
   */
  async handle(userId: string): Promise<number> {
    const rows: Array<{ n: string }> = await this.dataSource.query(
      `SELECT count(*) AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id
       WHERE m.sender_id <> $1 AND (
         (c.guest_id = $1 AND (c.guest_read_at IS NULL OR m.created_at > c.guest_read_at)) OR
         (c.chef_id = $1 AND (c.chef_read_at IS NULL OR m.created_at > c.chef_read_at)))`,
      [userId],
    );
    return Number(rows[0]?.n ?? 0);
  }
}
