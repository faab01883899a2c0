import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Restaurants' view of a chef (ADR 0005 `chef_standing`), fed by `users` events: `isActive` by
 * `ChefApproved` (true) / `ChefRejected` (false), `hasBankDetails` by `BankDetailsAdded`. A chef
 * with no row is neither. Drives public visibility (docs/rules/catalogue.md#visibility).
 */
@Entity({ name: 'chef_standing' })
export class ChefStandingEntity {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('boolean', { name: 'is_active', default: false }) isActive!: boolean;
  @Column('boolean', { name: 'has_bank_details', default: false }) hasBankDetails!: boolean;
  /** `occurredAt` of the last status event applied (a late, older one is ignored). */
  @Column('timestamptz', { name: 'status_changed_at', nullable: true })
  statusChangedAt!: Date | null;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}

/** What the visibility rule needs to know about a chef. */
export interface ChefStanding {
  isActive: boolean;
  hasBankDetails: boolean;
}

/** The standing of a chef with no row yet (no event seen). */
export const NO_STANDING: ChefStanding = { isActive: false, hasBankDetails: false };
