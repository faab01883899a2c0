import { Module } from '@nestjs/common';
import { FavouritesResolver } from './favourites.resolver.js';
import { FavouritesService } from './favourites.service.js';

/** Guests' favourite restaurants (the card's favourite toggle, /user/favorites). */
@Module({ providers: [FavouritesService, FavouritesResolver] })
export class FavouritesModule {}
