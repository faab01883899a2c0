import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Role, UserStatus } from '@hearth/contracts';

/** A Hearth account: e-mail, first and last name, optional phone, role and status. */
@Entity({ name: 'users' })
export class UserEntity {
  /** UUID. */
  @PrimaryColumn('uuid') id!: string;
  /** Normalised (trimmed, lower-case) e-mail; unique. */
  @Column('text', { unique: true }) email!: string;
  /** argon2id hash (PHC string). Never leaves this service. */
  @Column('text', { name: 'password_hash' }) passwordHash!: string;
  @Column('text', { name: 'first_name' }) firstName!: string;
  @Column('text', { name: 'last_name' }) lastName!: string;
  /** Optional phone as typed after the fixed +1 (docs/rules/validation.md#accounts); null = none. */
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('text') role!: Role;
  /** Chefs start INITIAL (docs/rules/accounts-and-admin.md#chef-status); guests, admins ACTIVE. */
  @Column('text') status!: UserStatus;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
