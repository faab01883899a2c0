import { resultUnion } from '@hearth/nest-common';
import { RestaurantType } from '../public-catalog/restaurant.types.js';

/** Result of `setFavourite`: the restaurant (with its new `isFavourite`), or errors as data. */
export const FavouriteResult = resultUnion('FavouriteResult', () => RestaurantType);
