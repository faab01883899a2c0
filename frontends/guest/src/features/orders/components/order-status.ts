import type { OrderStatus } from '@hearth/contracts';

/** The status as the guest reads it (an i18n key; SPEC §3 Order status). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PLACED: 'Placed',
  PENDING: 'Pending',
  REJECTED: 'Rejected',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
  COMPLETED: 'Completed',
};
