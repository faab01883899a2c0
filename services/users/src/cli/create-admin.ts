import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { emailSchema, passwordSchema, toFieldErrors } from '@hearth/contracts';
import { loadServiceConfig, typeOrmOptions, ensureSchema } from '@hearth/nest-common';
import { registerUser } from '../identity/register-user.js';
import { usersSubgraph } from '../subgraph.js';

/** Options of `createAdmin`. */
export interface CreateAdminOptions {
  databaseUrl: string;
  email: string;
  /** Omit to generate a strong one (returned, shown once). */
  password?: string;
  firstName?: string;
  lastName?: string;
  /** PostgreSQL schema of the users service (default `users`). */
  dbSchema?: string;
}

/**
 * Creates an Admin account (status ACTIVE) with its `UserRegistered` event in the users schema,
 * applying pending migrations first. The event waits in the outbox until the users service's
 * relay publishes it. Throws an Error with a user-facing message on bad input or a taken e-mail.
 */
export async function createAdmin(
  options: CreateAdminOptions,
): Promise<{ id: string; email: string; password: string; generated: boolean }> {
  const email = emailSchema.safeParse(options.email);
  if (!email.success) throw new Error(toFieldErrors(email.error)[0]!.message);
  const generated = !options.password;
  const password = options.password ?? `${randomBytes(12).toString('base64url')}7a`;
  const pw = passwordSchema.safeParse(password);
  if (!pw.success) throw new Error(toFieldErrors(pw.error)[0]!.message);

  const def = usersSubgraph();
  const config = loadServiceConfig('users', {
    databaseUrl: options.databaseUrl,
    ...(options.dbSchema ? { dbSchema: options.dbSchema } : {}),
  });
  await ensureSchema(config.databaseUrl, config.dbSchema);
  const dataSource = new DataSource(
    typeOrmOptions(config, def.entities, def.migrations) as DataSourceOptions,
  );
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    const user = await registerUser(dataSource, {
      email: email.data,
      password,
      firstName: options.firstName ?? 'Hearth',
      lastName: options.lastName ?? 'Admin',
      role: 'ADMIN',
      status: 'ACTIVE',
    });
    if (!user) throw new Error(`An account with the e-mail ${email.data} already exists.`);
    return { id: user.id, email: user.email, password, generated };
  } finally {
    await dataSource.destroy();
  }
}
