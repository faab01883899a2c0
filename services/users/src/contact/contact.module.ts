import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { UserContactResolver } from './contact.resolver.js';
import { ContactService } from './contact.service.js';

/** Users' contact details (name, phone) and who may read them through `User` references. */
@Module({
  imports: [IdentityModule],
  providers: [ContactService, UserContactResolver],
  exports: [ContactService],
})
export class ContactModule {}
