import {
  Field,
  Float,
  GraphQLISODateTime,
  ID,
  InputType,
  Int,
  ObjectType,
  createUnionType,
  registerEnumType,
} from '@nestjs/graphql';
import { orderReference, type Fulfilment, type OrderStatus } from '@hearth/contracts';
import { ServerError, ValidationError } from '@hearth/nest-common';
import { TaxLineType } from './tax.types.js';

/** GraphQL enum of order statuses (the saga's states; see `ORDER_STATUSES`). */
export const OrderStatusEnum = {
  PLACED: 'PLACED',
  PENDING: 'PENDING',
  REJECTED: 'REJECTED',
  ACCEPTED: 'ACCEPTED',
  DECLINED: 'DECLINED',
  CANCELLED: 'CANCELLED',
  COMPLETED: 'COMPLETED',
} as const satisfies Record<OrderStatus, OrderStatus>;
registerEnumType(OrderStatusEnum, {
  name: 'OrderStatus',
  description:
    'PLACED (stock being reserved) → PENDING (reserved, waiting for the chef) or REJECTED (not enough stock, with the reason); PENDING → ACCEPTED, DECLINED (by the chef) or CANCELLED (by the guest); ACCEPTED → COMPLETED.',
});

/** GraphQL enum: delivery or pickup. */
export const FulfilmentEnum = {
  DELIVERY: 'DELIVERY',
  PICKUP: 'PICKUP',
} as const satisfies Record<Fulfilment, Fulfilment>;
registerEnumType(FulfilmentEnum, { name: 'Fulfilment', description: 'Delivery or pickup.' });

/** One line of an order (old name `meal`: price and qty), priced when placed. */
@ObjectType('OrderLine')
export class OrderLineType {
  @Field(() => ID) dishId!: string;
  @Field() dishName!: string;
  @Field() portionSize!: string;
  @Field(() => Int, { description: 'Price of one portion in integer cents.' })
  unitPriceCents!: number;
  @Field(() => Int) quantity!: number;
  @Field(() => Int, { description: 'unitPriceCents × quantity.' }) lineTotalCents!: number;
}

/** A delivery address (old name `dlvr_addr`: addr_line_1, addr_line_2) with its location. */
@ObjectType('DeliveryAddress')
export class DeliveryAddressType {
  @Field() line1!: string;
  @Field(() => String, { nullable: true }) line2!: string | null;
  @Field() postalCode!: string;
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
}

/**
 * An order (old names: `rname` → restaurantName, `dlvr_date` → scheduledFor, `dlvr_fee` →
 * deliveryFeeCents, `dlvr_addr` → deliveryAddress, `pick_dlvr_ins` → instructions, `meal` →
 * lines). Money in integer cents; total = Σ price × qty + delivery fee − discount (never below 0)
 * + sales tax.
 */
@ObjectType('Order')
export class OrderType {
  @Field(() => ID) id!: string;
  /** Computed from `id` when asked for (the field's middleware), so the views never set it. */
  @Field(() => String, {
    description:
      "The order's short reference, as people read and say it on screens, e-mails and receipts: '#' + the id's first 8 hex digits, upper-cased ('#D6E593A0'; contracts' orderReference). Admins find an order by it (orderByReference).",
    middleware: [({ source }) => orderReference((source as OrderType).id)],
  })
  reference?: string;
  @Field(() => OrderStatusEnum) status!: OrderStatus;
  @Field(() => ID) guestId!: string;
  @Field(() => ID) restaurantId!: string;
  @Field() restaurantName!: string;
  @Field() restaurantSlug!: string;
  @Field(() => ID) occurrenceId!: string;
  @Field(() => GraphQLISODateTime, {
    description: 'When the food is ready (the occurrence start).',
  })
  scheduledFor!: Date;
  @Field(() => FulfilmentEnum) fulfilment!: Fulfilment;
  @Field(() => DeliveryAddressType, { nullable: true })
  deliveryAddress!: DeliveryAddressType | null;
  @Field(() => String, { nullable: true, description: 'Pickup or delivery instructions.' })
  instructions!: string | null;
  @Field(() => [OrderLineType]) lines!: OrderLineType[];
  @Field(() => Int) subtotalCents!: number;
  @Field(() => Int) deliveryFeeCents!: number;
  @Field(() => Int, { description: "A promotion's discount on the food, in cents (0: none)." })
  discountCents!: number;
  @Field(() => String, {
    nullable: true,
    description: 'The promotion code the discount came from (null: none, or an automatic offer).',
  })
  promotionCode!: string | null;
  @Field(() => Int, {
    description:
      'Sales tax in integer cents: Σ taxLines, on subtotalCents + deliveryFeeCents − discountCents (docs/rules/tax.md). 0 on orders placed before tax.',
  })
  taxCents!: number;
  @Field(() => [TaxLineType], {
    description: 'The tax lines (GST or HST first, then QST, PST or RST), each its own line.',
  })
  taxLines!: TaxLineType[];
  @Field(() => String, {
    description:
      "Who supplies the meal for GST/HST: HEARTH (the chef is not registered; Hearth collects and remits) or CHEF (a registered chef's own tax, collected by Hearth as billing agent).",
  })
  taxSupplier!: string;
  @Field(() => String, {
    nullable: true,
    description: "The registered chef's GST/HST number ('123456782 RT0001') when CHEF supplies.",
  })
  supplierGstHstNumber!: string | null;
  @Field(() => Int, {
    description:
      "The guest's tip for the chef in integer cents, given at checkout or after completion (0: none). All of it the chef's: no commission, no sales tax.",
  })
  tipCents!: number;
  @Field(() => Int, {
    description:
      'subtotalCents + deliveryFeeCents − discountCents (never below 0) + taxCents + tipCents: what the card is charged (a tip given after completion is a charge of its own).',
  })
  totalCents!: number;
  @Field(() => Float, { nullable: true, description: 'Delivery distance in km.' })
  distanceKm!: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'Why the order was REJECTED (guest-facing).',
  })
  rejectionReason!: string | null;
  @Field(() => String, { nullable: true, description: "The chef's reason for DECLINED." })
  declineReason!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

