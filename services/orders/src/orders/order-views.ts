import type { EntityManager } from 'typeorm';
import { decodeCursor, encodeCursor } from '@hearth/nest-common';
import {
  ORDERS_PAGE_MAX,
  formatGstHstNumber,
  rejectionMessage,
  type OrderStatus,
} from '@hearth/contracts';
import { OrderEntity, type OrderFields } from './order.entity.js';
import type { DeliveryAddressType, OrderPageType, OrderType } from './orders.types.js';
import { taxLineView } from './tax.types.js';

/**
 * The order read model (the queries behind every screen that lists orders). Its columns are not
 * listed here: they are `OrderEntity`'s, read from the entity's metadata, so an order field is
 * declared once (on the entity) and every read picks it up.
 */

/** An `orders` row as the read model selects it: the entity's fields, by their property names. */
export type OrderRow = OrderFields;

/** An order row with its restaurant's name and slug (from orders' restaurant projection). */
interface ViewRow extends OrderRow {
  restaurantName: string;
  restaurantSlug: string;
  /** A tip given after completion, charged on its own (integer cents; 0: none). */
  laterTipCents: number;
}

/** One order line as the read model shows it (price in integer cents). */
export interface OrderLineRow {
  orderId: string;
  dishId: string;
  dishName: string;
  portionSize: string;
  unitPriceCents: number;
  quantity: number;
}

/**
 * The SELECT list of every `OrderEntity` column of the table aliased `alias`, each `AS` its
 * property name (`o.guest_id AS "guestId"`), from the entity's metadata.
 */
export function orderColumnsSql(m: EntityManager, alias = 'o'): string {
  return m.connection
    .getMetadata(OrderEntity)
    .columns.map((c) => `${alias}.${c.databaseName} AS "${c.propertyName}"`)
    .join(', ');
}

/**
 * A `jsonb_build_object` of the order fields `fields` (by property name: `'totalCents'` →
 * `'totalCents', o.total_cents`) of the table aliased `alias`, for data exports.
 */
export function orderJsonSql(
  m: EntityManager,
  fields: ReadonlyArray<keyof OrderRow>,
  alias = 'o',
): string {
  const meta = m.connection.getMetadata(OrderEntity);
  const pairs = fields.map((f) => {
    const column = meta.findColumnWithPropertyName(f);
    if (!column) throw new Error(`OrderEntity has no field ${f}`);
    return `'${f}', ${alias}.${column.databaseName}`;
  });
  return `jsonb_build_object(${pairs.join(', ')})`;
}

/** The delivery address of a DELIVERY order as the API shows it (null for pickup). */
export function deliveryAddressOf(o: OrderRow): DeliveryAddressType | null {
  return o.fulfilment === 'DELIVERY' && o.addressLine1 !== null
    ? {
        line1: o.addressLine1,
        line2: o.addressLine2,
        postalCode: o.postalCode ?? '',
        latitude: o.latitude ?? 0,
        longitude: o.longitude ?? 0,
      }
    : null;
}

/** The lines of the orders `orderIds`, by order then checkout position (one query). */
export async function orderLines(m: EntityManager, orderIds: string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return (await m.query(
    `SELECT order_id AS "orderId", dish_id AS "dishId", dish_name AS "dishName",
            portion_size AS "portionSize", unit_price_cents AS "unitPriceCents", quantity
       FROM order_lines WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, position`,
    [orderIds],
  )) as OrderLineRow[];
}

/**
 * The orders of the occurrences `occurrenceIds` in `statuses`, in the order they were placed
 * (for the chef's prep sheets).
 */
export async function ordersOfOccurrences(
  m: EntityManager,
  occurrenceIds: string[],
  statuses: readonly OrderStatus[],
): Promise<OrderRow[]> {
  if (occurrenceIds.length === 0) return [];
  return (await m.query(
    `SELECT ${orderColumnsSql(m)} FROM orders o
      WHERE o.occurrence_id = ANY($1::uuid[]) AND o.status = ANY($2::text[])
      ORDER BY o.created_at, o.id`,
    [occurrenceIds, [...statuses]],
  )) as OrderRow[];
}

/** Orders `rows` as the API shows them, with their lines (one query for all lines). */
async function withLines(m: EntityManager, rows: ViewRow[]): Promise<OrderType[]> {
  if (rows.length === 0) return [];
  const lines = await orderLines(
    m,
    rows.map((r) => r.id),
  );
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
    deliveryAddress: deliveryAddressOf(r),
    instructions: r.instructions,
    lines: lines
      .filter((l) => l.orderId === r.id)
      .map(({ orderId: _, ...l }) => ({ ...l, lineTotalCents: l.unitPriceCents * l.quantity })),
    subtotalCents: r.subtotalCents,
    deliveryFeeCents: r.deliveryFeeCents,
    discountCents: r.discountCents,
    promotionCode: r.promotionCode,
    taxCents: r.taxCents,
    taxLines: (r.taxLines ?? []).map(taxLineView),
    taxSupplier: r.taxSupplier,
    supplierGstHstNumber: r.supplierTaxNumber ? formatGstHstNumber(r.supplierTaxNumber) : null,
    // One tip per order: at checkout (inside the order's total) or after completion (a charge
    // of its own, counted in the total the guest paid).
    tipCents: r.tipCents + r.laterTipCents,
    totalCents: r.totalCents + r.laterTipCents,
    distanceKm: r.distanceKm,
    rejectionReason:
      r.rejectionMessage ?? (r.rejectionReason ? rejectionMessage(r.rejectionReason) : null),
    declineReason: r.declineReason,
    createdAt: new Date(r.createdAt),
    updatedAt: new Date(r.updatedAt),
  }));
}

/**
 * The SELECT … FROM of the order views: every order column, the restaurant's name and slug, and a
 * tip given after completion.
 */
function viewSql(m: EntityManager): string {
  return `SELECT ${orderColumnsSql(m)},
            COALESCE(r.name, '') AS "restaurantName", COALESCE(r.slug, '') AS "restaurantSlug",
            COALESCE(t.amount_cents, 0)::int AS "laterTipCents"
       FROM orders o LEFT JOIN order_restaurants r ON r.restaurant_id = o.restaurant_id
            LEFT JOIN order_tips t ON t.order_id = o.id`;
}

/** One order as the API shows it, or null. */
export async function loadOrder(m: EntityManager, orderId: string): Promise<OrderType | null> {
  const rows = (await m.query(`${viewSql(m)} WHERE o.id = $1`, [orderId])) as ViewRow[];
  return (await withLines(m, rows))[0] ?? null;
}

/**
 * The orders whose id's text starts with `idPrefix` (lower-case hex digits and dashes, e.g. a
 * reference's `d6e593a0` or a whole id; contracts' `orderSearchPrefix`), newest first, at most
 * `limit` — the admins' search by order reference.
 */
export async function ordersWithIdPrefix(
  m: EntityManager,
  idPrefix: string,
  limit: number,
): Promise<OrderType[]> {
  const rows = (await m.query(
    `${viewSql(m)} WHERE o.id::text LIKE $1 || '%' ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
    [idPrefix, limit],
  )) as ViewRow[];
  return withLines(m, rows);
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
    `${viewSql(m)}
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
