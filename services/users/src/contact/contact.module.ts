import { Module } from '@nestjs/common';
import { UserContactResolver } from './contact.resolver.js';
import { ContactService } from './contact.service.js';

/** Users' contact details (name, phone) and who may read them through `User` references. */
@Module({
  providers: [ContactService, UserContactResolver],
  exports: [ContactService],
})
export class ContactModule {}
