import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { KitchenReportsResolver, PrepOrderGuestResolver } from './kitchen-reports.resolver.js';
import { KitchenSalesQuery } from './kitchen-sales.query.js';
import { PrepSheetsQuery } from './prep-sheets.query.js';
import { ShoppingListQuery } from './shopping-list.query.js';

/**
 * The chef's kitchen reports over their restaurant's orders: prep sheets, the shopping list and
 * sales at a glance (one query each), for the restaurant's owner only (`OrderAccess`).
 */
@Module({
  imports: [OrdersModule],
  providers: [
    PrepSheetsQuery,
    ShoppingListQuery,
    KitchenSalesQuery,
    KitchenReportsResolver,
    PrepOrderGuestResolver,
  ],
})
export class ChefKitchenReportsModule {}
