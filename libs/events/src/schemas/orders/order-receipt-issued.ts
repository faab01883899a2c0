import { z } from 'zod';
import { OrderRefV1 } from './order-placed.js';

const cents = z.number().int();

/**
 * `OrderReceiptIssued` v1 — published by `orders` (topic `Topics.orders`, through the outbox, in
 * the transaction that accepts the order and charges the card): the guest's receipt, whole, as the
 * receipt page and its PDF show it (`ReceiptData` of `@hearth/contracts`; integer cents, instants
 * ISO-8601), so notifications can e-mail it without asking orders. Aggregate id = `orderId`.
 * Consumer: notifications (the receipt e-mail).
 */
export const OrderReceiptIssuedV1 = OrderRefV1.extend({
  receipt: z.object({
    orderId: z.uuid(),
    reference: z.string(),
    issuedAt: z.string(),
    timeZone: z.string(),
    supplierKind: z.enum(['HEARTH', 'CHEF']),
    supplierName: z.string(),
    supplierGstHstNumber: z.string().nullable(),
    platformName: z.string(),
    platformGstHstNumber: z.string().nullable(),
    restaurantName: z.string(),
    fulfilment: z.enum(['DELIVERY', 'PICKUP']),
    scheduledFor: z.string(),
    lines: z.array(
      z.object({
        dishName: z.string(),
        portionSize: z.string(),
        quantity: z.number().int().positive(),
        unitPriceCents: cents,
        amountCents: cents,
      }),
    ),
    subtotalCents: cents,
    discountCents: cents,
    promotionCode: z.string().nullable(),
    deliveryFeeCents: cents,
    taxLines: z.array(
      z.object({
        name: z.string(),
        province: z.string(),
        ratePercent: z.number(),
        amountCents: cents,
      }),
    ),
    taxCents: cents,
    /** The tip for the chef (issue 28; absent on receipts issued before tips): never taxed. */
    tipCents: cents.optional(),
    totalCents: cents,
    cardBrand: z.string().nullable(),
    cardLast4: z.string().nullable(),
    chargedCents: cents,
    refunds: z.array(
      z.object({ amountCents: cents, reason: z.string().nullable(), createdAt: z.string() }),
    ),
    refundedCents: cents,
    netPaidCents: cents,
  }),
});

/** Payload of `OrderReceiptIssued` v1. */
export type OrderReceiptIssuedPayload = z.infer<typeof OrderReceiptIssuedV1>;
