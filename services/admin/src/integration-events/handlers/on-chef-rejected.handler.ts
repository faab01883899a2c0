import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type ChefRejectedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { ChefApplicationsService } from '../../chefs/chef-applications.service.js';

/** On `ChefRejected` (users): the chef is REJECTED, with the reason, once per event. */
@Injectable()
export class OnChefRejectedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly chefs: ChefApplicationsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<ChefRejectedPayload>(
      Topics.users,
      EventTypes.ChefRejected,
      'admin.on-chef-rejected',
      (p, manager) => this.chefs.setStatus(manager, p.userId, 'REJECTED', p.reason),
    );
  }
}
