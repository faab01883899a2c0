import { Module } from '@nestjs/common';
import { LinkSealer } from '../common/link-sealer.js';
import { EmailChangeResolver } from './email-change.resolver.js';
import { EmailChangeService } from './email-change.service.js';

/** Changing the account's e-mail, confirmed by a link sent to the new address. */
@Module({ providers: [EmailChangeService, EmailChangeResolver, LinkSealer] })
export class EmailChangeModule {}
