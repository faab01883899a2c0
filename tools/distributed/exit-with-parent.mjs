/**
 * Preloaded into every process start:distributed spawns (`node --import <this file> …`): when the
 * process that started it is gone (killed without stopping its children: a SIGKILL, a Jest worker
 * ended by a timeout), the process is re-parented, and this sends itself SIGTERM — the service
 * shuts down as on a stop — instead of living on, holding its port and the CPU. Checked every
 * second; the timer never keeps the process alive by itself.
 */
import { setInterval } from 'node:timers';

const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 1_000).unref();
