import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { JWK } from 'jose';

/** An ES256 key pair for access tokens. The newest un-retired key signs; all un-retired verify. */
@Entity({ name: 'signing_keys' })
export class SigningKeyEntity {
  @PrimaryColumn('text') kid!: string;
  @Column('jsonb', { name: 'public_jwk' }) publicJwk!: JWK;
  @Column('jsonb', { name: 'private_jwk' }) privateJwk!: JWK;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'retired_at', nullable: true }) retiredAt!: Date | null;
}
