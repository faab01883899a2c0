import { Field, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '@hearth/nest-common';
import { LIVE_TICKET_TTL_SECONDS, LiveTickets } from './live-tickets.js';

/** A ticket that opens the live stream (`GET {gateway}/live/stream?ticket=…`). */
@ObjectType('LiveTicket')
export class LiveTicketType {
  @Field({ description: 'Put in the stream URL as `ticket`.' }) ticket!: string;
  @Field({ description: 'When the ticket stops opening streams (ISO-8601, UTC).' })
  expiresAt!: Date;
  @Field({ description: 'Path of the stream on the gateway: /live/stream.' }) path!: string;
}

/** Live push: tickets for the browser's EventSource. */
@Resolver()
export class LiveTicketResolver {
  constructor(private readonly tickets: LiveTickets) {}

  @Mutation(() => LiveTicketType, {
    description: `A ticket for the signed-in user's live stream, valid ${LIVE_TICKET_TTL_SECONDS} seconds (signed in only).`,
  })
  async createLiveTicket(@CurrentUser() user: AuthUser): Promise<LiveTicketType> {
    const { ticket, expiresAt } = await this.tickets.issue(user.id);
    return { ticket, expiresAt, path: '/live/stream' };
  }
}
