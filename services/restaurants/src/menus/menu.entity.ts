import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A restaurant's menu (SPEC §3 Menu: `menu_name` → name, `dishes` → dishIds, in the chef's order). */
@Entity({ name: 'menus' })
export class MenuEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'restaurant_id' }) restaurantId!: string;
  @Column('text') name!: string;
  @Column('uuid', { name: 'dish_ids', array: true }) dishIds!: string[];
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
