import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { BankAccountType } from '@hearth/contracts';

/**
 * A chef's payout account (docs/rules/accounts-and-admin.md#bank-details), one row per chef. The
 * account number is never stored in clear: `accountNumberEnc` is AES-256-GCM (iv ‖ tag ‖
 * ciphertext, see `BankDetailsCipher`); only `accountNumberLast4` is ever shown.
 */
@Entity({ name: 'bank_details' })
export class BankDetailsEntity {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('text', { name: 'account_name' }) accountName!: string;
  @Column('text', { name: 'institution_number' }) institutionNumber!: string;
  @Column('text', { name: 'transit_number' }) transitNumber!: string;
  @Column('text', { name: 'account_type' }) accountType!: BankAccountType;
  @Column('bytea', { name: 'account_number_enc' }) accountNumberEnc!: Buffer;
  @Column('text', { name: 'account_number_last4' }) accountNumberLast4!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
