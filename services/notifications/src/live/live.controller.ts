import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AuthMessages } from '@hearth/contracts';
import { CurrentUser, Public, type AuthUser } from '@hearth/nest-common';
import { LiveHub } from './live-hub.js';
import { LiveTickets } from './live-tickets.js';

/** Seconds between keep-alive comments, below common proxy idle timeouts (60 s). */
export const LIVE_HEARTBEAT_SECONDS = 25;

/**
 * `GET /live/stream` — server-sent events for the signed-in user. Authenticate with `Authorization:
 * Bearer <access token>` (fetch-based readers) or `?ticket=` from the `createLiveTicket` mutation
 * (EventSource cannot send headers; the access token never goes into a URL). Answers 401 `{ message
 * }` without either.
 *
 * The stream starts with `event: ready`, then one `event: notification` or `event: order` per
 * `LiveMessage` (data: JSON `{ kind, orderId, status, notificationId }`), and a comment line every
 * `LIVE_HEARTBEAT_SECONDS` seconds. When the service shuts down every stream gets `event: shutdown`
 * and ends (the browser's EventSource reconnects after the `retry` delay). Reachable from the browser through the gateway's `/live/stream`.
 */
@Controller('live')
export class LiveController {
  constructor(
    private readonly hub: LiveHub,
    private readonly tickets: LiveTickets,
  ) {}

  // @Public: the guard would throw a GraphQL error here; this route answers 401 itself.
  @Public()
  @Get('stream')
  async stream(
    @CurrentUser() user: AuthUser | null,
    @Query('ticket') ticket: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const userId = user?.id ?? (ticket ? await this.tickets.redeem(ticket) : null);
    if (!userId) {
      res.status(401).json({ message: AuthMessages.notSignedIn });
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\nevent: ready\ndata: {}\n\n');
    let heartbeat: NodeJS.Timeout | undefined = undefined;
    const close = this.hub.subscribe(
      userId,
      (message) => {
        res.write(`event: ${message.kind}\ndata: ${JSON.stringify(message)}\n\n`);
      },
      // Shutdown: say so and end the response; the EventSource reconnects after `retry`.
      () => {
        clearInterval(heartbeat);
        res.end('event: shutdown\ndata: {}\n\n');
      },
    );
    heartbeat = setInterval(() => res.write(': ping\n\n'), LIVE_HEARTBEAT_SECONDS * 1000);
    req.on('close', () => {
      clearInterval(heartbeat);
      close();
    });
  }
}
