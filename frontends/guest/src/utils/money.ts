import { formatPrice } from '@hearth/ui';

/** Integer cents as the price text: '$' and 2 decimals (1250 → '$12.50'). */
export const formatCents = formatPrice;
