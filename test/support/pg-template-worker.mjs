// Worker thread of test/support/pg-template.mjs: runs one service's migrations (and the events
// library's, as `typeOrmOptions` lists them) into the template database, then reports.
import 'reflect-metadata';
import { parentPort, workerData } from 'node:worker_threads';
import { DataSource } from 'typeorm';
import { ensureSchema, typeOrmOptions } from '@hearth/nest-common';

const { service, databaseUrl } = workerData;
try {
  const mod = await import(`@hearth/${service}-service`);
  const def = mod.default();
  await ensureSchema(databaseUrl, service);
  const options = typeOrmOptions(
    { databaseUrl, dbSchema: service, isProduction: false },
    def.entities,
    def.migrations,
  );
  const dataSource = new DataSource({ ...options, logging: ['error'] });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
  parentPort.postMessage({ ok: true });
} catch (err) {
  parentPort.postMessage({ ok: false, error: String(err?.stack ?? err) });
}
