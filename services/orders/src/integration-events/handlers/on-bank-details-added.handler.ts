import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type BankDetailsAddedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { PayoutConsumers, PayoutsService } from '../../payouts/payouts.service.js';

/** On `BankDetailsAdded` (users): `PayoutsService.recordBankDetails`, once per event (inbox). */
@Injectable()
export class OnBankDetailsAddedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly payouts: PayoutsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<BankDetailsAddedPayload>(
      Topics.users,
      EventTypes.BankDetailsAdded,
      PayoutConsumers.bankDetailsAdded,
      (p, m, e) => this.payouts.recordBankDetails(p, m, e),
    );
  }
}
