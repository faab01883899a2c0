import { UserReference, type SubgraphDefinition } from '@hearth/nest-common';
import { CartItemEntity } from './cart/cart-item.entity.js';
import { CartModule } from './cart/cart.module.js';
import { CreateCart1763700000000 } from './migrations/1763700000000-create-cart.js';

/** The `orders` subgraph (port 4004): carts, checkout, orders (guest ordering issue). */
export function ordersSubgraph(): SubgraphDefinition {
  return {
    service: 'orders',
    entities: [CartItemEntity],
    migrations: [CreateCart1763700000000],
    orphanedTypes: [UserReference],
    imports: [CartModule],
  };
}
export default ordersSubgraph;
