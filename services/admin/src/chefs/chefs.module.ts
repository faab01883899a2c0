import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Args, Field, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { EventSubscriber, Roles, keysetPage, type Page } from '@hearth/nest-common';
import { EventTypes, Topics, type UserRegisteredPayload } from '@hearth/events';
import { ChefApplicationEntity } from './chef-application.entity.js';

/** A chef in the admin's verification queue. */
@ObjectType('ChefApplication')
export class ChefApplicationType {
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() status!: string;
  @Field() createdAt!: Date;
}

@ObjectType('ChefApplicationPage')
export class ChefApplicationPageType {
  @Field(() => [ChefApplicationType]) items!: ChefApplicationType[];
  @Field(() => String, { nullable: true }) nextCursor!: string | null;
}

/** Inbox consumer name of the projection. */
export const CHEF_PROJECTION_CONSUMER = 'admin.on-user-registered';

/**
 * Keeps `chef_applications` up to date, once per event id: a row on `UserRegistered` (role Chef),
 * then the status on `ChefApplicationSubmitted` (PENDING), `ChefApproved` (ACTIVE) and
 * `ChefRejected` (REJECTED).
 */
@Injectable()
export class ChefApplicationsService implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.on<UserRegisteredPayload>(
      Topics.users,
      EventTypes.UserRegistered,
      CHEF_PROJECTION_CONSUMER,
      async (p, manager, event) => {
        if (p.role !== 'Chef') return;
        await manager.insert(ChefApplicationEntity, {
          id: p.userId,
          email: p.email,
          firstName: p.firstName,
          lastName: p.lastName,
          status: p.status,
          createdAt: new Date(event.occurredAt),
        });
      },
    );
    // The verification queue follows the chef's status (users publishes each transition).
    const statusOn = (type: string, consumer: string, status: string) =>
      this.events.on<{ userId: string }>(Topics.users, type, consumer, async (p, manager) => {
        await manager.update(ChefApplicationEntity, { id: p.userId }, { status });
      });
    await statusOn(
      EventTypes.ChefApplicationSubmitted,
      'admin.on-chef-application-submitted',
      'PENDING',
    );
    await statusOn(EventTypes.ChefApproved, 'admin.on-chef-approved', 'ACTIVE');
    await statusOn(EventTypes.ChefRejected, 'admin.on-chef-rejected', 'REJECTED');
  }

  /** Chefs newest first (limit 1..100). */
  page(limit: number, cursor: string | null | undefined): Promise<Page<ChefApplicationEntity>> {
    const qb = this.dataSource.getRepository(ChefApplicationEntity).createQueryBuilder('c');
    return keysetPage(qb, limit, cursor, 100);
  }
}

/** Admin-only chef list. */
@Resolver()
export class ChefApplicationsResolver {
  constructor(private readonly chefs: ChefApplicationsService) {}

  @Roles('ADMIN')
  @Query(() => ChefApplicationPageType, {
    description: 'Chefs who signed up, newest first (admins only).',
  })
  chefApplications(
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Args('cursor', { type: () => String, nullable: true }) cursor: string | null,
  ) {
    return this.chefs.page(limit, cursor);
  }
}

@Module({ providers: [ChefApplicationsService, ChefApplicationsResolver] })
export class ChefsModule {}
