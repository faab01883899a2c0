import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A dish's status in the `restaurant_dishes` projection; DELETED is a tombstone. */
export type RestaurantDishStatus = 'ACTIVE' | 'INACTIVE' | 'ARCHIVED' | 'DELETED';

/**
 * Sessions' view of a restaurant's dish (ADR 0005), from `DishChanged` / `DishDeleted` v1: which
 * restaurant it belongs to, its name and portion size text, and its status. Only ACTIVE dishes can
 * be added to a cooking session.
 */
@Entity({ name: 'restaurant_dishes' })
export class RestaurantDishEntity {
  @PrimaryColumn('uuid', { name: 'dish_id' }) dishId!: string;
  @Column('uuid', { name: 'restaurant_id' }) restaurantId!: string;
  @Column('text') name!: string;
  @Column('text', { name: 'portion_size' }) portionSize!: string;
  @Column('text') status!: RestaurantDishStatus;
  /** `occurredAt` of the last event applied; an older event is ignored. */
  @Column('timestamptz', { name: 'changed_at' }) changedAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
