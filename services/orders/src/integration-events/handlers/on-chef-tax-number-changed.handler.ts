import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  EventTypes,
  Topics,
  type ChefTaxNumberChangedPayload,
  type EventEnvelope,
} from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';

/** The inbox consumer name of orders' `ChefTaxNumberChanged` handler. */
export const CHEF_TAX_NUMBER_CONSUMER = 'orders.on-chef-tax-number-changed';

/**
 * On `ChefTaxNumberChanged` (users), once per event (inbox): keeps the chef's GST/HST number in
 * `order_chef_tax_numbers`, never moved back by an older event (`occurredAt` guard). Orders placed
 * afterwards name the chef as the supplier for GST/HST when a number is on file
 * (docs/rules/tax.md#who-charges-it); orders already placed keep the supplier they were placed with.
 */
@Injectable()
export class OnChefTaxNumberChangedHandler implements OnModuleInit {
  constructor(private readonly events: EventSubscriber) {}

  onModuleInit(): Promise<void> {
    return this.events.on<ChefTaxNumberChangedPayload>(
      Topics.users,
      EventTypes.ChefTaxNumberChanged,
      CHEF_TAX_NUMBER_CONSUMER,
      (p, m, e) => this.apply(p, m, e),
    );
  }

  /** Upserts the chef's number (null: removed) unless a newer event already did. */
  async apply(p: ChefTaxNumberChangedPayload, m: EntityManager, e: EventEnvelope): Promise<void> {
    await m.query(
      `INSERT INTO order_chef_tax_numbers (chef_id, gst_hst_number, changed_at) VALUES ($1, $2, $3)
       ON CONFLICT (chef_id) DO UPDATE SET gst_hst_number = EXCLUDED.gst_hst_number,
         changed_at = EXCLUDED.changed_at
       WHERE order_chef_tax_numbers.changed_at <= EXCLUDED.changed_at`,
      [p.userId, p.gstHstNumber, e.occurredAt],
    );
  }
}