/** One page of orders, newest first (old name `next_token` → nextCursor). */
@ObjectType('OrderPage')
export class OrderPageType {
  @Field(() => [OrderType]) items!: OrderType[];
  @Field(() => String, {
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last.',
  })
  nextCursor!: string | null;
}

/** A delivery address as the checkout form sends it (coordinates from the address autocomplete). */
@InputType('DeliveryAddressInput')
export class DeliveryAddressInput {
  @Field(() => String, { nullable: true }) line1?: string | null;
  @Field(() => String, { nullable: true }) line2?: string | null;
  @Field(() => String, { nullable: true }) postalCode?: string | null;
  @Field(() => Float, { nullable: true }) latitude?: number | null;
  @Field(() => Float, { nullable: true }) longitude?: number | null;
}

/** PlaceOrder input: the guest's cart lines of one occurrence become one order. */
@InputType('PlaceOrderInput')
export class PlaceOrderInput {
  @Field(() => ID, { nullable: true }) occurrenceId?: string | null;
  @Field(() => FulfilmentEnum, { nullable: true }) fulfilment?: Fulfilment | null;
  @Field(() => DeliveryAddressInput, { nullable: true })
  deliveryAddress?: DeliveryAddressInput | null;
  @Field(() => String, { nullable: true }) instructions?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Made by the client once per checkout: a resubmit returns the same order.',
  })
  idempotencyKey?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The card that pays: one of the guest's saved cards (paymentMethods) or a fresh processor token (pm_…). The total is held on it once the stock is reserved and charged when the chef accepts.",
  })
  paymentMethodId?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'A promotion code (case-insensitive). Refused with the reason when it does not apply; without one, the best automatic offer applies.',
  })
  promotionCode?: string | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'A tip for the chef in integer cents (0 or omitted: none; else $0.50–$200.00): held and charged with the order, never taxed, no commission.',
  })
  tipCents?: number | null;
}

/**
 * What a delivery checkout would cost: computed by the same code as
 * placeOrder. Money in integer cents, distances in km.
 */
@ObjectType('DeliveryQuote')
export class DeliveryQuoteType {
  @Field(() => ID) occurrenceId!: string;
  @Field(() => Float, {
    nullable: true,
    description: 'Distance from the restaurant in km; null when the restaurant has no location.',
  })
  distanceKm!: number | null;
  @Field(() => Float, { nullable: true, description: "The restaurant's delivery radius in km." })
  deliveryRadiusKm!: number | null;
  @Field(() => Int, {
    description: 'base + per km × km, rounded to the cent; 0 when not deliverable.',
  })
  deliveryFeeCents!: number;
  @Field(() => Int, { description: "Σ price × qty of the guest's cart lines of the occurrence." })
  subtotalCents!: number;
  @Field(() => Int, {
    description:
      'subtotalCents + deliveryFeeCents, before any discount and sales tax (checkoutTax).',
  })
  totalCents!: number;
  @Field({ description: 'Whether the session delivers and the address is inside the radius.' })
  isWithinRadius!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Why delivery is not possible (guest-facing); null when it is.',
  })
  message!: string | null;
}

/** An order, or why nothing changed. */
export const OrderResult = createUnionType({
  name: 'OrderResult',
  types: () => [OrderType, ValidationError, ServerError] as const,
  resolveType: (value: object) =>
    value instanceof ValidationError
      ? ValidationError
      : value instanceof ServerError
        ? ServerError
        : OrderType,
});
