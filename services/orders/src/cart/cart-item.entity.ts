import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One dish line in a guest's cart (SPEC §3 Cart item: `gid` → guestId, `did` → dishId, `qty` → quantity). */
@Entity({ name: 'cart_items' })
@Index('cart_items_guest_idx', ['guestId'])
export class CartItemEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'guest_id' }) guestId!: string;
  @Column('uuid', { name: 'dish_id' }) dishId!: string;
  @Column('int') quantity!: number;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
