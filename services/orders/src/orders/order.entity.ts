import { Column, Entity, PrimaryColumn } from 'typeorm';
import {
  OrderMessages,
  type OrderStatus,
  type PromotionFunder,
  type Province,
  type TaxLine,
  type TaxSupplier,
} from '@hearth/contracts';
import type { StockRejectedPayload } from '@hearth/events';

/** Why sessions refused an order's stock (`StockRejected`). */
export type StockRejectionReason = StockRejectedPayload['reason'];

/** Why an order was REJECTED: the stock saga's reason, or the card was declined. */
export type RejectionReason = StockRejectionReason | 'PAYMENT_DECLINED' | 'NOT_CONFIRMED';

/** Who acts on an order: the chef who owns its restaurant, or the guest who placed it. */
export type OrderActor = 'CHEF' | 'GUEST';

/**
 * The order lifecycle after the saga, the rule every user transition follows: who may move an
 * order (`actor`), from which status, to which, and the message when the order is not in the
 * status the action needs.
 */
export const TRANSITIONS = {
  accept: {
    actor: 'CHEF',
    from: 'PENDING',
    to: 'ACCEPTED',
    wrongState: OrderMessages.onlyPendingCanBeAccepted,
  },
  decline: {
    actor: 'CHEF',
    from: 'PENDING',
    to: 'DECLINED',
    wrongState: OrderMessages.onlyPendingCanBeDeclined,
  },
  cancel: {
    actor: 'GUEST',
    from: 'PENDING',
    to: 'CANCELLED',
    wrongState: OrderMessages.onlyPendingCanBeCancelled,
  },
  complete: {
    actor: 'CHEF',
    from: 'ACCEPTED',
    to: 'COMPLETED',
    wrongState: OrderMessages.onlyAcceptedCanBeCompleted,
  },
} as const satisfies Record<
  string,
  { actor: OrderActor; from: OrderStatus; to: OrderStatus; wrongState: string }
>;

/** A lifecycle action name. */
export type OrderAction = keyof typeof TRANSITIONS;

/** A status change an order's method decided: from where to where (or why not). */
export type StatusChange =
  { ok: true; from: OrderStatus; to: OrderStatus } | { ok: false; message: string };

/**
 * An order (the aggregate of the checkout saga and the lifecycle): its guest, restaurant, chef and
 * cooking-session occurrence, how it is fulfilled, its money in integer cents (a promotion's
 * discount included), and its status.
 * Its methods own the status transitions; the service persists a change with a conditional update
 * on the status it started from, so two racing actions cannot both win. Lines are `order_lines`.
 */
