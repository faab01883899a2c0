import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Numeric columns PostgreSQL returns as text (bigint) read as numbers. */
const bigintAsNumber = { to: (v: number) => v, from: (v: string | number) => Number(v) };

/**
 * A partner's API key. The full key (`hpk_<keyId>_<secret>`) is shown once and never stored:
 * only its SHA-256 is (`secretSha256`). Revoked keys stay (their usage is history).
 */
@Entity({ name: 'partner_keys' })
export class PartnerKeyEntity {
  @PrimaryColumn('uuid') id!: string;
  /** 12 hex characters, visible in the key and in the admin list. */
  @Column('text', { name: 'key_id' }) keyId!: string;
  /** Whose key it is, e.g. 'Acme Deliveries — production'. */
  @Column('text') name!: string;
  /** SHA-256 of the whole key string (32 bytes). */
  @Column('bytea', { name: 'secret_sha256', select: false }) secretSha256!: Buffer;
  /** Requests per minute the gateway lets through (1–10,000). */
  @Column('int', { name: 'requests_per_minute' }) requestsPerMinute!: number;
  /** Only the gateway's trusted documents may run with this key. */
  @Column('boolean', { name: 'trusted_documents_only' }) trustedDocumentsOnly!: boolean;
  /** Requests the gateway let through (reported every few seconds). */
  @Column('bigint', { name: 'request_count', transformer: bigintAsNumber }) requestCount!: number;
  /** Requests the gateway refused for this key (limit spent, document not trusted). */
  @Column('bigint', { name: 'refused_count', transformer: bigintAsNumber }) refusedCount!: number;
  @Column('timestamptz', { name: 'last_used_at', nullable: true }) lastUsedAt!: Date | null;
  /** The admin who created it. */
  @Column('uuid', { name: 'created_by' }) createdBy!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  /** When the secret was last replaced; null if never. */
  @Column('timestamptz', { name: 'rotated_at', nullable: true }) rotatedAt!: Date | null;
  /** When it stopped working for good; null while active. */
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt!: Date | null;
}
