import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One e-mailed password-reset link. Only the SHA-256 of its token is stored; the link works once
 * (`usedAt` set when it is used, or when the password changes otherwise) and until `expiresAt`,
 * 30 minutes after it was asked for (docs/rules/accounts-and-admin.md#passwords).
 */
@Entity({ name: 'password_reset_tokens' })
export class PasswordResetTokenEntity {
  @PrimaryColumn('uuid') id!: string;
  @Index() @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text', { name: 'token_hash', unique: true }) tokenHash!: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
