import { Module } from '@nestjs/common';
import { CartResolver, UserCartResolver } from './cart.resolver.js';
import { CartService } from './cart.service.js';

/** Carts: a guest's lines per occurrence, read against orders' catalog projections. */
@Module({ providers: [CartService, CartResolver, UserCartResolver] })
export class CartModule {}
