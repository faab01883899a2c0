// k8s/: every YAML parses; every manifest validates against the Kubernetes schema of its
// apiVersion/kind (kubernetes-models, offline, strict about unknown fields); every overlay's
// kustomize build resolves (test resolver in lib/kustomize.ts, and `kubectl kustomize` when
// installed); every Deployment has probes on the health paths, resources, an HPA and a Service;
// the NetworkPolicies allow exactly the expected connections (lib/network-policy.ts); the apps get
// only environment variables their code reads.
import { GATEWAY_PORT, SERVICE_PORTS } from '@hearth/platform';
import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';
import {
  InsecureConnectionError,
  kafkaConnectionFromEnv,
  linkSealingPublicKeyOf,
} from '@hearth/events';
import { redisClientOptions } from '@hearth/nest-common';
import { codeReadsEnv } from './lib/app-env.js';
import { build, readYamlDocs, type K8sObject } from './lib/kustomize.js';
import { validateK8s } from './lib/k8s-schema.js';
import { defaultDenyIngress, egressEdges, ingressEdges } from './lib/network-policy.js';
import { paymentsStartupProblems } from '../../services/orders/src/payments/payments-mode.js';
import { payoutRecipientProblems } from '../../services/users/src/bank-details/wise-recipients.client.js';

const ROOT = resolve(import.meta.dirname, '../..');
const K8S = join(ROOT, 'k8s');
const OVERLAYS = ['dev', 'prod'];
const APPS: Record<string, number> = { ...SERVICE_PORTS, gateway: GATEWAY_PORT, web: 8080 };
const SUBGRAPHS = Object.keys(APPS).filter((a) => a !== 'gateway' && a !== 'web');
/** The ingress controller's pods as a NetworkPolicy peer (ingress-nginx, class nginx). */
const INGRESS_CONTROLLER =
  'ns(kubernetes.io/metadata.name=ingress-nginx)/pods(app.kubernetes.io/name=ingress-nginx)';

/** orders' payment keys in prod: `<variable>=<Secret>:<key>` (patches/orders-payments-prod.yaml). */
const ORDERS_PAYMENT_MOUNTS = {
  STRIPE_SECRET_KEY_FILE: 'STRIPE_SECRET_KEY_FILE=orders-payments:stripe-secret-key',
  STRIPE_PUBLISHABLE_KEY_FILE: 'STRIPE_PUBLISHABLE_KEY_FILE=orders-payments:stripe-publishable-key',
  STRIPE_WEBHOOK_SECRET_FILE: 'STRIPE_WEBHOOK_SECRET_FILE=orders-payments:stripe-webhook-secret',
  WISE_API_TOKEN_FILE: 'WISE_API_TOKEN_FILE=orders-payments:wise-api-token',
  WISE_PROFILE_ID_FILE: 'WISE_PROFILE_ID_FILE=orders-payments:wise-profile-id',
};

/** users' Wise keys in prod, the same Secret's two Wise files (patches/users-payouts-prod.yaml). */
const USERS_PAYOUT_MOUNTS = [
  ORDERS_PAYMENT_MOUNTS.WISE_API_TOKEN_FILE,
  ORDERS_PAYMENT_MOUNTS.WISE_PROFILE_ID_FILE,
];

const yamlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? yamlFiles(join(dir, d.name))
      : /\.ya?ml$/.test(d.name)
        ? [join(dir, d.name)]
        : [],
  );

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const builds: Record<string, ReturnType<typeof build>> = {};
/** Built objects as loosely typed JSON, for reading nested fields in assertions. */
const objsOf = (name: string) => buildOf(name).objects as Obj[];
const buildOf = (name: string) =>
  (builds[name] ??= build(name === 'base' ? join(K8S, 'base') : join(K8S, 'overlays', name)));

