import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type ChefApprovedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { ChefApplicationsService } from '../../chefs/chef-applications.service.js';

/** On `ChefApproved` (users): the chef is ACTIVE in the admin's lists, once per event. */
@Injectable()
export class OnChefApprovedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly chefs: ChefApplicationsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<ChefApprovedPayload>(
      Topics.users,
      EventTypes.ChefApproved,
      'admin.on-chef-approved',
      (p, manager) => this.chefs.setStatus(manager, p.userId, 'ACTIVE', null),
    );
  }
}
