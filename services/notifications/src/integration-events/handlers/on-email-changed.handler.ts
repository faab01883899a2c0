import { Injectable } from '@nestjs/common';
import { EventTypes } from '@hearth/events';
import { EmailCopyHandler } from '@hearth/nest-common';

/**
 * On `EmailChanged` (users): the contact copy e-mails go to takes the new address, once per
 * event, in the inbox's transaction (`EmailCopyHandler`; inbox consumer
 * `notifications.on-email-changed`).
 */
@Injectable()
export class OnEmailChangedHandler extends EmailCopyHandler(
  EventTypes.EmailChanged,
  'notifications.on-email-changed',
  [`UPDATE user_contacts SET email = $2 WHERE user_id = $1`],
) {}
