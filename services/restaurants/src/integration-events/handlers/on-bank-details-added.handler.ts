import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type BankDetailsAddedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { ChefStandingService, StandingConsumers } from '../../standing/chef-standing.service.js';

/** On `BankDetailsAdded` (users): the chef has bank details on file, once per event. */
@Injectable()
export class OnBankDetailsAddedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly standing: ChefStandingService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<BankDetailsAddedPayload>(
      Topics.users,
      EventTypes.BankDetailsAdded,
      StandingConsumers.bankDetailsAdded,
      (p, manager) => this.standing.recordBankDetails(manager, p.userId),
    );
  }
}
