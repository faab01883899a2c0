import { Module } from '@nestjs/common';
import { RestaurantOwnerResolver } from './owner.resolver.js';

/** `User.restaurant` (federated field on the users subgraph's `User`), chef and admins only. */
@Module({ providers: [RestaurantOwnerResolver] })
export class OwnerModule {}
