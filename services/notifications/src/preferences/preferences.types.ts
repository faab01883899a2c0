import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { resultUnion } from '@hearth/nest-common';

/** One switch of the preferences table: a kind of notification on one channel. */
@ObjectType('NotificationPreference')
export class NotificationPreferenceType {
  /** ORDER_UPDATES, MESSAGES or HELP_REPORTS. */
  @Field() kind!: string;
  /** IN_APP or EMAIL. */
  @Field() channel!: string;
  @Field() enabled!: boolean;
  /** True when the user cannot turn it off (order updates in the app). */
  @Field() mandatory!: boolean;
}

/** The signed-in user's whole preferences table, every kind × channel. */
@ObjectType('NotificationPreferences')
export class NotificationPreferencesType {
  @Field(() => [NotificationPreferenceType]) items!: NotificationPreferenceType[];
}

/** One switch to set. */
@InputType('NotificationPreferenceInput')
export class NotificationPreferenceInput {
  /** ORDER_UPDATES, MESSAGES or HELP_REPORTS. */
  @Field() kind!: string;
  /** IN_APP or EMAIL. */
  @Field() channel!: string;
  @Field() enabled!: boolean;
}

/** `setNotificationPreferences`: the saved table, `ValidationError` or `ServerError`. */
export const NotificationPreferencesResult = resultUnion(
  'NotificationPreferencesResult',
  () => NotificationPreferencesType,
);