@Entity({ name: 'orders' })
export class OrderEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'guest_id' }) guestId!: string;
  @Column('uuid', { name: 'restaurant_id' }) restaurantId!: string;
  /** The chef who owned the restaurant when the order was placed (user id). */
  @Column('uuid', { name: 'chef_id' }) chefId!: string;
  @Column('uuid', { name: 'occurrence_id' }) occurrenceId!: string;
  /** When the occurrence starts. */
  @Column('timestamptz', { name: 'scheduled_for' }) scheduledFor!: Date;
  @Column('text') status!: OrderStatus;
  @Column('text') fulfilment!: 'DELIVERY' | 'PICKUP';
  @Column('text', { name: 'address_line1', nullable: true }) addressLine1!: string | null;
  @Column('text', { name: 'address_line2', nullable: true }) addressLine2!: string | null;
  @Column('text', { name: 'postal_code', nullable: true }) postalCode!: string | null;
  @Column('double precision', { nullable: true }) latitude!: number | null;
  @Column('double precision', { nullable: true }) longitude!: number | null;
  /** Delivery distance in km (null for pickup). */
  @Column('double precision', { name: 'distance_km', nullable: true }) distanceKm!: number | null;
  @Column('text', { nullable: true }) instructions!: string | null;
  @Column('int', { name: 'subtotal_cents' }) subtotalCents!: number;
  @Column('int', { name: 'delivery_fee_cents' }) deliveryFeeCents!: number;
  /** A promotion's discount on the food (integer cents; 0: none). */
  @Column('int', { name: 'discount_cents' }) discountCents!: number;
  /** The promotion that gave the discount, its code (null for an automatic offer) and its funder. */
  @Column('uuid', { name: 'promotion_id', nullable: true }) promotionId!: string | null;
  @Column('text', { name: 'promotion_code', nullable: true }) promotionCode!: string | null;
  @Column('text', { name: 'discount_funded_by', nullable: true })
  discountFundedBy!: PromotionFunder | null;
  /**
   * Sales tax, integer cents: the sum of `taxLines`, on subtotal + fee − discount, each line
   * rounded once per order, half-up (docs/rules/tax.md). 0 for orders placed before tax.
   */
  @Column('int', { name: 'tax_cents' }) taxCents!: number;
  /** The province of the place of supply (delivery: the guest's; pickup: the chef's); null: before tax. */
  @Column('text', { name: 'tax_province', nullable: true }) taxProvince!: Province | null;
  /** The tax lines as the guest sees them (GST/HST first, then QST, PST or RST). */
  @Column('jsonb', { name: 'tax_lines' }) taxLines!: TaxLine[];
  /** Who owes the tax: HEARTH (the chef is not registered) or the registered CHEF. */
  @Column('text', { name: 'tax_supplier' }) taxSupplier!: TaxSupplier;
  /** The registered chef's GST/HST number (`123456782RT0001`) when the chef is the supplier. */
  @Column('text', { name: 'supplier_tax_number', nullable: true })
  supplierTaxNumber!: string | null;
  /**
   * The guest's tip at checkout, integer cents (0: none): all of it the chef's, never taxed, no
   * commission (docs/rules/payments.md#tips). A tip given after completion is in `order_tips`.
   */
  @Column('int', { name: 'tip_cents' }) tipCents!: number;
  /**
   * subtotal + delivery fee − discount (never below 0) + tax + the checkout tip: what the guest
   * pays, held and charged on the order's payment.
   */
  @Column('int', { name: 'total_cents' }) totalCents!: number;
  /** Why the order was REJECTED: the stock saga's reason, or `PAYMENT_DECLINED`. */
  @Column('text', { name: 'rejection_reason', nullable: true })
  rejectionReason!: RejectionReason | null;
  /** The processor's guest-facing reason when the card was declined (else null). */
  @Column('text', { name: 'rejection_message', nullable: true })
  rejectionMessage!: string | null;
  /** The card that pays: a saved card's id or a fresh processor token (null: placed before payments). */
  @Column('text', { name: 'payment_method_id', nullable: true })
  paymentMethodId!: string | null;
  @Column('uuid', { name: 'rejected_dish_id', nullable: true }) rejectedDishId!: string | null;
  /** The chef's reason (DECLINED orders). */
  @Column('text', { name: 'decline_reason', nullable: true }) declineReason!: string | null;
  @Column('text', { name: 'idempotency_key' }) idempotencyKey!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;

  /** The facts every order event carries (`OrderRefV1`). */
  ref() {
    return {
      orderId: this.id,
      guestId: this.guestId,
      restaurantId: this.restaurantId,
      chefId: this.chefId,
      occurrenceId: this.occurrenceId,
    };
  }

  /** Saga: sessions reserved the stock. PLACED → PENDING; from any other status, no change. */
  markPending(): StatusChange {
    return this.move('PLACED', 'PENDING', '');
  }

  /**
   * Saga: sessions refused the stock (`reason`, and the dish, if one). PLACED → REJECTED with
   * them; from any other status, no change.
   */
  markRejected(reason: StockRejectionReason, dishId: string | null): StatusChange {
    const change = this.move('PLACED', 'REJECTED', '');
    if (change.ok) {
      this.rejectionReason = reason;
      this.rejectedDishId = dishId;
    }
    return change;
  }

  /**
   * Saga: the processor declined the card after the stock was reserved. PLACED → REJECTED with
   * `PAYMENT_DECLINED` and the processor's message; from any other status, no change.
   */
  markPaymentDeclined(message: string): StatusChange {
    const change = this.move('PLACED', 'REJECTED', '');
    if (change.ok) {
      this.rejectionReason = 'PAYMENT_DECLINED';
      this.rejectionMessage = message;
    }
    return change;
  }

  /**
   * The platform gives up on a PLACED order whose stock answer never came in time: PLACED →
   * REJECTED with `NOT_CONFIRMED` and `OrderMessages.notConfirmed`; from any other status, no change.
   */
  markNotConfirmed(): StatusChange {
    const change = this.move('PLACED', 'REJECTED', '');
    if (change.ok) {
      this.rejectionReason = 'NOT_CONFIRMED';
      this.rejectionMessage = OrderMessages.notConfirmed;
    }
    return change;
  }

  /**
   * The platform declines a PENDING order its chef did not answer before the order cutoff, with
   * `OrderMessages.notAnsweredInTime` as the reason; from any other status, no change.
   */
  expireUnanswered(): StatusChange {
    const change = this.move('PENDING', 'DECLINED', '');
    if (change.ok) this.declineReason = OrderMessages.notAnsweredInTime;
    return change;
  }

  /**
   * A user's `action` by `TRANSITIONS` (the actor's right to act is the caller's check): the
   * status change, or the action's `wrongState` message when the order is not where it starts.
   * A decline keeps `declineReason`.
   */
  apply(action: OrderAction, declineReason: string | null = null): StatusChange {
    const t = TRANSITIONS[action];
    const change = this.move(t.from, t.to, t.wrongState);
    if (change.ok && action === 'decline') this.declineReason = declineReason;
    return change;
  }

  private move(from: OrderStatus, to: OrderStatus, wrongState: string): StatusChange {
    if (this.status !== from) return { ok: false, message: wrongState };
    this.status = to;
    return { ok: true, from, to };
  }
}

/**
 * An order's fields without its methods: an `orders` row by property name, as the read model
 * selects it and the repository writes it (derived from `OrderEntity`, never listed again).
 */
export type OrderFields = {
  [
    K in keyof OrderEntity as OrderEntity[K] extends (...args: never[]) => unknown ? never : K
  ]: OrderEntity[K];
};

/** One line of an order: `quantity` portions of a dish at the price when it was placed. */
@Entity({ name: 'order_lines' })
export class OrderLineEntity {
  @PrimaryColumn('uuid', { name: 'order_id' }) orderId!: string;
  @PrimaryColumn('uuid', { name: 'dish_id' }) dishId!: string;
  /** Order of the line in the cart at checkout (0-based). */
  @Column('int') position!: number;
  @Column('text', { name: 'dish_name' }) dishName!: string;
  @Column('text', { name: 'portion_size' }) portionSize!: string;
  /** Price of one portion when the order was placed, integer cents. */
  @Column('int', { name: 'unit_price_cents' }) unitPriceCents!: number;
  @Column('int') quantity!: number;
}
