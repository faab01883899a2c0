import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  MenuMessages,
  menuSchema,
  toFieldErrors,
  type FieldError,
  isUuid,
} from '@hearth/contracts';
import { forbidden, type AuthUser } from '@hearth/nest-common';
import { RestaurantEntity } from '../public-catalog/restaurant.entity.js';
import { DishesService } from '../dishes/dishes.service.js';
import type { DishEntity } from '../dishes/dish.entity.js';
import { MenuEntity } from './menu.entity.js';

/** A saved menu, or the field errors with nothing written. */
export type MenuSaveResult = { menu: MenuEntity } | { errors: FieldError[] };

/** What `save` receives (the graph's `MenuInput`). */
export interface MenuCommand {
  action: 'CREATE' | 'UPDATE';
  menuId?: string | null;
  restaurantId: string;
  name?: string | null;
  dishIds?: string[] | null;
}

/**
 * Menus of a chef's restaurant (docs/rules/catalogue.md#menus; 'menu name is required!' for a
 * missing name or dish selection). Only the restaurant's owner writes (FORBIDDEN otherwise, also
 * for unknown ids); every dish of a menu must be a dish of that restaurant. Menus are readable by
 * everyone; their dishes are filtered like `Restaurant.dishes`.
 */
@Injectable()
export class MenusService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dishes: DishesService,
  ) {}

  /**
   * CREATE a menu for the caller's restaurant, or UPDATE one of its menus (`menuId` required:
   * `menuId: menuIdRequired`). Rules: `menuSchema` (name and at least one dish, both
   * 'menu name is required!'), and every dish id is a dish of the restaurant
   * (`dishIds: dishNotInRestaurant`). Nothing is written on any error.
   */
  async save(user: AuthUser, input: MenuCommand): Promise<MenuSaveResult> {
    await this.dishes.ownedRestaurant(user, input.restaurantId);
    let menuId: string | null = null;
    if (input.action === 'UPDATE') {
      if (!input.menuId)
        return { errors: [{ field: 'menuId', message: MenuMessages.menuIdRequired }] };
      const current = await this.byId(input.menuId);
      if (!current || current.restaurantId !== input.restaurantId) throw forbidden();
      menuId = current.id;
    }
    const parsed = menuSchema.safeParse({ name: input.name, dishIds: input.dishIds });
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const { name, dishIds } = parsed.data;
    const id = menuId ?? randomUUID();
    // The dishes are read FOR SHARE in the write's transaction: a concurrent deleteDish (FOR
    // UPDATE) waits, then removes the dish from this menu too.
    const menu = await this.dataSource.transaction(async (manager) => {
      const ours = (await manager.query(
        `SELECT id FROM dishes WHERE id = ANY($1::uuid[]) AND restaurant_id = $2 FOR SHARE`,
        [dishIds, input.restaurantId],
      )) as Array<{ id: string }>;
      if (ours.length !== dishIds.length) return null;
      if (menuId === null) {
        await manager.insert(MenuEntity, { id, restaurantId: input.restaurantId, name, dishIds });
      } else {
        await manager.update(
          MenuEntity,
          { id },
          { name, dishIds, updatedAt: () => "date_trunc('milliseconds', now())" },
        );
      }
      return manager.findOneByOrFail(MenuEntity, { id });
    });
    if (!menu) return { errors: [{ field: 'dishIds', message: MenuMessages.dishNotInRestaurant }] };
    return { menu };
  }

  /** Deletes one of the caller's menus (FORBIDDEN for anyone else's or an unknown id). */
  async delete(user: AuthUser, menuId: string): Promise<string> {
    const menu = await this.byId(menuId);
    if (!menu) throw forbidden();
    await this.dishes.ownedRestaurant(user, menu.restaurantId);
    await this.dataSource.getRepository(MenuEntity).delete({ id: menuId });
    return menuId;
  }

  /** The menus of a restaurant, oldest first; unknown ids → []. */
  list(restaurantId: string): Promise<MenuEntity[]> {
    if (!isUuid(restaurantId)) return Promise.resolve([]);
    return this.dataSource.getRepository(MenuEntity).find({
      where: { restaurantId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /**
   * The menu's dishes that `viewer` may see (as `Restaurant.dishes`: the public ACTIVE ones, the
   * owner and admins all but ARCHIVED), in the menu's order.
   */
  async dishesOf(menu: MenuEntity, viewer: AuthUser | null | undefined): Promise<DishEntity[]> {
    const restaurant = await this.dataSource
      .getRepository(RestaurantEntity)
      .findOneBy({ id: menu.restaurantId });
    if (!restaurant) return [];
    const visible = new Map((await this.dishes.list(restaurant, viewer)).map((d) => [d.id, d]));
    return menu.dishIds.flatMap((id) => visible.get(id) ?? []);
  }

  private byId(menuId: string): Promise<MenuEntity | null> {
    if (!isUuid(menuId)) return Promise.resolve(null);
    return this.dataSource.getRepository(MenuEntity).findOneBy({ id: menuId });
  }
}
