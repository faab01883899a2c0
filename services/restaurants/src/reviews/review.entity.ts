import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A guest's review of a restaurant for one order: stars and a description. One per order; stars
 * are whole, 1–5 (docs/rules/catalogue.md#reviews).
 */
@Entity({ name: 'reviews' })
export class ReviewEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'restaurant_id' }) restaurantId!: string;
  @Column('uuid', { name: 'order_id' }) orderId!: string;
  @Column('uuid', { name: 'guest_user_id' }) guestUserId!: string;
  /** 1–5. */
  @Column('smallint') stars!: number;
  /** Up to 1000 characters; '' when the guest wrote nothing. */
  @Column('text') description!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
