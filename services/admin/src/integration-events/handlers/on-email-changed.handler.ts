import { Injectable } from '@nestjs/common';
import { EventTypes } from '@hearth/events';
import { EmailCopyHandler } from '@hearth/nest-common';

/**
 * On `EmailChanged` (users): the guest projection (the newsletter's Guests audience) and the chef
 * list take the new address, once per event, in the inbox's transaction (`EmailCopyHandler`;
 * inbox consumer `admin.on-email-changed`).
 */
@Injectable()
export class OnEmailChangedHandler extends EmailCopyHandler(
  EventTypes.EmailChanged,
  'admin.on-email-changed',
  [
    `UPDATE guest_accounts SET email = $2 WHERE id = $1`,
    `UPDATE chef_applications SET email = $2 WHERE id = $1`,
  ],
) {}