/** Deployment/HPA/Service/probe rules; returns human-readable problems. */
export function checkWorkloads(objects: K8sObject[], opts: { secretsInBuild: boolean }): string[] {
  const problems: string[] = [];
  const find = (kind: string, name: string) =>
    objects.find((o) => o.kind === kind && o.metadata.name === name) as Obj | undefined;
  const deployments = objects.filter(
    (o) =>
      o.kind === 'Deployment' && o.metadata.labels?.['app.kubernetes.io/component'] !== 'infra',
  ) as Obj[];
  for (const d of deployments) {
    const n = d.metadata.name;
    const pod = d.spec.template.spec;
    if (pod.securityContext?.runAsNonRoot !== true)
      problems.push(`${n}: pod securityContext.runAsNonRoot is not true`);
    if (!(pod.terminationGracePeriodSeconds >= 30))
      problems.push(`${n}: terminationGracePeriodSeconds < 30`);
    for (const c of pod.containers) {
      const ports = new Map<string | number, number>(
        (c.ports ?? []).flatMap((p: Obj) => [
          [p.name, p.containerPort],
          [p.containerPort, p.containerPort],
        ]),
      );
      for (const [probe, path] of [
        ['readinessProbe', '/health/ready'],
        ['livenessProbe', '/health/live'],
      ]) {
        const p = c[probe];
        if (p?.httpGet?.path !== path) problems.push(`${n}/${c.name}: ${probe} is not GET ${path}`);
        else if (!ports.has(p.httpGet.port))
          problems.push(`${n}/${c.name}: ${probe} port ${p.httpGet.port} is not a container port`);
      }
      for (const kind of ['requests', 'limits']) {
        if (!c.resources?.[kind]?.cpu || !c.resources?.[kind]?.memory)
          problems.push(`${n}/${c.name}: resources.${kind} needs cpu and memory`);
      }
      if (c.securityContext?.allowPrivilegeEscalation !== false)
        problems.push(`${n}/${c.name}: allowPrivilegeEscalation is not false`);
      for (const ref of c.envFrom ?? []) {
        const cm = ref.configMapRef?.name;
        const sec = ref.secretRef?.name;
        if (cm && !find('ConfigMap', cm))
          problems.push(`${n}: envFrom ConfigMap ${cm} is not in the build`);
        if (sec && opts.secretsInBuild && !find('Secret', sec) && !ref.secretRef.optional)
          problems.push(`${n}: envFrom Secret ${sec} is not in the build`);
      }
      for (const v of pod.volumes ?? []) {
        if (v.configMap && !find('ConfigMap', v.configMap.name))
          problems.push(`${n}: volume ConfigMap ${v.configMap.name} is not in the build`);
      }
    }
    const hpa = find('HorizontalPodAutoscaler', n);
    if (!hpa) problems.push(`${n}: no HorizontalPodAutoscaler named ${n}`);
    else {
      const ref = hpa.spec.scaleTargetRef;
      if (ref.kind !== 'Deployment' || ref.name !== n || ref.apiVersion !== 'apps/v1')
        problems.push(`${n}: HPA does not target Deployment ${n}`);
      const cpu = (hpa.spec.metrics ?? []).find(
        (m: Obj) => m.type === 'Resource' && m.resource?.name === 'cpu',
      );
      if (cpu?.resource?.target?.averageUtilization !== 70)
        problems.push(`${n}: HPA CPU target is not 70%`);
      if (!(hpa.spec.minReplicas >= 1 && hpa.spec.maxReplicas >= hpa.spec.minReplicas))
        problems.push(`${n}: HPA min/max replicas inconsistent`);
      if (d.spec.replicas !== undefined && d.spec.replicas !== hpa.spec.minReplicas)
        problems.push(
          `${n}: spec.replicas ${d.spec.replicas} differs from HPA minReplicas ${hpa.spec.minReplicas}`,
        );
    }
    const svc = find('Service', n);
    if (!svc) problems.push(`${n}: no Service named ${n}`);
    else {
      const labels = d.spec.template.metadata.labels ?? {};
      const sel = svc.spec.selector ?? {};
      if (!Object.keys(sel).length || !Object.entries(sel).every(([k, v]) => labels[k] === v))
        problems.push(`${n}: Service selector does not select the pods`);
      if (!Object.entries(d.spec.selector.matchLabels).every(([k, v]) => labels[k] === v))
        problems.push(`${n}: Deployment selector does not match its template`);
      const portNames = new Set(
        pod.containers.flatMap((c: Obj) =>
          (c.ports ?? []).flatMap((p: Obj) => [p.name, p.containerPort]),
        ),
      );
      for (const p of svc.spec.ports)
        if (!portNames.has(p.targetPort))
          problems.push(`${n}: Service targetPort ${p.targetPort} is no container port`);
    }
  }
  return problems;
}

