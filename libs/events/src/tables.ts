import type { EntityManager, QueryRunner } from 'typeorm';

/** Name of the outbox table (unqualified). */
export const OUTBOX_TABLE = 'outbox';
/** Name of the inbox table (unqualified). */
export const INBOX_TABLE = 'inbox';

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * The SQL name of `table` for `manager`'s DataSource: `"schema"."table"` when the DataSource has a
 * `schema` option (the entities are then mapped there too), else the unqualified `"table"`
 * (resolved through the connection's `search_path`).
 */
export function qualifiedTable(manager: EntityManager, table: string): string {
  const schema = (manager.connection.options as { schema?: string }).schema;
  return schema ? `${quote(schema)}.${quote(table)}` : quote(table);
}

function tableName(queryRunner: QueryRunner, table: string, schema: string | undefined): string {
  const s = schema ?? (queryRunner.connection.options as { schema?: string }).schema;
  return s ? `${quote(s)}.${quote(table)}` : quote(table);
}

/**
 * Creates the `outbox` and `inbox` tables and the outbox index. Call it from a service's first
 * TypeORM migration: `await createEventTables(queryRunner)`.
 *
 * Tables go in `schema` if given, else in the DataSource's `schema` option if set (where the
 * entities look for them), else unqualified (the connection's `search_path`). The schema must
 * exist. The DDL matches `OutboxMessageEntity`/`InboxMessageEntity`, so `migration:generate` finds
 * nothing to change.
 */
export async function createEventTables(queryRunner: QueryRunner, schema?: string): Promise<void> {
  const outbox = tableName(queryRunner, OUTBOX_TABLE, schema);
  const inbox = tableName(queryRunner, INBOX_TABLE, schema);
  await queryRunner.query(`CREATE TABLE ${outbox} (
    "id" uuid NOT NULL,
    "position" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    "topic" text NOT NULL,
    "eventType" text NOT NULL,
    "aggregateId" text NOT NULL,
    "envelope" jsonb NOT NULL,
    "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
    "publishedAt" TIMESTAMP WITH TIME ZONE,
    "attempts" integer NOT NULL DEFAULT 0,
    "lastError" text,
    "parkedAt" TIMESTAMP WITH TIME ZONE,
    CONSTRAINT "PK_outbox" PRIMARY KEY ("id")
  )`);
  await queryRunner.query(
    `CREATE INDEX "IDX_outbox_unpublished" ON ${outbox} ("publishedAt", "createdAt")`,
  );
  await queryRunner.query(`CREATE TABLE ${inbox} (
    "consumer" text NOT NULL,
    "eventId" uuid NOT NULL,
    "eventType" text NOT NULL,
    "receivedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
    CONSTRAINT "PK_inbox" PRIMARY KEY ("consumer", "eventId")
  )`);
}

/**
 * Adds the outbox's `parkedAt` column to services whose outbox predates it. Every subgraph runs it
 * after its own migrations (nest-common adds it to the list); a no-op where the column exists.
 */
export class OutboxParking1769000000000 {
  name = 'OutboxParking1769000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const outbox = tableName(queryRunner, OUTBOX_TABLE, undefined);
    await queryRunner.query(
      `ALTER TABLE ${outbox} ADD COLUMN IF NOT EXISTS "parkedAt" TIMESTAMP WITH TIME ZONE`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const outbox = tableName(queryRunner, OUTBOX_TABLE, undefined);
    await queryRunner.query(`ALTER TABLE ${outbox} DROP COLUMN IF EXISTS "parkedAt"`);
  }
}

/** Drops what `createEventTables` created (the migration's `down`). Same `schema` rule. */
export async function dropEventTables(queryRunner: QueryRunner, schema?: string): Promise<void> {
  await queryRunner.query(`DROP TABLE ${tableName(queryRunner, INBOX_TABLE, schema)}`);
  await queryRunner.query(`DROP TABLE ${tableName(queryRunner, OUTBOX_TABLE, schema)}`);
}
