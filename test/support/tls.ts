/**
 * Throw-away TLS material for tests of encrypted connections (Redis, Kafka): a CA and a server
 * certificate it signed for 127.0.0.1 only (no 'localhost', so a client that checks the host
 * name refuses `localhost`), made with the openssl command line.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Paths of the PEM files `makeTestCertificates` wrote. */
export interface TestCertificates {
  /** The CA's certificate (what clients trust). */
  ca: string;
  /** The server's certificate (SAN IP:127.0.0.1). */
  cert: string;
  /** The server's unencrypted PKCS#8 private key. */
  key: string;
  /** Key and certificate in one file (a Kafka PEM keystore). */
  keyAndCert: string;
}

/**
 * Writes a fresh EC P-256 CA and server certificate (valid one day) into `dir`, file names
 * prefixed with `prefix`.
 * @throws Error with openssl's output when openssl is missing or fails.
 */
export function makeTestCertificates(dir: string, prefix = ''): TestCertificates {
  const run = (...args: string[]) => {
    const r = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`openssl ${args.join(' ')}: ${r.error ?? r.stderr}`);
  };
  const f = (name: string) => join(dir, `${prefix}${name}`);
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  run(
    'req',
    '-x509',
    ...ec,
    '-keyout',
    f('ca.key'),
    '-out',
    f('ca.crt'),
    '-days',
    '1',
    '-subj',
    `/CN=${prefix}Hearth test CA`,
  );
  run('req', ...ec, '-keyout', f('server.key'), '-out', f('server.csr'), '-subj', '/CN=127.0.0.1');
  writeFileSync(f('san.ext'), 'subjectAltName=IP:127.0.0.1\n');
  run(
    'x509',
    '-req',
    '-in',
    f('server.csr'),
    '-CA',
    f('ca.crt'),
    '-CAkey',
    f('ca.key'),
    '-CAcreateserial',
    '-out',
    f('server.crt'),
    '-days',
    '1',
    '-extfile',
    f('san.ext'),
  );
  writeFileSync(
    f('server.pem'),
    readFileSync(f('server.key'), 'utf8') + readFileSync(f('server.crt'), 'utf8'),
  );
  return {
    ca: f('ca.crt'),
    cert: f('server.crt'),
    key: f('server.key'),
    keyAndCert: f('server.pem'),
  };
}
