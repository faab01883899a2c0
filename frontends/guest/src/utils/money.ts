import { formatPrice } from '@hearth/ui';

/** Integer cents as the price text in the page's language (1250 → '$12.50', fr-CA '12,50 $'). */
export const formatCents = formatPrice;
