import type { z } from 'zod';
import { OrderRefV1 } from './order-placed.js';

/**
 * `OrderAccepted` v1 — published by `orders` (topic `Topics.orders`, through the outbox, in the same
 * transaction as the status change) when the chef accepts a PENDING order.
 * Aggregate id = `orderId`. Consumers: notifications (tell the guest; e-mail).
 */
export const OrderAcceptedV1 = OrderRefV1;

/** Payload of `OrderAccepted` v1. */
export type OrderAcceptedPayload = z.infer<typeof OrderAcceptedV1>;
