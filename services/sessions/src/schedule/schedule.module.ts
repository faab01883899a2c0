import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Args, Field, ID, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { Public } from '@hearth/nest-common';
import { CookingSessionEntity } from './cooking-session.entity.js';

/** A cooking session: when the chef cooks, in the restaurant's time zone. */
@ObjectType('CookingSession')
export class CookingSessionType {
  @Field(() => ID) id!: string;
  @Field(() => ID) restaurantId!: string;
  /** Start instant (ISO-8601 with offset). */
  @Field() startsAt!: Date;
  @Field() endsAt!: Date;
  /** IANA time zone of the restaurant, e.g. America/Toronto. */
  @Field() timeZone!: string;
}

/** Reads the schedule. */
@Injectable()
export class ScheduleService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Sessions of `restaurantId` that have not ended, soonest first. */
  upcoming(restaurantId: string, now = new Date()): Promise<CookingSessionEntity[]> {
    return this.dataSource
      .getRepository(CookingSessionEntity)
      .createQueryBuilder('s')
      .where('s.restaurant_id = :restaurantId AND s.ends_at > :now', { restaurantId, now })
      .orderBy('s.starts_at', 'ASC')
      .limit(100)
      .getMany();
  }
}

/** Public schedule queries (SPEC §7 GetCookingSessions). */
@Resolver(() => CookingSessionType)
export class ScheduleResolver {
  constructor(private readonly schedule: ScheduleService) {}

  @Public()
  @Query(() => [CookingSessionType], {
    description: 'Sessions of a restaurant that have not ended yet, soonest first.',
  })
  upcomingCookingSessions(@Args('restaurantId', { type: () => ID }) restaurantId: string) {
    return this.schedule.upcoming(restaurantId);
  }
}

@Module({ providers: [ScheduleService, ScheduleResolver] })
export class ScheduleModule {}
