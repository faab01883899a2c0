import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type GuestWaitlistJoinedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { PromotionConsumers, PromotionsService } from '../../promotions/promotions.service.js';

/**
 * On `GuestWaitlistJoined` (admin): the member's e-mail hash, for promotions limited to the
 * waitlist's members (`PromotionsService.recordWaitlistMember`), once per event (inbox).
 */
@Injectable()
export class OnGuestWaitlistJoinedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly promotions: PromotionsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<GuestWaitlistJoinedPayload>(
      Topics.admin,
      EventTypes.GuestWaitlistJoined,
      PromotionConsumers.guestWaitlistJoined,
      (p, m, e) => this.promotions.recordWaitlistMember(p, m, e),
    );
  }
}
