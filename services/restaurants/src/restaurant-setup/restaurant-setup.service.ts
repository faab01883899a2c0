import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  RestaurantMessages,
  restaurantSchema,
  toFieldErrors,
  type FieldError,
  type RestaurantData,
  isUuid,
} from '@hearth/contracts';
import { Topics } from '@hearth/events';
import type { AddressLookup } from '@hearth/geo';
import { LOGGER, forbidden, isUploadIn, publishEvents, type AuthUser } from '@hearth/nest-common';
import type { Logger } from 'pino';
import { RestaurantEntity } from '../public-catalog/restaurant.entity.js';
import { ObjectStore } from '../media/object-store.js';
import { restaurantEstablished } from '../integration-events/published/restaurant-established.event.js';
import { chefStandingIn } from '../standing/chef-standing.service.js';
import { firstFreeSlug, slugBase } from './slug.js';

/** Messages of refusals that are not form rules (Hearth's own wording). */
export const RestaurantSetupMessages = {
  alreadyEstablished: 'You already have a restaurant; edit it instead of establishing another',
} as const;

/** DI token of the `AddressLookup` (postal code → coordinates) that locates a restaurant. */
export const RESTAURANT_ADDRESS_LOOKUP = Symbol('RESTAURANT_ADDRESS_LOOKUP');

/** Tries before giving up on a slug that keeps clashing with concurrent inserts. */
const SLUG_ATTEMPTS = 5;

/** A saved restaurant, or the field errors with nothing written. */
export type RestaurantSetupResult = { restaurant: RestaurantEntity } | { errors: FieldError[] };

const isUniqueViolation = (err: unknown, constraint?: string) => {
  const e = err as { code?: string; constraint?: string; driverError?: { constraint?: string } };
  if (e.code !== '23505') return false;
  const name = e.constraint ?? e.driverError?.constraint ?? '';
  return constraint === undefined || name === constraint;
};

/**
 * A chef's own restaurant (form rules: `restaurantSchema`; docs/rules/catalogue.md#restaurants):
 * one per chef, owned by the caller, written with its `RestaurantEstablished` event in ONE
 * transaction (outbox), then the relay is woken. New restaurants are not hidden; they become public
 * once the chef is Active with bank details (catalog visibility rule). A form without coordinates
 * is located from its postal code (`AddressLookup`) before saving, so `RestaurantEstablished`
 * carries them and delivery checkout can measure distances.
 */
