import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One refresh token. Tokens rotate: each use marks the row used and issues a successor in the same
 * family; presenting a used token again revokes the whole family (theft detection).
 * Only the SHA-256 of the token is stored.
 */
@Entity({ name: 'refresh_tokens' })
export class RefreshTokenEntity {
  @PrimaryColumn('uuid') id!: string;
  @Index() @Column('uuid', { name: 'user_id' }) userId!: string;
  @Index() @Column('uuid', { name: 'family_id' }) familyId!: string;
  @Column('text', { name: 'token_hash', unique: true }) tokenHash!: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
