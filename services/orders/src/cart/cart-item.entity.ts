import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One dish line in a guest's cart (SPEC §3 Cart item: `gid` → guestId, `did` → dishId,
 * `session_tracker_id` → occurrenceId, `qty` → quantity). One line per (guest, occurrence, dish).
 */
@Entity({ name: 'cart_items' })
@Index('cart_items_guest_idx', ['guestId'])
export class CartItemEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'guest_id' }) guestId!: string;
  @Column('uuid', { name: 'dish_id' }) dishId!: string;
  @Column('uuid', { name: 'occurrence_id' }) occurrenceId!: string;
  @Column('int') quantity!: number;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
