import { Module } from '@nestjs/common';
import { ChefStandingService } from './chef-standing.service.js';

/** The `chef_standing` projection and the public visibility rule it feeds. */
@Module({
  providers: [ChefStandingService],
  exports: [ChefStandingService],
})
export class StandingModule {}
