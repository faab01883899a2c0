import { Inject } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Logger } from 'pino';
import { CurrentUser, LOGGER, mutationResult, type AuthUser } from '@hearth/nest-common';
import { PreferencesService } from './preferences.service.js';
import {
  NotificationPreferenceInput,
  NotificationPreferencesResult,
  NotificationPreferencesType,
} from './preferences.types.js';

/**
 * The signed-in user's notification preferences (docs/rules/notification-preferences.md): read
 * the table, save switches. Signed-in only (UNAUTHENTICATED otherwise); thin.
 */
@Resolver()
export class PreferencesResolver {
  constructor(
    private readonly preferences: PreferencesService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Query(() => NotificationPreferencesType, {
    description: "The signed-in user's notification preferences: every kind × channel.",
  })
  myNotificationPreferences(@CurrentUser() user: AuthUser) {
    return this.preferences.get(user.id);
  }

  /**
   * Saves switches of the signed-in user's table. Returns the whole table,
   * `ValidationError` (an unknown kind or channel; order updates off in the app) with nothing
   * written, or `ServerError` (the generic message) when saving fails.
   */
  @Mutation(() => NotificationPreferencesResult, {
    description:
      'Saves notification switches (kind × channel) of the signed-in user; order updates in the app stay on.',
  })
  setNotificationPreferences(
    @CurrentUser() user: AuthUser,
    @Args('input', { type: () => [NotificationPreferenceInput] })
    input: NotificationPreferenceInput[],
  ) {
    return mutationResult(
      this.logger,
      'saving notification preferences failed',
      () => this.preferences.set(user.id, input),
      (table) => Object.assign(new NotificationPreferencesType(), table),
    );
  }
}
