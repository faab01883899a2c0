// deploy/nginx.conf run by a real nginx binary (Debian: apt-get install nginx-light), for tests:
// the config is copied with only the addresses and paths swapped (listen on a loopback port, the
// upstreams gateway:4000 and orders:4004 -> the caller's servers, html root/pid/temp in a temp
// dir), checked with `nginx -t` and started in the foreground.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

/** The nginx binary on this machine, or null when none is installed (tests then skip). */
export const nginxBin: string | null =
  ['nginx', '/usr/sbin/nginx'].find((b) => spawnSync(b, ['-v']).status === 0) ?? null;

/** A free TCP port on 127.0.0.1 (free when asked; the caller binds it next). */
export const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => ok(port));
    });
  });

/** A running copy of deploy/nginx.conf: its base URL, its directory, and how to stop it. */
export interface RunningNginx {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  /** The temp directory holding the config, `html/` (the served root) and nginx's temp files. */
  dir: string;
  /** The swapped config nginx runs. */
  conf: string;
  stop(): Promise<void>;
}

/**
 * Starts deploy/nginx.conf with its upstreams pointing at `upstreams` (ports on 127.0.0.1; an
 * upstream not given points at a closed port) and `files` (path under the root → content) served
 * from a fresh root. Resolves once `/health/live` answers.
 * @throws Error when no nginx is installed, `nginx -t` rejects the config or nginx does not start.
 */
export async function startNginx(
  upstreams: { gateway?: number; orders?: number },
  files: Record<string, string | Buffer> = {},
): Promise<RunningNginx> {
  if (!nginxBin) throw new Error('no nginx binary');
  const dir = mkdtempSync(join(tmpdir(), 'hearth-nginx-'));
  chmodSync(dir, 0o755); // nginx workers run as an unprivileged user
  const html = join(dir, 'html');
  mkdirSync(html);
  mkdirSync(join(dir, 'tmp'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(html, path, '..'), { recursive: true });
    writeFileSync(join(html, path), content);
  }
  const closed = await freePort();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const conf = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('/tmp/', `${dir}/tmp/`) // pid and temp paths (first: dir itself is under /tmp)
    .replace('server gateway:4000;', `server 127.0.0.1:${upstreams.gateway ?? closed};`)
    .replace('server orders:4004;', `server 127.0.0.1:${upstreams.orders ?? closed};`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('root /usr/share/nginx/html;', `root ${html};`)
    .replace('worker_processes auto;', 'worker_processes 1;');
  for (const host of ['gateway:4000', 'orders:4004'])
    if (conf.includes(host)) throw new Error(`${host} was not swapped in deploy/nginx.conf`);
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const t = spawnSync(nginxBin, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (!t.stderr.includes('syntax is ok')) throw new Error(`nginx -t: ${t.stderr}`);
  const nginx: ChildProcess = spawn(
    nginxBin,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((ok) => nginx.once('exit', ok));
      nginx.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/health/live`)).ok) return { base, dir, conf, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((ok) => setTimeout(ok, 50));
  }
  await stop();
  throw new Error('nginx did not start');
}
