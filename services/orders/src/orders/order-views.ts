import type { EntityManager } from 'typeorm';
import { decodeCursor, encodeCursor } from '@hearth/nest-common';
import { ORDERS_PAGE_MAX, rejectionMessage, type OrderStatus } from '@hearth/contracts';
import type { OrderPageType, OrderType } from './orders.types.js';

/** An `orders` row as the views read it (camelCase columns). */
interface OrderRow {
  id: string;
  guestId: string;
  restaurantId: string;
  chefId: string;
  occurrenceId: string;
  status: OrderStatus;
  [column: string]: unknown;
}

const COLUMNS = `o.id, o.guest_id AS "guestId", o.restaurant_id AS "restaurantId",
  o.chef_id AS "chefId", o.occurrence_id AS "occurrenceId", o.scheduled_for AS "scheduledFor",
  o.status, o.fulfilment, o.address_line1 AS "line1", o.address_line2 AS "line2",
  o.postal_code AS "postalCode", o.latitude, o.longitude, o.distance_km AS "distanceKm",
  o.instructions, o.subtotal_cents AS "subtotalCents", o.delivery_fee_cents AS "deliveryFeeCents",
  o.total_cents AS "totalCents", o.discount_cents AS "discountCents",
  o.promotion_code AS "promotionCode", o.rejection_reason AS "rejectionReason",
  o.rejection_message AS "rejectionMessage",
  o.decline_reason AS "declineReason", o.created_at AS "createdAt", o.updated_at AS "updatedAt",
  COALESCE(r.name, '') AS "restaurantName", COALESCE(r.slug, '') AS "restaurantSlug"`;

interface ViewRow extends OrderRow {
  scheduledFor: Date;
  fulfilment: 'DELIVERY' | 'PICKUP';
  line1: string | null;
  line2: string | null;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
  distanceKm: number | null;
  instructions: string | null;
  subtotalCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  discountCents: number;
  promotionCode: string | null;
  rejectionReason: string | null;
  rejectionMessage: string | null;
  declineReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  restaurantName: string;
  restaurantSlug: string;
}

interface LineRow {
  orderId: string;
  dishId: string;
  dishName: string;
  portionSize: string;
  unitPriceCents: number;
  quantity: number;
}

/** Orders `rows` as the API shows them, with their lines (one query for all lines). */
async function withLines(m: EntityManager, rows: ViewRow[]): Promise<OrderType[]> {
  if (rows.length === 0) return [];
  const lines = (await m.query(
    `SELECT order_id AS "orderId", dish_id AS "dishId", dish_name AS "dishName",
            portion_size AS "portionSize", unit_price_cents AS "unitPriceCents", quantity
       FROM order_lines WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, position`,
    [rows.map((r) => r.id)],
  )) as LineRow[];
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    guestId: r.guestId,
    restaurantId: r.restaurantId,
    restaurantName: r.restaurantName,
    restaurantSlug: r.restaurantSlug,
    occurrenceId: r.occurrenceId,
    scheduledFor: new Date(r.scheduledFor),
    fulfilment: r.fulfilment,
    deliveryAddress:
      r.fulfilment === 'DELIVERY' && r.line1 !== null
        ? {
            line1: r.line1,
            line2: r.line2,
            postalCode: r.postalCode ?? '',
            latitude: r.latitude ?? 0,
            longitude: r.longitude ?? 0,
          }
        : null,
    instructions: r.instructions,
    lines: lines
      .filter((l) => l.orderId === r.id)
      .map((l) => ({ ...l, lineTotalCents: l.unitPriceCents * l.quantity })),
    subtotalCents: r.subtotalCents,
    deliveryFeeCents: r.deliveryFeeCents,
    discountCents: r.discountCents,
    promotionCode: r.promotionCode,
    totalCents: r.totalCents,
    distanceKm: r.distanceKm,
    rejectionReason:
      r.rejectionMessage ?? (r.rejectionReason ? rejectionMessage(r.rejectionReason) : null),
    declineReason: r.declineReason,
    createdAt: new Date(r.createdAt),
    updatedAt: new Date(r.updatedAt),
  }));
}

/** One order as the API shows it, or null. */
export async function loadOrder(m: EntityManager, orderId: string): Promise<OrderType | null> {
  const rows = (await m.query(
    `SELECT ${COLUMNS} FROM orders o LEFT JOIN order_restaurants r ON r.restaurant_id = o.restaurant_id
      WHERE o.id = $1`,
    [orderId],
  )) as ViewRow[];
  return (await withLines(m, rows))[0] ?? null;
}

/**
 * One keyset page of orders, newest first: those of `owner` (a guest's or a
 * restaurant's), in `statuses` when given; `limit` clamped to 1..ORDERS_PAGE_MAX.
 * @throws BAD_USER_INPUT 'Invalid cursor' for a malformed cursor.
 */
export async function pageOrders(
  m: EntityManager,
  owner: { guestId: string } | { restaurantId: string },
  statuses: readonly OrderStatus[] | null,
  limit: number,
  cursor: string | null,
): Promise<OrderPageType> {
  const take = Math.min(Math.max(Math.trunc(limit) || 1, 1), ORDERS_PAGE_MAX);
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = (await m.query(
    `SELECT ${COLUMNS} FROM orders o LEFT JOIN order_restaurants r ON r.restaurant_id = o.restaurant_id
      WHERE ${'guestId' in owner ? 'o.guest_id' : 'o.restaurant_id'} = $1
        AND ($2::text[] IS NULL OR o.status = ANY($2::text[]))
        AND ($3::timestamptz IS NULL OR (o.created_at, o.id) < ($3, $4::uuid))
      ORDER BY o.created_at DESC, o.id DESC
      LIMIT $5`,
    [
      'guestId' in owner ? owner.guestId : owner.restaurantId,
      statuses && statuses.length > 0 ? [...statuses] : null,
      after?.createdAt ?? null,
      after?.id ?? null,
      take + 1,
    ],
  )) as ViewRow[];
  const items = await withLines(m, rows.slice(0, take));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > take && last ? encodeCursor(last) : null };
}
