import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** How long a live-stream ticket opens streams, in seconds (EventSource reconnects reuse it). */
export const LIVE_TICKET_TTL_SECONDS = 60;

/**
 * Short-lived tickets for `GET /live/stream?ticket=…`: a browser's EventSource cannot send the
 * `Authorization` header, so a signed-in user first asks for a ticket (GraphQL, with the header)
 * and puts it in the stream URL instead of the access token itself. Stored in PostgreSQL so every
 * replica accepts a ticket any replica issued.
 */
@Injectable()
export class LiveTickets {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Issues a ticket for `userId` valid `LIVE_TICKET_TTL_SECONDS`; drops expired ones. */
  async issue(userId: string): Promise<{ ticket: string; expiresAt: Date }> {
    const ticket = randomUUID();
    const expiresAt = new Date(Date.now() + LIVE_TICKET_TTL_SECONDS * 1000);
    await this.dataSource.query(`DELETE FROM live_tickets WHERE expires_at < now()`);
    await this.dataSource.query(
      `INSERT INTO live_tickets (ticket, user_id, expires_at) VALUES ($1, $2, $3)`,
      [ticket, userId, expiresAt],
    );
    return { ticket, expiresAt };
  }

  /** The user id of a valid, unexpired `ticket`, else null (malformed tickets included). */
  async redeem(ticket: string): Promise<string | null> {
    if (!/^[0-9a-f-]{36}$/i.test(ticket)) return null;
    const rows: Array<{ user_id: string }> = await this.dataSource.query(
      `SELECT user_id FROM live_tickets WHERE ticket = $1 AND expires_at > now()`,
      [ticket],
    );
    return rows[0]?.user_id ?? null;
  }
}
