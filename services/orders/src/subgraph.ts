import { UserReference, type SubgraphDefinition } from '@hearth/nest-common';
import { PrivacyModule } from './privacy/privacy.module.js';
import { CartModule } from './cart/cart.module.js';
import { CatalogProjectionModule } from './catalog-projection/catalog-projection.module.js';
import { IntegrationEventsModule } from './integration-events/integration-events.module.js';
import { ChefKitchenReportsModule } from './chef-kitchen-reports/chef-kitchen-reports.module.js';
import { OrderEntity, OrderLineEntity } from './orders/order.entity.js';
import { OrdersModule } from './orders/orders.module.js';
import { PayoutsModule } from './payouts/payouts.module.js';
import { PromotionEntity } from './promotions/promotion.entity.js';
import { PromotionsModule } from './promotions/promotions.module.js';
import { RestaurantReference } from './promotions/promotions.types.js';
import { CreateCart1763700000000 } from './migrations/1763700000000-create-cart.js';
import { OrdersSaga1765300000010 } from './migrations/1765300000010-orders-saga.js';
import { OccurrenceWithdrawn1765300000020 } from './migrations/1765300000020-occurrence-withdrawn.js';
import { OccurrenceDishesWithdrawn1765300000030 } from './migrations/1765300000030-occurrence-dishes-withdrawn.js';
import { Payments1766000000000 } from './migrations/1766000000000-payments.js';
import { ProcessorWebhooks1766000000050 } from './migrations/1766000000050-processor-webhooks.js';
import { HoldRenewal1766000000060 } from './migrations/1766000000060-hold-renewal.js';
import { Payouts1766000000100 } from './migrations/1766000000100-payouts.js';
import { PayoutRecipients1766000000200 } from './migrations/1766000000200-payout-recipients.js';
import { DishIngredients1767200000000 } from './migrations/1767200000000-dish-ingredients.js';
import { Promotions1767400000000 } from './migrations/1767400000000-promotions.js';
import { RestaurantVisibility1768000000000 } from './migrations/1768000000000-restaurant-visibility.js';
import { PayoutRecipientAt1770000000000 } from './migrations/1770000000000-payout-recipient-at.js';
import { TaxModule } from './tax/tax.module.js';
import { SalesTax1770200000010 } from './migrations/1770200000010-sales-tax.js';
import { PaymentDisputes1770100000000 } from './migrations/1770100000000-payment-disputes.js';
import { Reconciliation1770300000000 } from './migrations/1770300000000-reconciliation.js';
import { DishAllergens1770400000000 } from './migrations/1770400000000-dish-allergens.js';
import { StandingOrders1770500000000 } from './migrations/1770500000000-standing-orders.js';
import { StandingOrdersModule } from './standing-orders/standing-orders.module.js';
import { Tips1770510000000 } from './migrations/1770510000000-tips.js';
import { ScaleIndexes1770600000100 } from './migrations/1770600000100-scale-indexes.js';
import { RestaurantByOwner1770600000200 } from './migrations/1770600000200-restaurant-by-owner.js';
import { SalesRange1770600000300 } from './migrations/1770600000300-sales-range.js';
import { OrderLists1770600000400 } from './migrations/1770600000400-order-lists.js';
import { PayoutsAdminOrder1770600000500 } from './migrations/1770600000500-payouts-admin-order.js';
import { ReconciliationModule } from './reconciliation/reconciliation.module.js';
import { ReceiptsModule } from './receipts/receipts.module.js';

/**
 * The `orders` subgraph (port 4004): carts, checkout, orders, payments, payouts, promotions and
 * the chef's kitchen tools (prep sheets, shopping list, sales).
 */
export function ordersSubgraph(): SubgraphDefinition {
  return {
    service: 'orders',
    entities: [OrderEntity, OrderLineEntity, PromotionEntity],
    migrations: [
      CreateCart1763700000000,
      OrdersSaga1765300000010,
      OccurrenceWithdrawn1765300000020,
      OccurrenceDishesWithdrawn1765300000030,
      Payments1766000000000,
      ProcessorWebhooks1766000000050,
      HoldRenewal1766000000060,
      Payouts1766000000100,
      PayoutRecipients1766000000200,
      DishIngredients1767200000000,
      Promotions1767400000000,
      RestaurantVisibility1768000000000,
      PayoutRecipientAt1770000000000,
      SalesTax1770200000010,
      PaymentDisputes1770100000000,
      Reconciliation1770300000000,
      DishAllergens1770400000000,
      StandingOrders1770500000000,
      Tips1770510000000,
      ScaleIndexes1770600000100,
      RestaurantByOwner1770600000200,
      SalesRange1770600000300,
      OrderLists1770600000400,
      PayoutsAdminOrder1770600000500,
    ],
    // User and Restaurant: extended here (cart count, offers); reached only by reference.
    orphanedTypes: [UserReference, RestaurantReference],
    imports: [
      PrivacyModule,
      CartModule,
      CatalogProjectionModule,
      OrdersModule,
      ChefKitchenReportsModule,
      PayoutsModule,
      PromotionsModule,
      ReconciliationModule,
      ReceiptsModule,
      TaxModule,
      StandingOrdersModule,
      IntegrationEventsModule,
    ],
  };
}
export default ordersSubgraph;
