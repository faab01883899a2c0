import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Not, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import {
  DishMessages,
  allergenDeclarationOf,
  dishSchema,
  mayPublishDish,
  dishStatusSchema,
  toFieldErrors,
  type DishData,
  type DishStatus,
  type FieldError,
  isUuid,
} from '@hearth/contracts';
import { Topics } from '@hearth/events';
import { LOGGER, forbidden, isUploadIn, publishEvents, type AuthUser } from '@hearth/nest-common';
import { RestaurantEntity } from '../public-catalog/restaurant.entity.js';
import { ObjectStore } from '../media/object-store.js';
import { DishScheduleService } from '../schedule/dish-schedule.service.js';
import { dishChanged } from '../integration-events/published/dish-changed.event.js';
import { dishDeleted } from '../integration-events/published/dish-deleted.event.js';
import { DishEntity, type DishImage } from './dish.entity.js';

/** A saved dish, or the field errors with nothing written. */
export type DishSaveResult = { dish: DishEntity } | { errors: FieldError[] };
/** A deleted dish's id, or why it was refused (nothing written). */
export type DishDeleteResult = { deletedId: string } | { errors: FieldError[] };

const NOW_MS = () => "date_trunc('milliseconds', now())";

/** A published dish without an allergen declaration: the dish form's own message. */
const UNDECLARED: { errors: FieldError[] } = {
  errors: [{ field: 'allergens', message: DishMessages.allergensRequired }],
};

/** The columns a dish form writes (a SQL expression for the declaration time). */
type DishColumns = QueryDeepPartialEntity<
  Omit<DishEntity, 'id' | 'restaurantId' | 'status' | 'createdAt' | 'updatedAt'>
>;

/** True when `user` may see every non-archived dish of `restaurant` (its owner or an admin). */
export function managesRestaurant(
  user: AuthUser | null | undefined,
  restaurant: { ownerUserId: string },
): boolean {
  return !!user && (user.role === 'ADMIN' || user.id === restaurant.ownerUserId);
}

/**
 * Dishes of a chef's restaurant (form rules: `dishSchema`; statuses and the delete rule:
 * docs/rules/catalogue.md#dishes). Only the restaurant's owner writes (FORBIDDEN otherwise, also
 * for unknown ids); each write and its `DishChanged`/`DishDeleted` event commit in one
 * transaction (outbox), then the relay is woken. Invalid input → field errors, nothing written.
 */
