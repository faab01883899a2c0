import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import type { ReceiptData } from '@hearth/contracts';
import { EventTypes, Topics, type OrderReceiptIssuedPayload } from '@hearth/events';
import { EventSubscriber, LOGGER } from '@hearth/nest-common';
import { Mailer } from '../../mail/mailer.js';
import { webUrlFromEnv } from '../../mail/account-emails.js';
import { receiptEmail } from '../../mail/receipt-email.js';
import { PreferencesService } from '../../preferences/preferences.service.js';

/** Inbox consumer name of this handler. */
export const ORDER_RECEIPT_ISSUED_CONSUMER = 'notifications.on-order-receipt-issued';

/**
 * On `OrderReceiptIssued` (orders: the card was charged when the chef accepted): e-mails the guest
 * their receipt (`receiptEmail`, HTML and text, with a link to print it or download the PDF),
 * once per event, unless they turned order e-mails off (docs/rules/notification-preferences.md;
 * the receipt stays on their order page). A guest whose address notifications does not know is
 * skipped with a warning, like the other order e-mails.
 */
@Injectable()
export class OnOrderReceiptIssuedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly preferences: PreferencesService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderReceiptIssuedPayload>(
      Topics.orders,
      EventTypes.OrderReceiptIssued,
      ORDER_RECEIPT_ISSUED_CONSUMER,
      async (p, m) => {
        if (!(await this.preferences.allows(m, p.guestId, 'ORDER_UPDATES', 'EMAIL'))) return;
        const [contact] = (await m.query(
          `SELECT email, first_name FROM user_contacts WHERE user_id = $1`,
          [p.guestId],
        )) as Array<{ email: string; first_name: string }>;
        if (!contact) {
          this.logger.warn({ userId: p.guestId }, 'receipt e-mail skipped: unknown address');
          return;
        }
        await this.mailer.send({
          to: contact.email,
          userId: p.guestId,
          ...receiptEmail(contact.first_name, p.receipt as ReceiptData, webUrlFromEnv()),
        });
      },
    );
  }
}
