import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A secret admin made for itself, e.g. the unsubscribe-link key when none is configured. */
@Entity({ name: 'secrets' })
export class SecretEntity {
  @PrimaryColumn('text') name!: string;
  @Column('bytea') value!: Buffer;
}