@Injectable()
export class DishesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: ObjectStore,
    private readonly schedule: DishScheduleService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Adds a dish (status ACTIVE) to `restaurantId`, which `user` must own. Rules: `dishSchema`,
   * the cuisine must be one of the restaurant's (`cuisine: cuisineNotOffered`) and each image an
   * upload to our store for this restaurant (`imageUrls.<i>: imageNotOurs`); see `validate`. Being
   * published, it needs its allergen declaration (`allergens: allergensRequired` without one;
   * docs/rules/allergens.md).
   */
  async add(
    user: AuthUser,
    restaurantId: string,
    input: unknown,
    traceparent: string | null = null,
  ): Promise<DishSaveResult> {
    const restaurant = await this.ownedRestaurant(user, restaurantId);
    const checked = this.validate(input, restaurant);
    if ('errors' in checked) return checked;
    // Added ACTIVE (published): its allergens must be declared (docs/rules/allergens.md).
    if (allergenDeclarationOf(checked.data).kind === 'absent') return UNDECLARED;
    const id = randomUUID();
    const columns = await this.columns(checked.data, 'add');
    if ('errors' in columns) return columns;
    const dish = await this.dataSource.transaction(async (manager) => {
      await manager.insert(DishEntity, { ...columns, id, restaurantId });
      return this.publishChanged(manager, id, traceparent);
    });
    return { dish };
  }

  /**
   * Replaces dish `dishId`'s form fields (owner only); the status is kept. Same rules as `add`,
   * except that a form without a declaration keeps the dish's — refused (`allergens:
   * allergensRequired`) for an Active dish that has none yet (docs/rules/allergens.md).
   */
  async update(
    user: AuthUser,
    dishId: string,
    input: unknown,
    traceparent: string | null = null,
  ): Promise<DishSaveResult> {
    const { dish: current, restaurant } = await this.ownedDish(user, dishId);
    const checked = this.validate(input, restaurant);
    if ('errors' in checked) return checked;
    // An Active (published) dish stays declared: one still undeclared declares with its edit.
    if (
      current.status === 'ACTIVE' &&
      current.allergensDeclaredAt === null &&
      allergenDeclarationOf(checked.data).kind === 'absent'
    )
      return UNDECLARED;
    const columns = await this.columns(checked.data, 'update');
    if ('errors' in columns) return columns;
    const dish = await this.dataSource.transaction(async (manager) => {
      await manager.update(DishEntity, { id: dishId }, { ...columns, updatedAt: NOW_MS });
      return this.publishChanged(manager, dishId, traceparent);
    });
    return { dish };
  }

  /**
   * Sets ACTIVE, INACTIVE or ARCHIVED (owner only; `status: statusInvalid` otherwise). Publishing
   * (making ACTIVE a dish that is not) needs the allergens declared (`mayPublishDish`), else
   * `status: publishUndeclared` and nothing is written (docs/rules/allergens.md).
   */
  async setStatus(
    user: AuthUser,
    dishId: string,
    status: unknown,
    traceparent: string | null = null,
  ): Promise<DishSaveResult> {
    const { dish: current } = await this.ownedDish(user, dishId);
    const parsed = dishStatusSchema.safeParse(status);
    if (!parsed.success)
      return { errors: [{ field: 'status', message: DishMessages.statusInvalid }] };
    const publishing = parsed.data === 'ACTIVE' && current.status !== 'ACTIVE';
    if (publishing && !mayPublishDish({ allergensDeclared: current.allergensDeclaredAt !== null }))
      return { errors: [{ field: 'status', message: DishMessages.publishUndeclared }] };
    const dish = await this.dataSource.transaction(async (manager) => {
      await manager.update(DishEntity, { id: dishId }, { status: parsed.data, updatedAt: NOW_MS });
      return this.publishChanged(manager, dishId, traceparent);
    });
    return { dish };
  }

  /**
   * Deletes dish `dishId` (owner only) and drops it from its restaurant's menus, with
   * `DishDeleted`. Refused with `_: inUpcomingSession` (nothing written) while the dish is in a
   * cooking session whose last occurrence has not ended: the chef archives it instead.
   */
  async delete(
    user: AuthUser,
    dishId: string,
    traceparent: string | null = null,
  ): Promise<DishDeleteResult> {
    const { dish } = await this.ownedDish(user, dishId);
    const deleted = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT id FROM dishes WHERE id = $1 FOR UPDATE`, [dishId]);
      const upcoming = await this.schedule.inUpcomingSession(manager, [dishId]);
      if (upcoming.has(dishId)) return false;
      await manager.delete(DishEntity, { id: dishId });
      await manager.query(
        `UPDATE menus SET dish_ids = array_remove(dish_ids, $1::uuid), updated_at = ${NOW_MS()}
          WHERE restaurant_id = $2 AND $1::uuid = ANY (dish_ids)`,
        [dishId, dish.restaurantId],
      );
      await publishEvents(manager, Topics.restaurants, dishDeleted(dish, traceparent));
      return true;
    });
    if (!deleted) return { errors: [{ field: '_', message: DishMessages.inUpcomingSession }] };
    return { deletedId: dishId };
  }

  /**
   * The dishes of `restaurant` that `viewer` may see, oldest first: the owner and admins see all
   * but ARCHIVED ones (all of them with `includeArchived`), everyone else ACTIVE ones only.
   */
  list(
    restaurant: RestaurantEntity,
    viewer: AuthUser | null | undefined,
    includeArchived = false,
  ): Promise<DishEntity[]> {
    const manages = managesRestaurant(viewer, restaurant);
    const status = !manages
      ? ('ACTIVE' as const)
      : includeArchived
        ? undefined
        : Not('ARCHIVED' as DishStatus);
    return this.dataSource.getRepository(DishEntity).find({
      where: { restaurantId: restaurant.id, ...(status ? { status } : {}) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** The dish with this id, or null (federation reference; unknown or malformed ids → null). */
  byId(id: string): Promise<DishEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.dataSource.getRepository(DishEntity).findOneBy({ id });
  }

  /** The ids among `dishIds` that are in an upcoming cooking session (cannot be deleted). */
  inUpcomingSession(dishIds: string[]): Promise<Set<string>> {
    return this.schedule.inUpcomingSession(this.dataSource.manager, dishIds);
  }

  /** The restaurant if `user` owns it; FORBIDDEN otherwise (also for unknown ids). */
  async ownedRestaurant(user: AuthUser, restaurantId: string): Promise<RestaurantEntity> {
    if (!isUuid(restaurantId)) throw forbidden();
    const restaurant = await this.dataSource
      .getRepository(RestaurantEntity)
      .findOneBy({ id: restaurantId });
    if (!restaurant || restaurant.ownerUserId !== user.id) throw forbidden();
    return restaurant;
  }

  /** The dish and its restaurant if `user` owns it; FORBIDDEN otherwise (also unknown ids). */
  private async ownedDish(
    user: AuthUser,
    dishId: string,
  ): Promise<{ dish: DishEntity; restaurant: RestaurantEntity }> {
    const dish = await this.byId(dishId);
    if (!dish) throw forbidden();
    return { dish, restaurant: await this.ownedRestaurant(user, dish.restaurantId) };
  }

  /**
   * `dishSchema`, then the restaurant's own rules: the cuisine must be one of the restaurant's
   * (matched case-insensitively, stored as theirs; else `cuisine: cuisineNotOffered`) and every
   * image an upload to our store for this restaurant, `<store>/dishes/<restaurantId>/<uuid>.<ext>`
   * as `createDishImageUpload` hands out (else `imageUrls.<i>: imageNotOurs` for each other one).
   */
  private validate(
    input: unknown,
    restaurant: RestaurantEntity,
  ): { data: DishData } | { errors: FieldError[] } {
    const parsed = dishSchema.safeParse(input);
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const errors: FieldError[] = [];
    const wanted = parsed.data.cuisine.toLowerCase();
    const cuisine = restaurant.cuisines.find((c) => c.toLowerCase() === wanted);
    if (!cuisine) errors.push({ field: 'cuisine', message: DishMessages.cuisineNotOffered });
    const store = [this.store.publicUrl('')];
    parsed.data.imageUrls.forEach((url, i) => {
      if (!isUploadIn(url, store, `dishes/${restaurant.id}`))
        errors.push({ field: `imageUrls.${i}`, message: DishMessages.imageNotOurs });
    });
    if (errors.length > 0 || !cuisine) return { errors };
    return { data: { ...parsed.data, cuisine } };
  }

  /**
   * Table columns of a validated form (images with their thumbnails, made if need be), or the
   * field errors of images whose upload fails the media check (`ObjectStore.checkUpload`: an S3
   * upload over 10 MB, not the image its name says or over 50 megapixels, which is then
   * deleted): `imageUrls.<i>` with that check's message. Nothing is written on an error.
   * A sent allergen declaration (`allergenDeclarationOf`) is stored with the time it was made;
   * without one (`add` and `update` refuse it where it is required) an updated dish keeps its
   * declaration.
   */
  private async columns(
    data: DishData,
    mode: 'add' | 'update',
  ): Promise<DishColumns | { errors: FieldError[] }> {
    const { imageUrls, allergens, mayContainAllergens, containsNoAllergens, ...rest } = data;
    const outcome = allergenDeclarationOf({ allergens, mayContainAllergens, containsNoAllergens });
    const declaration =
      outcome.kind === 'declared'
        ? {
            allergens: outcome.declaration.contains,
            mayContainAllergens: outcome.declaration.mayContain,
            allergensDeclaredAt: NOW_MS,
          }
        : mode === 'add'
          ? { allergens: [], mayContainAllergens: [], allergensDeclaredAt: null }
          : {};
    const refusals = await Promise.all(
      imageUrls.map(async (url) => {
        const key = this.store.keyOf(url);
        return key ? this.store.checkUpload(key) : null;
      }),
    );
    const errors = refusals.flatMap((refusal, i) =>
      refusal ? [{ field: `imageUrls.${i}`, message: refusal.message }] : [],
    );
    if (errors.length > 0) return { errors };
    return {
      ...rest,
      ...declaration,
      images: await Promise.all(imageUrls.map((url) => this.image(url))),
    };
  }

  /**
   * An uploaded image with its thumbnail: uploads to this service's store under `dishes/` have
   * a 400-px WebP next to them (made at upload by the local store, now by the S3 store;
   * docs/uploads.md); other addresses, and images the store cannot resize, have none (null).
   */
  private async image(url: string): Promise<DishImage> {
    const prefix = this.store.publicUrl('');
    const key = url.startsWith(prefix) ? url.slice(prefix.length) : null;
    if (!key || !key.startsWith('dishes/')) return { url, thumbnailUrl: null };
    const thumbnailUrl = await this.store.thumbnailOf(key).catch((err: unknown) => {
      this.logger.warn({ err, key }, 'dishes: the store could not make a thumbnail');
      return null;
    });
    return { url, thumbnailUrl };
  }

  /** Reads the written row and adds its `DishChanged` to the outbox (same transaction). */
  private async publishChanged(
    manager: EntityManager,
    dishId: string,
    traceparent: string | null,
  ): Promise<DishEntity> {
    const row = await manager.findOneByOrFail(DishEntity, { id: dishId });
    await publishEvents(manager, Topics.restaurants, dishChanged(row, traceparent));
    return row;
  }
}
