import { Module } from '@nestjs/common';
import { GuestAccountsService } from './guest-accounts.service.js';

/** The guest accounts projection (for the newsletter's Guests audience). */
@Module({ providers: [GuestAccountsService], exports: [GuestAccountsService] })
export class GuestsModule {}
