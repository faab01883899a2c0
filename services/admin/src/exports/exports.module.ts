import { Module } from '@nestjs/common';
import { ChefsModule } from '../chefs/chefs.module.js';
import { NewsletterModule } from '../newsletter/newsletter.module.js';
import { WaitlistsModule } from '../waitlists/waitlists.module.js';
import { AdminListCsvResolver } from './admin-list-csv.resolver.js';

/** CSV exports of the admin lists. */
@Module({
  imports: [WaitlistsModule, NewsletterModule, ChefsModule],
  providers: [AdminListCsvResolver],
})
export class ExportsModule {}
