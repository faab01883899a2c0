import { Module } from '@nestjs/common';
import { ChefApplicationsService } from './chef-applications.service.js';
import { ChefApplicationsResolver, WaitlistChefResolver } from './chefs.resolver.js';

/** The admin's chefs: the verification queue projection and its lists. */
@Module({
  providers: [ChefApplicationsService, ChefApplicationsResolver, WaitlistChefResolver],
  exports: [ChefApplicationsService],
})
export class ChefsModule {}
