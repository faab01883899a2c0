import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_PREFERENCE_KINDS,
  NotificationPreferenceMessages,
  isMandatoryChannel,
  notificationPreferencesSchema,
  type FieldError,
  type NotificationChannel,
  type NotificationPreferenceKind,
  type NotificationPreferencesInput,
} from '@hearth/contracts';
import type { RejectedInput } from '@hearth/nest-common';
import type {
  NotificationPreferenceInput,
  NotificationPreferenceType,
} from './preferences.types.js';

/**
 * Which notifications reach a user on which channel (docs/rules/notification-preferences.md).
 * Stored as the switches the user changed (`notification_preferences`); anything never chosen is
 * on. Order updates in the app are always on. The senders ask `allows` before adding an in-app
 * notification or sending an e-mail, inside their own transaction.
 */
@Injectable()
export class PreferencesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The user's table, every kind × channel in screen order, defaults filled in. */
  async get(userId: string, manager: EntityManager = this.dataSource.manager) {
    const rows: Array<{ kind: string; channel: string; enabled: boolean }> = await manager.query(
      `SELECT kind, channel, enabled FROM notification_preferences WHERE user_id = $1`,
      [userId],
    );
    const chosen = new Map(rows.map((r) => [`${r.kind}.${r.channel}`, r.enabled]));
    const items: NotificationPreferenceType[] = [];
    for (const kind of NOTIFICATION_PREFERENCE_KINDS) {
      for (const channel of NOTIFICATION_CHANNELS) {
        const mandatory = isMandatoryChannel(kind, channel);
        items.push({
          kind,
          channel,
          mandatory,
          enabled:
            mandatory ||
            (chosen.get(`${kind}.${channel}`) ?? DEFAULT_NOTIFICATION_PREFERENCES[kind][channel]),
        });
      }
    }
    return { items };
  }

  /**
   * Saves the switches in `input` (any subset of the table; the others keep their value).
   * @returns the whole table after saving, or `{ errors }` with nothing written: an unknown kind or
   *   channel ('Choose a kind and a channel from the list.', field `KIND.CHANNEL`) or order updates
   *   turned off in the app ('Order updates always show in the app…', field `ORDER_UPDATES.IN_APP`).
   */
  async set(
    userId: string,
    input: NotificationPreferenceInput[],
  ): Promise<{ items: NotificationPreferenceType[] } | RejectedInput> {
    const errors: FieldError[] = [];
    const current = await this.get(userId);
    const table = Object.fromEntries(
      NOTIFICATION_PREFERENCE_KINDS.map((k) => [k, { IN_APP: true, EMAIL: true }]),
    ) as NotificationPreferencesInput;
    for (const item of current.items) {
      table[item.kind as NotificationPreferenceKind][item.channel as NotificationChannel] =
        item.enabled;
    }
    for (const item of input) {
      const kind = item.kind as NotificationPreferenceKind;
      const channel = item.channel as NotificationChannel;
      if (
        !NOTIFICATION_PREFERENCE_KINDS.includes(kind) ||
        !NOTIFICATION_CHANNELS.includes(channel)
      ) {
        errors.push({
          field: `${item.kind}.${item.channel}`,
          message: NotificationPreferenceMessages.unknownChoice,
        });
        continue;
      }
      table[kind][channel] = item.enabled;
    }
    const parsed = notificationPreferencesSchema.safeParse(table);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({ field: issue.path.join('.'), message: issue.message });
      }
    }
    if (errors.length) return { errors };
    await this.dataSource.transaction(async (m) => {
      for (const item of input) {
        await m.query(
          `INSERT INTO notification_preferences (user_id, kind, channel, enabled, updated_at)
           VALUES ($1, $2, $3, $4, clock_timestamp())
           ON CONFLICT (user_id, kind, channel)
           DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = EXCLUDED.updated_at`,
          [userId, item.kind, item.channel, item.enabled],
        );
      }
    });
    return this.get(userId);
  }

  /**
   * True when `kind` may reach `userId` on `channel` (on unless they turned it off; mandatory
   * switches always on). Reads through `manager` so a sender's transaction sees its own view.
   */
  async allows(
    manager: EntityManager,
    userId: string,
    kind: NotificationPreferenceKind,
    channel: NotificationChannel,
  ): Promise<boolean> {
    if (isMandatoryChannel(kind, channel)) return true;
    const rows: Array<{ enabled: boolean }> = await manager.query(
      `SELECT enabled FROM notification_preferences WHERE user_id = $1 AND kind = $2 AND channel = $3`,
      [userId, kind, channel],
    );
    return rows[0]?.enabled ?? DEFAULT_NOTIFICATION_PREFERENCES[kind][channel];
  }
}
