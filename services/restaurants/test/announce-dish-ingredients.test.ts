import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventTypes, InProcessEventBus } from '@hearth/events';
import { startSubgraph } from '@hearth/nest-common';
import { restaurantsSubgraph } from '../src/subgraph.js';
import { query } from '../../../test/support/db.js';
import {
  addDish,
  establishRestaurant,
  startRestaurants,
  type RestaurantsUnderTest,
} from './support/subgraph.js';

/**
 * A database whose dishes were announced before `DishChanged` carried ingredients: the migration
 * announces every dish once more, ingredients included, through the outbox.
 */
describe('restaurants: announcing the dishes’ ingredients once (migration)', () => {
  let r: RestaurantsUnderTest;
  const bus = new InProcessEventBus();

  beforeAll(async () => {
    r = await startRestaurants('hearth_test_restaurants_announce', bus);
  }, 60_000);
  afterAll(async () => {
    await r?.svc.close();
    await bus.stop();
  });

  it('writes one DishChanged per dish, with its ingredients, when the migration runs', async () => {
    const chef = await r.issuer.token({ role: 'CHEF' });
    const restaurantId = await establishRestaurant(r.url, chef.token);
    const dishId = await addDish(r.url, chef.token, restaurantId, 'Sunday Lasagna');
    await query(r.db, `UPDATE restaurants.dishes SET ingredients = $2::jsonb WHERE id = $1`, [
      dishId,
      JSON.stringify([{ name: 'Flour', quantity: 2.5, unit: 'cups', notes: null }]),
    ]);
    // As before the migration: it has not run, and the outbox holds no event with ingredients.
    await r.svc.close();
    await query(
      r.db,
      `DELETE FROM restaurants.migrations WHERE name = 'AnnounceDishIngredients1767300000000'`,
    );
    await query(r.db, `DELETE FROM restaurants.outbox`);
    r.svc = await startSubgraph(
      { ...restaurantsSubgraph(), tokenKeys: r.issuer.keys },
      { config: { databaseUrl: r.db, port: 0, logLevel: 'silent' }, bus },
    );
    const events = await query<{ payload: { dishId: string; ingredients: unknown } }>(
      r.db,
      `SELECT envelope->'payload' AS payload FROM restaurants.outbox WHERE "eventType" = $1`,
      [EventTypes.DishChanged],
    );
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        dishId,
        name: 'Sunday Lasagna',
        ingredients: [{ name: 'Flour', quantity: 2.5, unit: 'cups', notes: null }],
      }),
    ]);
  }, 60_000);
});