describe('k8s/ YAML files', () => {
  const files = yamlFiles(K8S);

  test('there are manifests for base and both overlays', () => {
    expect(files.some((f) => f.endsWith('base/kustomization.yaml'))).toBe(true);
    for (const o of OVERLAYS)
      expect(files.some((f) => f.endsWith(`overlays/${o}/kustomization.yaml`))).toBe(true);
  });

  test.each(files.map((f) => [relative(ROOT, f)]))('%s parses as YAML', (f) => {
    for (const doc of parseAllDocuments(readFileSync(join(ROOT, f), 'utf8')))
      expect(doc.errors.map((e) => e.message)).toEqual([]);
  });

  test('every YAML file is used by some kustomization (no orphans)', () => {
    const used = new Set<string>();
    for (const name of ['base', ...OVERLAYS]) for (const f of buildOf(name).files) used.add(f);
    expect(files.filter((f) => !used.has(f)).map((f) => relative(ROOT, f))).toEqual([]);
  });

  test('every resource file validates against the Kubernetes schema of its apiVersion/kind', async () => {
    const patchOrKustomization = new Set<string>();
    for (const name of ['base', ...OVERLAYS]) {
      const dir = name === 'base' ? join(K8S, 'base') : join(K8S, 'overlays', name);
      const k = readYamlDocs(join(dir, 'kustomization.yaml'))[0] as Obj;
      patchOrKustomization.add(join(dir, 'kustomization.yaml'));
      for (const p of k.patches ?? []) if (p.path) patchOrKustomization.add(resolve(dir, p.path));
    }
    const problems: string[] = [];
    let checked = 0;
    for (const f of files.filter((x) => !patchOrKustomization.has(x))) {
      for (const doc of readYamlDocs(f)) {
        checked++;
        for (const p of await validateK8s(doc)) problems.push(`${relative(ROOT, f)}: ${p}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(34);
  });
});

describe.each(['base', ...OVERLAYS])('kustomize build of %s', (name) => {
  test('resolves: every resources/patches path exists and every patch, image and replicas entry hits an object', () => {
    expect(() => buildOf(name)).not.toThrow();
  });

  test('every built object validates against its Kubernetes schema', async () => {
    const problems: string[] = [];
    for (const o of buildOf(name).objects)
      for (const p of await validateK8s(o)) problems.push(`${o.kind}/${o.metadata.name}: ${p}`);
    expect(problems).toEqual([]);
  });

  test('has a Deployment, Service, HPA and ConfigMap for each of the six subgraphs, the gateway and web', () => {
    const objs = objsOf(name);
    for (const app of Object.keys(APPS)) {
      for (const kind of ['Deployment', 'Service', 'HorizontalPodAutoscaler']) {
        expect(
          objs.some((o) => o.kind === kind && o.metadata.name === app)
            ? `${kind}/${app}`
            : `missing ${kind}/${app}`,
        ).toBe(`${kind}/${app}`);
      }
      const cm = app === 'web' ? 'web-env' : app;
      expect(objs.some((o) => o.kind === 'ConfigMap' && o.metadata.name === cm)).toBe(true);
      const svc = objs.find((o) => o.kind === 'Service' && o.metadata.name === app) as Obj;
      expect(svc.spec.ports.map((p: Obj) => p.port)).toEqual([APPS[app]]);
    }
  });

  test('every Deployment has readiness/liveness probes on the health paths, resources, an HPA and a Service of its name', () => {
    expect(checkWorkloads(buildOf(name).objects, { secretsInBuild: name === 'dev' })).toEqual([]);
  });

  test('ConfigMaps carry the environment the apps read', () => {
    const cm = (n: string) =>
      (objsOf(name).find((o) => o.kind === 'ConfigMap' && o.metadata.name === n) as Obj).data;
    const common = cm('hearth-common');
    for (const key of ['NODE_ENV', 'LOG_LEVEL', 'KAFKA_BROKERS', 'JWKS_URL'])
      expect(common[key]).toBeTruthy();
    // prod: Redis over TLS as an ACL user whose password is a mounted file, not in the URL
    if (name === 'prod')
      expect(common.REDIS_URL).toBe('rediss://hearth@redis.example.internal:6380');
    else expect(common.REDIS_URL).toBe('redis://redis:6379');
    expect(common.JWKS_URL).toBe('http://users:4001/.well-known/jwks.json');
    // Client address: the gateway believes the ingress controller's pods only, the subgraphs the
    // gateway's pods only; both are CIDRs. The subgraphs' is the cluster's pod range (gateway pods
    // have no fixed address; the NetworkPolicies let nothing but gateway pods reach a subgraph).
    const cidrs = /^\d+\.\d+\.\d+\.\d+\/\d+(,\d+\.\d+\.\d+\.\d+\/\d+)*$/;
    expect(common.TRUSTED_GATEWAYS).toBe(name === 'prod' ? '10.0.0.0/14' : '10.244.0.0/16');
    expect(cm('gateway').TRUSTED_PROXIES).toMatch(cidrs);
    // X-Forwarded-For: the ingress controller's range only, never all private ranges
    expect(cm('gateway').TRUSTED_PROXIES).toBe(name === 'prod' ? '10.0.32.0/24' : '10.244.0.0/16');
    expect(cm('gateway').GATEWAY_ENGINE).toBe('hive');
    for (const s of SUBGRAPHS) expect(cm(s)).toMatchObject({ PORT: String(APPS[s]), DB_SCHEMA: s });
    expect(Object.keys(cm('notifications')).sort()).toEqual([
      'DB_SCHEMA',
      'LINK_SEALING_KEY_FILE',
      'MAIL_FROM',
      'PORT',
      ...(name === 'base' ? [] : ['S3_BUCKET']),
      ...(name === 'dev' ? ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] : []),
      ...(name === 'base' ? [] : ['S3_PUBLIC_URL', 'S3_REGION']),
      'SMTP_URL',
      'WEB_URL',
    ]);
    // It presigns reads of the (private) images of messages for that same bucket.
    if (name !== 'base')
      for (const key of ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'])
        expect(cm('notifications')[key]).toBe(cm('restaurants')[key]);
    // Images in messages are accepted only from the bucket restaurants signs uploads for (the
    // overlays say where it is).
    if (name !== 'base')
      expect(cm('notifications').S3_PUBLIC_URL).toBe(
        cm('restaurants').S3_PUBLIC_URL ??
          `${cm('restaurants').S3_ENDPOINT}/${cm('restaurants').S3_BUCKET}`,
      );
    // Certificates likewise, in users.
    if (name !== 'base')
      expect(cm('users').S3_PUBLIC_URL).toBe(
        cm('restaurants').S3_PUBLIC_URL ??
          `${cm('restaurants').S3_ENDPOINT}/${cm('restaurants').S3_BUCKET}`,
      );
    expect(cm('notifications').WEB_URL).toBe(
      name === 'dev' ? 'http://localhost:8080' : 'https://hearth.example.com',
    );
    expect(cm('notifications').SMTP_URL).toMatch(/^smtp:\/\//);
    expect(Object.keys(cm('admin')).sort()).toEqual([
      'DB_SCHEMA',
      'MAIL_FROM',
      'NEWSLETTER_RATE_PER_SECOND',
      'NEWSLETTER_UNSUBSCRIBE_SECRET_FILE',
      'PORT',
      'PUBLIC_SIGNUP_RATE_LIMIT_PER_MINUTE',
      'SMTP_URL',
      'WEB_URL',
    ]);
    expect(cm('admin').WEB_URL).toBe(cm('notifications').WEB_URL);
    for (const s of SUBGRAPHS)
      expect(cm('gateway')[`SUBGRAPH_${s.toUpperCase()}_URL`]).toBe(
        `http://${s}:${APPS[s]}/graphql`,
      );
    expect(cm('web-env')['env.js']).toContain("gatewayUrl: '/graphql'");
    expect(cm('web-env')['env.js']).toBe(readFileSync(join(ROOT, 'deploy/env.js'), 'utf8')); // same config as compose
    expect(cm('web-env')['env.js']).toContain("guest: '/remotes/guest/remoteEntry.js'");
  });

  test('NetworkPolicies: default deny; only the gateway reaches a subgraph, on its port (users: the subgraphs too, for the JWKS; orders: the ingress controller too, for the webhooks); only web and the ingress controller reach the gateway', () => {
    const objs = objsOf(name);
    expect(defaultDenyIngress(objs).map((np) => np.metadata.name)).toEqual([
      'default-deny-ingress',
    ]);
    // each subgraph's own policy: from the gateway's pods, on the subgraph's port, nothing else
    for (const s of SUBGRAPHS) {
      const np = objs.find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === `${s}-ingress`);
      expect([s, np?.spec]).toEqual([
        s,
        {
          podSelector: { matchLabels: { 'app.kubernetes.io/name': s } },
          policyTypes: ['Ingress'],
          ingress: [
            {
              from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } } }],
              ports: [{ protocol: 'TCP', port: APPS[s] }],
            },
          ],
        },
      ]);
    }
    // and everything the policies together let in, pod by pod: exactly this
    const expected = [
      ...SUBGRAPHS.map((s) => `gateway -> ${s}:${APPS[s]}/TCP`),
      ...SUBGRAPHS.map((s) => `${s} -> users:${APPS.users}/TCP`),
      `${INGRESS_CONTROLLER} -> gateway:${APPS.gateway}/TCP`,
      `web -> gateway:${APPS.gateway}/TCP`,
      `${INGRESS_CONTROLLER} -> web:${APPS.web}/TCP`,
      // the payment processor's webhooks (/webhooks/payments) through the ingress controller
      `${INGRESS_CONTROLLER} -> orders:${APPS.orders}/TCP`,
      // dev runs PostgreSQL, Redis and Kafka in the namespace: only the subgraphs reach them
      ...(name === 'dev'
        ? [
            ...SUBGRAPHS.flatMap((s) => [
              `${s} -> postgres:5432/TCP`,
              `${s} -> redis:6379/TCP`,
              `${s} -> kafka:9092/TCP`,
            ]),
            'minio-init -> minio:9000/TCP',
            'restaurants -> minio:9000/TCP',
          ]
        : []),
    ].sort();
    expect(ingressEdges(objs)).toEqual(expected);
  });

  test('NetworkPolicies: web and the gateway send only to the next hop and DNS, so neither reaches PostgreSQL, Redis or Kafka; each subgraph only to DNS, users, the backing services and what it calls', () => {
    const edges = egressEdges(objsOf(name));
    const from = (w: string) => edges.filter((e) => e.startsWith(`${w} -> `));
    const dns = (w: string) => [`${w} -> *:53/TCP`, `${w} -> *:53/UDP`];
    expect(from('web')).toEqual([`web -> gateway:${APPS.gateway}/TCP`, ...dns('web')].sort());
    expect(from('gateway')).toEqual(
      [...SUBGRAPHS.map((s) => `gateway -> ${s}:${APPS[s]}/TCP`), ...dns('gateway')].sort(),
    );
    // The subgraphs: DNS, users' JWKS, PostgreSQL, Redis and Kafka (dev: the namespace's pods;
    // prod: the managed services' subnet), public HTTPS for those that call an API (Stripe, Wise,
    // S3), the SMTP relay's ports for those that send mail. Nothing else, e.g. no other subgraph.
    const PUBLIC =
      'ip(0.0.0.0/0 except 10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,169.254.0.0/16,100.64.0.0/10)';
    const HTTPS = ['orders', 'users', 'restaurants', 'notifications'];
    const SMTP = ['notifications', 'admin'];
    for (const s of SUBGRAPHS)
      expect([s, from(s)]).toEqual([
        s,
        [
          `${s} -> users:${APPS.users}/TCP`,
          ...dns(s),
          ...(HTTPS.includes(s) ? [`${s} -> ${PUBLIC}:443/TCP`] : []),
          ...(SMTP.includes(s) ? [25, 465, 587].map((p) => `${s} -> *:${p}/TCP`) : []),
          ...(name === 'dev'
            ? [
                `${s} -> postgres:5432/TCP`,
                `${s} -> redis:6379/TCP`,
                `${s} -> kafka:9092/TCP`,
                ...(s === 'restaurants' ? ['restaurants -> minio:9000/TCP'] : []),
              ]
            : []),
          ...(name === 'prod'
            ? [5432, 6380, 9093].map((p) => `${s} -> ip(10.100.0.0/16):${p}/TCP`)
            : []),
        ].sort(),
      ]);
    // prod's Job that sets up the Kafka ACLs reaches Kafka and DNS only
    if (name === 'prod')
      expect(from('kafka-acls')).toEqual(
        ['kafka-acls -> ip(10.100.0.0/16):9093/TCP', ...dns('kafka-acls')].sort(),
      );
  });

  test('the apps get only environment variables their code reads (no setting that changes nothing)', () => {
    const objs = objsOf(name);
    const problems: string[] = [];
    for (const d of objs.filter(
      (o) =>
        o.kind === 'Deployment' && o.metadata.labels?.['app.kubernetes.io/component'] !== 'infra',
    )) {
      if (d.metadata.name === 'web') continue; // nginx: env.js is a mounted file, no environment
      for (const c of d.spec.template.spec.containers) {
        const env: Obj[] = c.env ?? [];
        // a variable only there to be expanded into another ($(NAME)) is fine
        const expanded = new Set(
          env.flatMap((e) =>
            [...String(e.value ?? '').matchAll(/\$\(([A-Z0-9_]+)\)/g)].map((m) => m[1]),
          ),
        );
        const keys = [
          ...env.map((e) => e.name as string),
          ...(c.envFrom ?? []).flatMap((ref: Obj) => {
            const src = objs.find(
              (o) =>
                (o.kind === 'ConfigMap' && o.metadata.name === ref.configMapRef?.name) ||
                (o.kind === 'Secret' && o.metadata.name === ref.secretRef?.name),
            );
            return Object.keys(src?.data ?? {});
          }),
        ];
        for (const k of keys)
          if (!expanded.has(k) && !codeReadsEnv(k)) problems.push(`${d.metadata.name}: ${k}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('the Ingress routes /graphql, /live, the one-click unsubscribe and /partners to the gateway, the payment webhooks to orders and / to web', () => {
    const ing = objsOf(name).filter((o) => o.kind === 'Ingress') as Obj[];
    expect(ing).toHaveLength(1);
    const paths = ing[0].spec.rules.flatMap((r: Obj) =>
      r.http.paths.map(
        (p: Obj) =>
          `${p.path}->${p.backend.service.name}:${p.backend.service.port.name ?? p.backend.service.port.number}`,
      ),
    );
    expect(paths).toEqual([
      '/graphql->gateway:http',
      '/live->gateway:http',
      '/newsletter/unsubscribe->gateway:http',
      '/partners->gateway:http',
      '/webhooks/payments->orders:http',
      '/->web:http',
    ]);
  });
});

describe('overlays', () => {
  const obj = (b: string, kind: string, n: string) =>
    objsOf(b).find((o) => o.kind === kind && o.metadata.name === n) as Obj;

  test('dev: namespace hearth-dev, local :dev images, 1 replica, HPA 1..2, dev secrets and infra', () => {
    const objs = objsOf('dev');
    expect(
      new Set(objs.filter((o) => o.kind !== 'Namespace').map((o) => o.metadata.namespace)),
    ).toEqual(new Set(['hearth-dev']));
    for (const app of Object.keys(APPS)) {
      expect(obj('dev', 'Deployment', app).spec.template.spec.containers[0].image).toBe(
        `hearth/${app}:dev`,
      );
      expect(obj('dev', 'Deployment', app).spec.replicas).toBe(1);
      expect([
        obj('dev', 'HorizontalPodAutoscaler', app).spec.minReplicas,
        obj('dev', 'HorizontalPodAutoscaler', app).spec.maxReplicas,
      ]).toEqual([1, 2]);
    }
    for (const s of SUBGRAPHS)
      expect(obj('dev', 'Secret', `${s}-secrets`).data.DATABASE_URL).toBeTruthy();
    for (const infra of ['postgres', 'redis', 'kafka', 'minio'])
      expect(obj('dev', 'Service', infra)).toBeTruthy();
    // notifications' link-sealing key and the public half users seals to are one pair
    const file = (secret: string, key: string) =>
      Buffer.from(obj('dev', 'Secret', secret).data[key], 'base64').toString('utf8');
    const sealTo = JSON.parse(file('users-keys', 'link-sealing-public-key.json'));
    expect(sealTo).not.toHaveProperty('d');
    expect(
      JSON.parse(linkSealingPublicKeyOf(file('notifications-keys', 'link-sealing-key.json'))),
    ).toMatchObject(sealTo);
  });

  test('restaurants stores images in S3: MinIO in dev (bucket, public reads, its own user), AWS in prod', () => {
    const cm = (b: string) => obj(b, 'ConfigMap', 'restaurants').data;
    const secret = obj('dev', 'Secret', 'restaurants-secrets').data;
    const decode = (v: string) => Buffer.from(v, 'base64').toString('utf8');
    // dev: the bucket minio-init makes, signed for the port-forwarded MinIO, with the user it adds
    expect(cm('dev')).toMatchObject({
      S3_BUCKET: 'hearth-media',
      S3_ENDPOINT: 'http://localhost:9000',
      S3_INTERNAL_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    const job = obj('dev', 'Job', 'minio-init').spec.template.spec.containers[0];
    const jobEnv = Object.fromEntries(job.env.map((e: Obj) => [e.name, e.value ?? e.valueFrom]));
    expect(jobEnv.S3_BUCKET).toBe(cm('dev').S3_BUCKET);
    for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(jobEnv[key]).toEqual({ secretKeyRef: { name: 'restaurants-secrets', key } });
      expect(decode(secret[key])).toBeTruthy();
    }
    const script = job.args.join('\n') as string;
    expect(script).toContain('mc mb --ignore-existing "hearth/$S3_BUCKET"');
    // The same anonymous policy as compose's (deploy/minio/media-bucket-policy.json).
    expect(script).toContain('mc anonymous set-json /tmp/anonymous.json "hearth/$S3_BUCKET"');
    const inline = /<<'POLICY'\n\s*(\{.*\})\n/.exec(script)?.[1];
    expect(JSON.parse(inline ?? 'null')).toEqual(
      JSON.parse(readFileSync(join(ROOT, 'deploy/minio/media-bucket-policy.json'), 'utf8')),
    );
    expect(script).toContain(
      'mc admin user add hearth "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"',
    );
    // The same lifecycle as compose's: unconfirmed uploads (incoming/) expire after a day.
    const lifecycle = /<<'LIFECYCLE'\n\s*(\{.*\})\n/.exec(script)?.[1];
    expect(JSON.parse(lifecycle ?? 'null')).toEqual(
      JSON.parse(readFileSync(join(ROOT, 'deploy/minio/media-bucket-lifecycle.json'), 'utf8')),
    );
    expect(script).toContain('mc ilm import "hearth/$S3_BUCKET" < /tmp/lifecycle.json');
    // restaurants deletes an upload that fails the check, so its user may delete objects.
    expect(script).toContain('"Action":["s3:PutObject","s3:GetObject","s3:DeleteObject"]');
    // … and list the bucket, to empty a deleted account's folders.
    expect(script).toContain('{"Effect":"Allow","Action":["s3:ListBucket"],');
    // notifications' own user reads attachments/ only (it presigns reads of message images).
    expect(script).toContain('"Resource":["arn:aws:s3:::$S3_BUCKET/attachments/*"]}]}');
    expect(script).toContain(
      'mc admin policy attach hearth hearth-attachments-read --user "$NOTIFICATIONS_S3_ACCESS_KEY_ID"',
    );
    const root = obj('dev', 'Secret', 'minio-credentials').data;
    expect(decode(secret.S3_ACCESS_KEY_ID)).not.toBe(decode(root.MINIO_ROOT_USER));
    const minio = obj('dev', 'Deployment', 'minio').spec.template.spec.containers[0];
    expect(minio.envFrom).toEqual([{ secretRef: { name: 'minio-credentials' } }]);
    expect(minio.ports.map((p: Obj) => p.containerPort)).toContain(9000);
    // prod: a managed bucket (no endpoint = AWS) served from the CDN host; no keys in git
    expect(cm('prod').S3_BUCKET).toBeTruthy();
    expect(cm('prod').S3_ENDPOINT).toBeUndefined();
    expect(cm('prod').S3_PUBLIC_URL).toMatch(/^https:\/\//);
  });

  test.each(OVERLAYS)(
    "%s: the services' keys are Secrets mounted read-only as files, where their *_FILE variables point",
    (o) => {
      const mounts: Record<string, { secret: string; files: Record<string, string> }> = {
        users: {
          secret: 'users-keys',
          files: {
            JWT_SIGNING_KEYS_FILE: 'jwt-signing-keys.json',
            BANK_DETAILS_KEY_FILE: 'bank-details.key',
          },
        },
        admin: {
          secret: 'admin-keys',
          files: { NEWSLETTER_UNSUBSCRIBE_SECRET_FILE: 'newsletter-unsubscribe.key' },
        },
      };
      for (const [app, { secret, files }] of Object.entries(mounts)) {
        const pod = obj(o, 'Deployment', app).spec.template.spec;
        const volume = pod.volumes.find((v: Obj) => v.secret?.secretName === secret);
        expect([app, volume?.secret.defaultMode]).toEqual([app, 0o440]);
        const mount = pod.containers[0].volumeMounts.find((m: Obj) => m.name === volume.name);
        expect(mount).toMatchObject({ readOnly: true });
        const data = obj(o, 'ConfigMap', app).data;
        for (const [variable, file] of Object.entries(files)) {
          expect(data[variable]).toBe(`${mount.mountPath}/${file}`);
          // dev generates the Secret (DEV-ONLY values); prod has none in git: ops make it.
          if (o === 'dev') expect(obj('dev', 'Secret', secret).data[file]).toBeTruthy();
        }
        if (o === 'prod') expect(obj('prod', 'Secret', secret)).toBeUndefined();
      }
    },
  );

  /**
   * The environment a subgraph's container gets in overlay `o` (its ConfigMaps, then its env),
   * with each path under a mounted Secret volume mapped into `files` (a folder holding that
   * Secret's keys as `<secret>/<key>`): what the code reads at start-up.
   */
  const containerEnv = (o: string, app: string, files: string) => {
    const pod = obj(o, 'Deployment', app).spec.template.spec;
    const c = pod.containers[0];
    const env: Record<string, string> = {};
    for (const ref of c.envFrom ?? [])
      if (ref.configMapRef) Object.assign(env, obj(o, 'ConfigMap', ref.configMapRef.name).data);
    for (const e of c.env ?? []) if (e.value !== undefined) env[e.name] = e.value;
    const mounts = new Map<string, string>();
    for (const m of c.volumeMounts ?? []) {
      const secret = pod.volumes.find((v: Obj) => v.name === m.name)?.secret?.secretName;
      if (secret) mounts.set(m.mountPath, secret);
    }
    const mounted: string[] = [];
    for (const [k, v] of Object.entries(env)) {
      if (!k.endsWith('_FILE')) continue;
      const at = [...mounts.keys()].find((p) => v.startsWith(`${p}/`));
      if (!at) continue;
      mounted.push(`${k}=${mounts.get(at)}:${v.slice(at.length + 1)}`);
      env[k] = join(files, mounts.get(at)!, v.slice(at.length + 1));
    }
    return { env, mounted: mounted.sort() };
  };

  test('prod: every subgraph reaches Kafka with SASL/SCRAM-SHA-512 over TLS as its own Kafka user and Redis over TLS with an ACL password, all from mounted Secrets; the code accepts it', () => {
    const files = mkdtempSync(join(tmpdir(), 'hearth-k8s-secrets-'));
    try {
      for (const [secret, keys] of Object.entries({
        // one Kafka user per service (docs/adr/0019)
        ...Object.fromEntries(
          SUBGRAPHS.map((s) => [`kafka-${s}`, ['username', 'password', 'ca.crt']]),
        ),
        'redis-credentials': ['password', 'ca.crt'],
      })) {
        mkdirSync(join(files, secret));
        for (const k of keys) writeFileSync(join(files, secret, k), `${secret}-${k}`);
      }
      for (const s of SUBGRAPHS) {
        const { env, mounted } = containerEnv('prod', s, files);
        expect([s, mounted]).toEqual([
          s,
          [
            `KAFKA_SASL_PASSWORD_FILE=kafka-${s}:password`,
            `KAFKA_SASL_USERNAME_FILE=kafka-${s}:username`,
            `KAFKA_SSL_CA_FILE=kafka-${s}:ca.crt`,
            'REDIS_PASSWORD_FILE=redis-credentials:password',
            'REDIS_TLS_CA_FILE=redis-credentials:ca.crt',
          ]
            .concat(s === 'users' ? ['BANK_DETAILS_KEY_FILE=users-keys:bank-details.key'] : [])
            .concat(s === 'users' ? ['JWT_SIGNING_KEYS_FILE=users-keys:jwt-signing-keys.json'] : [])
            // link tokens are sealed to notifications: users has the public half, notifications the private
            .concat(
              s === 'users'
                ? ['LINK_SEALING_PUBLIC_KEY_FILE=users-keys:link-sealing-public-key.json']
                : [],
            )
            .concat(
              s === 'notifications'
                ? ['LINK_SEALING_KEY_FILE=notifications-keys:link-sealing-key.json']
                : [],
            )
            .concat(
              s === 'admin'
                ? ['NEWSLETTER_UNSUBSCRIBE_SECRET_FILE=admin-keys:newsletter-unsubscribe.key']
                : [],
            )
            .concat(s === 'orders' ? Object.values(ORDERS_PAYMENT_MOUNTS) : [])
            .concat(s === 'users' ? USERS_PAYOUT_MOUNTS : [])
            .sort(),
        ]);
        expect(env).toMatchObject({
          NODE_ENV: 'production',
          KAFKA_SASL_MECHANISM: 'scram-sha-512',
        });
        expect(env.REDIS_URL).toMatch(/^rediss:\/\/[a-z0-9_-]+@[a-z0-9.-]+:\d+$/);
        expect(env.KAFKA_ALLOW_PLAINTEXT).toBeUndefined();
        expect(env.REDIS_ALLOW_PLAINTEXT).toBeUndefined();
        // What the services do with it at start-up (production: no refusal).
        expect(kafkaConnectionFromEnv(env, s)).toEqual({
          ssl: { ca: [`kafka-${s}-ca.crt`], rejectUnauthorized: true },
          sasl: {
            mechanism: 'scram-sha-512',
            username: `kafka-${s}-username`,
            password: `kafka-${s}-password`,
          },
        });
        expect(redisClientOptions(env.REDIS_URL!, {}, env, s)).toMatchObject({
          username: 'hearth',
          password: 'redis-credentials-password',
          tls: { ca: ['redis-credentials-ca.crt'] },
        });
      }
      // dev: the namespace's own plaintext Kafka and Redis, explicitly allowed
      for (const s of SUBGRAPHS) {
        const { env } = containerEnv('dev', s, files);
        expect(kafkaConnectionFromEnv(env, s)).toEqual({});
        expect(redisClientOptions(env.REDIS_URL!, {}, env, s)).not.toHaveProperty('tls');
      }
      // the base alone (no overlay) is production without either: refused
      const { env: base } = containerEnv('base', 'orders', files);
      expect(() => kafkaConnectionFromEnv(base, 'orders')).toThrow(InsecureConnectionError);
      expect(() => redisClientOptions(base.REDIS_URL!, {}, base, 'orders')).toThrow(
        InsecureConnectionError,
      );
    } finally {
      rmSync(files, { recursive: true, force: true });
    }
    // no password in a ConfigMap or env, no plain redis:// anywhere in prod; web and the gateway
    // do not get Redis or Kafka at all
    expect(JSON.stringify(objsOf('prod'))).not.toMatch(
      /redis:\/\/|REDIS_PASSWORD"|KAFKA_SASL_PASSWORD"/,
    );
    for (const w of ['gateway', 'web'])
      expect(obj('prod', 'Deployment', w).spec.template.spec.containers[0].env).toBeUndefined();
  });

  test('orders and users: prod takes live payment keys from the Secret orders-payments as files (users: the two Wise ones), and the code accepts them; dev declares test money; the base alone is refused', () => {
    const files = mkdtempSync(join(tmpdir(), 'hearth-k8s-payments-'));
    try {
      mkdirSync(join(files, 'orders-payments'));
      for (const [file, value] of Object.entries({
        'stripe-secret-key': 'sk_live_fromsecret',
        'stripe-publishable-key': 'pk_live_fromsecret',
        'stripe-webhook-secret': 'whsec_fromsecret',
        'wise-api-token': 'wise-token',
        'wise-profile-id': '16620000\n',
      }))
        writeFileSync(join(files, 'orders-payments', file), value);
      const prod = containerEnv('prod', 'orders', files);
      expect(prod.mounted).toEqual(expect.arrayContaining(Object.values(ORDERS_PAYMENT_MOUNTS)));
      const volume = obj('prod', 'Deployment', 'orders').spec.template.spec.volumes.find(
        (v: Obj) => v.secret?.secretName === 'orders-payments',
      );
      expect(volume?.secret.defaultMode).toBe(0o440);
      expect(prod.env.HEARTH_PAYMENTS_MODE).toBeUndefined();
      // What orders does with it at start-up (production, live: no refusal).
      expect(paymentsStartupProblems(prod.env)).toEqual([]);
      // prod has no such Secret in git (ops make it); no key is a ConfigMap value
      expect(obj('prod', 'Secret', 'orders-payments')).toBeUndefined();
      expect(JSON.stringify(objsOf('prod'))).not.toMatch(/sk_live_|whsec_/);
      // dev: no keys, test money declared, so the production image starts on the test processor
      const dev = containerEnv('dev', 'orders', files);
      expect(dev.env).toMatchObject({ NODE_ENV: 'production', HEARTH_PAYMENTS_MODE: 'test' });
      expect(paymentsStartupProblems(dev.env)).toEqual([]);
      // the base alone is production without keys: refused, naming them
      const base = containerEnv('base', 'orders', files);
      expect(paymentsStartupProblems(base.env)).toHaveLength(5);
      // users makes chefs' Wise recipients: prod mounts only the two Wise files and users accepts
      // them; dev declares test money; the base alone is refused, naming both.
      const users = containerEnv('prod', 'users', files);
      expect(users.mounted).toEqual(expect.arrayContaining(USERS_PAYOUT_MOUNTS));
      expect(users.mounted.filter((m) => m.includes('orders-payments'))).toHaveLength(2);
      expect(payoutRecipientProblems(users.env)).toEqual([]);
      expect(payoutRecipientProblems(containerEnv('dev', 'users', files).env)).toEqual([]);
      expect(payoutRecipientProblems(containerEnv('base', 'users', files).env)).toEqual([
        'WISE_API_TOKEN is not set',
        'WISE_PROFILE_ID is not set',
      ]);
    } finally {
      rmSync(files, { recursive: true, force: true });
    }
  });

  test('prod: namespace hearth, registry images with a release tag, no secrets in git, bigger gateway, TLS', () => {
    const objs = objsOf('prod');
    expect(
      new Set(objs.filter((o) => o.kind !== 'Namespace').map((o) => o.metadata.namespace)),
    ).toEqual(new Set(['hearth']));
    expect(objs.filter((o) => o.kind === 'Secret')).toEqual([]);
    for (const app of Object.keys(APPS)) {
      expect(obj('prod', 'Deployment', app).spec.template.spec.containers[0].image).toMatch(
        new RegExp(`^registry\\.example\\.com/hearth/${app}:\\d+\\.\\d+\\.\\d+$`),
      );
      expect(obj('prod', 'Deployment', app).spec.replicas).toBeUndefined();
      expect(obj('prod', 'PodDisruptionBudget', app)).toBeTruthy();
    }
    expect(obj('prod', 'HorizontalPodAutoscaler', 'gateway').spec.minReplicas).toBe(3);
    expect(
      obj('prod', 'Deployment', 'gateway').spec.template.spec.containers[0].resources.limits.cpu,
    ).toBe('2');
    expect(obj('prod', 'Ingress', 'hearth').spec.tls[0].hosts).toEqual(['hearth.example.com']);
  });
});

const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
const hasKubectl = kubectl.status === 0;
describe('kubectl kustomize agrees with the test resolver', () => {
  const t = hasKubectl ? test : test.skip;
  if (!hasKubectl) test('(skipped: kubectl is not installed on this machine)', () => undefined);
  t.each(['base', ...OVERLAYS])('%s', (name) => {
    const dir = name === 'base' ? join(K8S, 'base') : join(K8S, 'overlays', name);
    const r = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const generated = [...buildOf(name).generated].map((g) => g.split('/')[1]);
    // kustomize appends a content hash to generated names (and rewrites references); drop it.
    let text = r.stdout;
    for (const g of generated) text = text.replace(new RegExp(`\\b${g}-[a-z0-9]{10}\\b`, 'g'), g);
    const key = (o: Obj) => `${o.kind}/${o.metadata.namespace ?? ''}/${o.metadata.name}`;
    const norm = (objs: Obj[]) => Object.fromEntries(objs.map((o) => [key(o), o]));
    const theirs = norm(
      parseAllDocuments(text)
        .map((d) => d.toJS())
        .filter(Boolean),
    );
    const ours = norm(JSON.parse(JSON.stringify(buildOf(name).objects)));
    expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
    for (const k of Object.keys(ours)) expect([k, ours[k]]).toEqual([k, theirs[k]]);
  });
});

describe('the checks can fail', () => {
  test('a Deployment without readiness probe, HPA or Service is reported', () => {
    const objs = structuredClone(buildOf('base').objects) as Obj[];
    const users = objs.find((o) => o.kind === 'Deployment' && o.metadata.name === 'users')!;
    delete users.spec.template.spec.containers[0].readinessProbe;
    users.spec.template.spec.containers[0].livenessProbe.httpGet.path = '/healthz';
    const rest = objs.filter(
      (o) =>
        !(o.metadata.name === 'orders' && ['HorizontalPodAutoscaler', 'Service'].includes(o.kind)),
    );
    const problems = checkWorkloads(rest as K8sObject[], { secretsInBuild: false });
    expect(problems).toEqual(
      expect.arrayContaining([
        'users/users: readinessProbe is not GET /health/ready',
        'users/users: livenessProbe is not GET /health/live',
        'orders: no HorizontalPodAutoscaler named orders',
        'orders: no Service named orders',
      ]),
    );
  });

  test('a NetworkPolicy that lets in or out more than it should changes the edges', () => {
    const objs = structuredClone(buildOf('dev').objects) as Obj[];
    const np = (n: string) =>
      objs.find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === n) as Obj;
    np('orders-ingress').spec.ingress[0].from.push({
      podSelector: { matchLabels: { 'app.kubernetes.io/name': 'web' } },
    });
    delete np('sessions-ingress').spec.ingress[0].ports;
    np('admin-ingress').spec.ingress[0].from = [];
    np('postgres-ingress').spec.ingress[0].from = [{ podSelector: {} }];
    np('gateway-egress').spec.egress.push({
      to: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'redis' } } }],
    });
    const rest = objs.filter(
      (o) =>
        !(
          o.kind === 'NetworkPolicy' &&
          ['default-deny-ingress', 'web-ingress', 'web-egress'].includes(o.metadata.name)
        ),
    );
    expect(defaultDenyIngress(rest)).toEqual([]);
    expect(ingressEdges(rest)).toEqual(
      expect.arrayContaining([
        'web -> orders:4004/TCP',
        'gateway -> sessions:*',
        '* -> admin:4006/TCP',
        'pods(*) -> postgres:5432/TCP',
        '* -> web:*',
      ]),
    );
    expect(egressEdges(rest)).toEqual(
      expect.arrayContaining(['gateway -> redis:6379/TCP', 'web -> *:*']),
    );
  });

  test('a misspelt field and a wrong type are schema errors', async () => {
    const d = structuredClone(objsOf('base').find((o) => o.kind === 'Deployment')!) as Obj;
    d.spec.template.spec.containers[0].readinessProbes =
      d.spec.template.spec.containers[0].readinessProbe;
    expect((await validateK8s(d)).join()).toContain(
      'unknown field /spec/template/spec/containers/0/readinessProbes',
    );
    d.spec.template.spec.containers[0].ports[0].containerPort = 'http';
    expect((await validateK8s(d)).join()).toContain('must be integer');
    expect(
      await validateK8s({
        apiVersion: 'autoscaling/v9',
        kind: 'HorizontalPodAutoscaler',
        metadata: { name: 'x' },
      }),
    ).toEqual(['no Kubernetes schema for apiVersion autoscaling/v9, kind HorizontalPodAutoscaler']);
  });

  test('a patch that targets nothing, or a missing path, breaks the build', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'hearth-k8s-'));
    try {
      cpSync(K8S, join(tmp, 'k8s'), { recursive: true });
      const dev = join(tmp, 'k8s/overlays/dev');
      writeFileSync(
        join(dev, 'patches/config-dev.yaml'),
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: hearth-commons\ndata:\n  LOG_LEVEL: debug\n',
      );
      expect(() => build(dev)).toThrow(/ConfigMap\/hearth-commons matches no object/);
      rmSync(join(tmp, 'k8s/base/users/hpa.yaml'));
      expect(() => build(join(tmp, 'k8s/base'))).toThrow(/resource users\/hpa.yaml does not exist/);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
