import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** UnreadMessages: the badge of the Messages entry (docs/rules/messaging.md). */
@Injectable()
export class UnreadMessagesQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * How many messages of others user `userId` has not read, over all their conversations (those
   * sent after the user last read each conversation, or all when never read). The user's
   * conversations come from the guest and chef indexes, each one's unread messages from a range
   * of `messages_conversation_idx` (conversation, created_at): it reads the user's own rows only.
   */
  async handle(userId: string): Promise<number> {
    const rows: Array<{ n: string }> = await this.dataSource.query(
      `SELECT count(*) AS n
         FROM (SELECT id, guest_read_at AS read_at FROM conversations WHERE guest_id = $1
               UNION ALL
               SELECT id, chef_read_at FROM conversations WHERE chef_id = $1 AND guest_id <> $1) c
         JOIN messages m ON m.conversation_id = c.id
          AND m.created_at > COALESCE(c.read_at, '-infinity') AND m.sender_id <> $1`,
      [userId],
    );
    return Number(rows[0]?.n ?? 0);
  }
}
