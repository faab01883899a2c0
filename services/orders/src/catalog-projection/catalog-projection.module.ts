import { Module } from '@nestjs/common';
import { CatalogProjections } from './catalog-projections.service.js';
import {
  CartItemAllergensResolver,
  OrderLineAllergensResolver,
} from './dish-allergens.resolver.js';

/**
 * orders' read models of other services' dishes, restaurants and occurrences (ADR 0006), and the
 * allergens of cart and order lines read from them.
 */
@Module({
  providers: [CatalogProjections, CartItemAllergensResolver, OrderLineAllergensResolver],
  exports: [CatalogProjections],
})
export class CatalogProjectionModule {}
