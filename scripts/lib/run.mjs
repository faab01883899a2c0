import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Repository root (absolute, with a trailing slash). */
export const root = fileURLToPath(new URL('../../', import.meta.url));

/** Runs `command args…` in the repo root with inherited stdio; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
