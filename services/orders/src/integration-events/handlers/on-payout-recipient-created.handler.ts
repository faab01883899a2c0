import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type PayoutRecipientCreatedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { PayoutConsumers, PayoutsService } from '../../payouts/payouts.service.js';

/**
 * On `PayoutRecipientCreated` (users): `PayoutsService.recordPayoutRecipient` — the chef's Wise
 * recipient account is the one payouts go to — once per event (inbox).
 */
@Injectable()
export class OnPayoutRecipientCreatedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly payouts: PayoutsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<PayoutRecipientCreatedPayload>(
      Topics.users,
      EventTypes.PayoutRecipientCreated,
      PayoutConsumers.payoutRecipientCreated,
      (p, m, e) => this.payouts.recordPayoutRecipient(p, m, e),
    );
  }
}
