import pg from 'pg';
import type { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { OutboxParking1769000000000, EVENTS_ENTITIES } from '@hearth/events';
import type { ServiceConfig } from './config.js';

/** A TypeORM entity or migration class. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own option type is `Function`
export type ClassRef = Function;

/**
 * Creates the service's PostgreSQL schema if it does not exist yet (TypeORM needs it before it can
 * create its `migrations` table there). Idempotent; safe with concurrent starts. A schema that
 * exists is left alone without asking for the database's CREATE right, which a service's own
 * role does not have (its schema is made for it, docs/rules/secrets.md#one-database-role-per-service).
 */
export async function ensureSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found = await client.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [schema]);
    if (found.rowCount) return;
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  } catch (err) {
    // Two processes racing on CREATE SCHEMA IF NOT EXISTS can still collide on the catalog.
    if ((err as { code?: string }).code !== '23505') throw err;
  } finally {
    await client.end();
  }
}

/**
 * TypeORM options of one service: its own schema (also the connection's `search_path`, so raw
 * SQL in migrations stays unqualified), the outbox/inbox entities, migrations run at start-up,
 * never `synchronize`. `schemaOnly` builds the options without connecting (SDL extraction).
 */
export function typeOrmOptions(
  config: ServiceConfig,
  entities: ClassRef[],
  migrations: ClassRef[],
  schemaOnly = false,
): TypeOrmModuleOptions {
  return {
    type: 'postgres',
    url: config.databaseUrl,
    schema: config.dbSchema,
    entities: [...entities, ...EVENTS_ENTITIES],
    // The events library's own schema changes run after the service's (e.g. outbox parking).
    migrations: [...migrations, OutboxParking1769000000000],
    migrationsRun: !schemaOnly,
    migrationsTransactionMode: 'each',
    synchronize: false,
    manualInitialization: schemaOnly,
    retryAttempts: config.isProduction ? 10 : 2,
    retryDelay: 1_000,
    extra: { options: `-c search_path=${config.dbSchema}`, max: 10 },
    logging: ['error', 'warn', 'migration'],
  };
}
