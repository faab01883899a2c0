/**
 * A PostgreSQL wire-protocol relay that records the statements the services run, so the bench
 * can EXPLAIN ANALYZE exactly what a scenario ran (its SQL and parameter values), whatever the
 * service. It runs in its own worker thread (not on the gateway's event loop) and forwards bytes
 * unchanged; only while capturing does it parse the client's messages: each extended-protocol
 * Bind (with its Parse's text and the parameters, text format) and each simple Query, with the
 * connection's `search_path` from its start-up `options` (`-c search_path=<schema>`).
 *
 *   const relay = await startSqlCapture('postgres://postgres@127.0.0.1:5432/db');
 *   relay.url                  // the same database through the relay
 *   relay.start(); …; await relay.stop() → [{ query, parameters, searchPath }]
 *   await relay.close()
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import net from 'node:net';

/** Starts the relay in front of `databaseUrl`; resolves when it listens. */
export async function startSqlCapture(databaseUrl) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { databaseUrl } });
  const port = await new Promise((resolve, reject) => {
    worker.once('message', (m) => resolve(m.port));
    worker.once('error', reject);
  });
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const ask = (type) =>
    new Promise((resolve) => {
      worker.once('message', resolve);
      worker.postMessage({ type });
    });
  return {
    url: url.toString(),
    start: () => ask('start'),
    stop: async () => (await ask('stop')).captured,
    close: () => worker.terminate(),
  };
}

const SKIP =
  /^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|START TRANSACTION|SET |SHOW |SELECT 1\b)/i;

/** Relay body (worker thread). */
function relay() {
  const target = new URL(workerData.databaseUrl);
  let capturing = false;
  let captured = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    upstream.pipe(client);
    let buffer = Buffer.alloc(0);
    let started = false;
    let searchPath;
    const statements = new Map(); // prepared statement name → text
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return;
          const len = buffer.readInt32BE(0);
          if (buffer.length < len) return;
          const code = buffer.readInt32BE(4);
          if (code === 196608) {
            const parts = buffer.subarray(8, len).toString('utf8').split('\0');
            for (let i = 0; i + 1 < parts.length; i += 2)
              if (parts[i] === 'options') searchPath = /search_path=(\S+)/.exec(parts[i + 1])?.[1];
            started = true;
          }
          buffer = buffer.subarray(len);
          continue;
        }
        if (buffer.length < 5) return;
        const len = buffer.readInt32BE(1);
        if (buffer.length < len + 1) return;
        const type = String.fromCharCode(buffer[0]);
        const body = buffer.subarray(5, len + 1);
        buffer = buffer.subarray(len + 1);
        if (type === 'P') {
          const nameEnd = body.indexOf(0);
          const queryEnd = body.indexOf(0, nameEnd + 1);
          statements.set(
            body.subarray(0, nameEnd).toString(),
            body.subarray(nameEnd + 1, queryEnd).toString('utf8'),
          );
        } else if (capturing && type === 'B') {
          let at = body.indexOf(0) + 1; // after the portal name
          const stmtEnd = body.indexOf(0, at);
          const query = statements.get(body.subarray(at, stmtEnd).toString());
          at = stmtEnd + 1;
          const formats = body.readInt16BE(at);
          const binary = Array.from({ length: formats }, (_, i) =>
            body.readInt16BE(at + 2 + 2 * i),
          );
          at += 2 + 2 * formats;
          const count = body.readInt16BE(at);
          at += 2;
          const parameters = [];
          for (let i = 0; i < count; i++) {
            const n = body.readInt32BE(at);
            at += 4;
            if (n < 0) parameters.push(null);
            else {
              const isBinary = (formats === 1 ? binary[0] : binary[i]) === 1;
              parameters.push(
                isBinary
                  ? body.subarray(at, at + n).toString('hex')
                  : body.subarray(at, at + n).toString('utf8'),
              );
              at += n;
            }
          }
          if (query && !SKIP.test(query)) captured.push({ query, parameters, searchPath });
        } else if (capturing && type === 'Q') {
          const query = body.subarray(0, body.indexOf(0)).toString('utf8');
          if (!SKIP.test(query)) captured.push({ query, parameters: [], searchPath });
        }
      }
    });
    client.on('end', () => upstream.end());
  });
  server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
  parentPort.on('message', ({ type }) => {
    if (type === 'start') {
      captured = [];
      capturing = true;
      parentPort.postMessage({});
    } else if (type === 'stop') {
      capturing = false;
      parentPort.postMessage({ captured });
      captured = [];
    }
  });
}

if (!isMainThread && workerData?.databaseUrl) relay();