@Injectable()
export class RestaurantSetupService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(RESTAURANT_ADDRESS_LOOKUP) private readonly addresses: AddressLookup,
    @Inject(ObjectStore) private readonly store: ObjectStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * `restaurantSchema`, then the banner's origin: `imageUrl` must be an upload of `ownerUserId`'s
   * to our store, `<store>/restaurants/<ownerUserId>/<uuid>.<ext>` as `createRestaurantImageUpload`
   * hands out (else `imageUrl: imageNotOurs`). Field errors, or the parsed form.
   */
  private validate(
    input: unknown,
    ownerUserId: string,
  ): { data: RestaurantData } | { errors: FieldError[] } {
    const parsed = restaurantSchema.safeParse(input);
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    if (!isUploadIn(parsed.data.imageUrl, [this.store.publicUrl('')], `restaurants/${ownerUserId}`))
      return { errors: [{ field: 'imageUrl', message: RestaurantMessages.imageNotOurs }] };
    return { data: parsed.data };
  }

  /**
   * The media check of the banner's upload (`ObjectStore.checkUpload`): an S3 upload over 10 MB,
   * not the image its name says or over 50 megapixels is deleted and answered with
   * `imageUrl: <that check's message>`; null when it passes (or is not in our store).
   */
  private async checkBanner(imageUrl: string): Promise<{ errors: FieldError[] } | null> {
    const key = this.store.keyOf(imageUrl);
    const refusal = key ? await this.store.checkUpload(key) : null;
    return refusal ? { errors: [{ field: 'imageUrl', message: refusal.message }] } : null;
  }

  /**
   * `data` with `latitude`/`longitude` (degrees) filled from its postal code when either is
   * missing. Given coordinates are kept. An unknown postal code or a failing geocoder leaves them
   * null (logged): the restaurant is still saved, it just cannot deliver until located.
   */
  private async located<
    T extends { postalCode: string; latitude?: number | null; longitude?: number | null },
  >(data: T): Promise<T> {
    if (typeof data.latitude === 'number' && typeof data.longitude === 'number') return data;
    try {
      const found = await this.addresses.lookupPostalCode(data.postalCode);
      if (found) return { ...data, latitude: found.latitude, longitude: found.longitude };
      this.logger.warn({ postalCode: data.postalCode }, 'restaurant postal code not found');
    } catch (err) {
      this.logger.warn({ err }, 'restaurant postal code lookup failed');
    }
    return data;
  }

  /** The caller's restaurant, or null. */
  mine(user: AuthUser): Promise<RestaurantEntity | null> {
    return this.dataSource.getRepository(RestaurantEntity).findOneBy({ ownerUserId: user.id });
  }

  /**
   * Establishes the caller's restaurant: validated (`restaurantSchema`; the banner their own upload
   * to our store, see `validate`, whose bytes pass the media check, see `checkBanner`), not
   * hidden, with a unique slug from its name (`name`, `name-2`, …). A chef who already has one gets
   * `_: alreadyEstablished`. Nothing is written on any error.
   */
  async establish(
    user: AuthUser,
    input: unknown,
    traceparent: string | null = null,
  ): Promise<RestaurantSetupResult> {
    const checked = this.validate(input, user.id);
    if ('errors' in checked) return checked;
    const refused = {
      errors: [{ field: '_', message: RestaurantSetupMessages.alreadyEstablished }],
    };
    if (await this.mine(user)) return refused;
    const banner = await this.checkBanner(checked.data.imageUrl);
    if (banner) return banner;
    const data = await this.located(checked.data);
    const base = slugBase(data.name);
    for (let attempt = 1; ; attempt++) {
      try {
        const restaurant = await this.dataSource.transaction(async (manager) => {
          const slug = await this.freeSlug(manager, base);
          const id = randomUUID();
          await manager.insert(RestaurantEntity, {
            ...data,
            id,
            slug,
            ownerUserId: user.id,
            isHidden: false,
          });
          const row = await manager.findOneByOrFail(RestaurantEntity, { id });
          const standing = await chefStandingIn(manager, user.id);
          await publishEvents(
            manager,
            Topics.restaurants,
            restaurantEstablished(row, standing, traceparent),
          );
          return row;
        });
        return { restaurant };
      } catch (err) {
        if (isUniqueViolation(err, 'restaurants_one_per_owner_idx')) return refused;
        if (isUniqueViolation(err) && attempt < SLUG_ATTEMPTS) continue;
        throw err;
      }
    }
  }

  /**
   * Updates the caller's own restaurant (FORBIDDEN for anyone else's or an unknown id) with the
   * full validated form (see `validate`); `isHidden` changes only when given. The slug stays
   * (links keep working). Writes the row and a new `RestaurantEstablished` (full state) in one transaction.
   */
  async update(
    user: AuthUser,
    restaurantId: string,
    input: unknown,
    isHidden: boolean | null | undefined,
    traceparent: string | null = null,
  ): Promise<RestaurantSetupResult> {
    if (!isUuid(restaurantId)) throw forbidden();
    const current = await this.dataSource
      .getRepository(RestaurantEntity)
      .findOneBy({ id: restaurantId });
    if (!current || current.ownerUserId !== user.id) throw forbidden();
    const checked = this.validate(input, current.ownerUserId);
    if ('errors' in checked) return checked;
    const banner = await this.checkBanner(checked.data.imageUrl);
    if (banner) return banner;
    const data = await this.located(checked.data);
    const restaurant = await this.dataSource.transaction(async (manager) => {
      await manager.update(
        RestaurantEntity,
        { id: restaurantId, ownerUserId: user.id },
        {
          ...data,
          ...(isHidden === null || isHidden === undefined ? {} : { isHidden }),
          updatedAt: () => "date_trunc('milliseconds', now())",
        },
      );
      const row = await manager.findOneByOrFail(RestaurantEntity, { id: restaurantId });
      // Read after the row update (which holds the row lock): a concurrent standing change either
      // committed before this read or announces the restaurant again after this commit.
      const standing = await chefStandingIn(manager, user.id);
      await publishEvents(
        manager,
        Topics.restaurants,
        restaurantEstablished(row, standing, traceparent),
      );
      return row;
    });
    return { restaurant };
  }

  /** The first free slug for `base` among the existing ones. */
  private async freeSlug(manager: EntityManager, base: string): Promise<string> {
    const rows = (await manager.query(
      `SELECT slug FROM restaurants WHERE slug = $1 OR slug LIKE $2`,
      [base, `${base}-%`],
    )) as Array<{ slug: string }>;
    return firstFreeSlug(base, new Set(rows.map((r) => r.slug)));
  }
}
