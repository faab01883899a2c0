import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A restaurant's menu: a name and its dish ids, in the chef's order. */
@Entity({ name: 'menus' })
export class MenuEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'restaurant_id' }) restaurantId!: string;
  @Column('text') name!: string;
  @Column('uuid', { name: 'dish_ids', array: true }) dishIds!: string[];
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
