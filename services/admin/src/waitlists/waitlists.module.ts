import { Module } from '@nestjs/common';
import { ChefWaitlistResolver } from './chef-waitlist.resolver.js';
import { ChefWaitlistService } from './chef-waitlist.service.js';
import { GuestWaitlistResolver } from './guest-waitlist.resolver.js';
import { GuestWaitlistService } from './guest-waitlist.service.js';

/** The chef and guest waitlists: public sign-ups and the admin lists. */
@Module({
  providers: [
    ChefWaitlistService,
    ChefWaitlistResolver,
    GuestWaitlistService,
    GuestWaitlistResolver,
  ],
  exports: [ChefWaitlistService, GuestWaitlistService],
})
export class WaitlistsModule {}
