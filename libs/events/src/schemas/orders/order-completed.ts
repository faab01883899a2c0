import type { z } from 'zod';
import { OrderRefV1 } from './order-placed.js';

/**
 * `OrderCompleted` v1 — published by `orders` (topic `Topics.orders`, through the outbox, in the same
 * transaction as the status change) when the chef marks an ACCEPTED order completed (delivered or
 * picked up). Aggregate id = `orderId`. Consumers: notifications (tell the guest; invite a review).
 */
export const OrderCompletedV1 = OrderRefV1;

/** Payload of `OrderCompleted` v1. */
export type OrderCompletedPayload = z.infer<typeof OrderCompletedV1>;
