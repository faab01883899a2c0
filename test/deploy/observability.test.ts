// deploy/observability/ (issue 27): Prometheus' own `promtool check rules` and `promtool test
// rules` accept the alert rules and pass their unit tests (promtool built from the Go module proxy
// by `bash tools/go-servers/build.sh`); every alert has a runbook that says what it means, how to
// check and how to fix; every metric an alert or a dashboard reads is one the code registers; the
// Kubernetes PrometheusRule carries the same rules; compose mounts them into its Prometheus and
// the dashboards into its Grafana.
import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { SERVICE_NAMES } from '@hearth/platform';
import { BIN_DIR } from '../../tools/go-servers/servers.mjs';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const ROOT = resolve(import.meta.dirname, '../..');
const OBS = join(ROOT, 'deploy/observability');
const PROMTOOL = join(BIN_DIR, 'promtool');
const rules = parse(readFileSync(join(OBS, 'alerts.yml'), 'utf8')) as Obj;
const alerts: Obj[] = rules.groups.flatMap((g: Obj) => g.rules);
const dashboards = readdirSync(join(OBS, 'grafana/dashboards')).map((f) => ({
  file: f,
  json: JSON.parse(readFileSync(join(OBS, 'grafana/dashboards', f), 'utf8')) as Obj,
}));

/** Runs promtool in deploy/observability; its output and exit status. */
function promtool(...args: string[]) {
  if (!existsSync(PROMTOOL))
    throw new Error(`${PROMTOOL} is missing; build it with: bash tools/go-servers/build.sh`);
  const run = spawnSync(PROMTOOL, args, { cwd: OBS, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The source text of the apps (where metrics are registered), without tests and builds. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? ['node_modules', 'dist', 'test'].includes(d.name)
        ? []
        : sources(join(dir, d.name))
      : d.name.endsWith('.ts')
        ? [readFileSync(join(dir, d.name), 'utf8')]
        : [],
  );
}

/** Metric names in a PromQL expression (histogram series reduced to the histogram's name). */
function metricNames(expr: string): string[] {
  return [...expr.matchAll(/\b(hearth_\w+|http_request_duration_seconds\w*|process_\w+)/g)].map(
    (m) => m[1]!.replace(/_(bucket|count|sum)$/, ''),
  );
}

describe('alert rules (deploy/observability/alerts.yml)', () => {
  test('promtool check rules accepts them', () => {
    const { status, output } = promtool('check', 'rules', 'alerts.yml');
    expect({ status, output }).toEqual({ status: 0, output: expect.stringContaining('SUCCESS') });
  });

  test('promtool test rules: every unit test of alerts.test.yml passes', () => {
    const { status, output } = promtool('test', 'rules', 'alerts.test.yml');
    expect({ status, output }).toEqual({ status: 0, output: expect.stringContaining('SUCCESS') });
  });

  test('the issue-27 alerts exist, and each one fires in a unit test', () => {
    const names = alerts.map((a) => a.alert);
    expect(names.sort()).toEqual(
      [
        'HearthConsumerLag',
        'HearthDeadLetters',
        'HearthHigh5xxRate',
        'HearthOrdersStuckPlaced',
        'HearthOutboxLag',
        'HearthPaymentFailures',
      ].sort(),
    );
    const tests = parse(readFileSync(join(OBS, 'alerts.test.yml'), 'utf8')) as Obj;
    const fired = new Set(
      tests.tests.flatMap((t: Obj) =>
        (t.alert_rule_test ?? [])
          .filter((r: Obj) => (r.exp_alerts ?? []).length > 0)
          .map((r: Obj) => r.alertname),
      ),
    );
    expect(names.filter((n) => !fired.has(n))).toEqual([]);
  });

  test('every alert has a runbook saying what it means, how to check and how to fix', () => {
    for (const alert of alerts) {
      const url: string = alert.annotations?.runbook_url ?? '';
      expect([alert.alert, url]).toEqual([alert.alert, expect.stringMatching(/^docs\/runbooks\//)]);
      const page = readFileSync(join(ROOT, url), 'utf8');
      expect([alert.alert, page.includes(alert.alert)]).toEqual([alert.alert, true]);
      for (const section of ['What it means', 'How to check', 'How to fix'])
        expect([alert.alert, section, page.includes(`**${section}.**`)]).toEqual([
          alert.alert,
          section,
          true,
        ]);
    }
  });

  test('the Kubernetes PrometheusRule carries the same rules', () => {
    const rule = parse(readFileSync(join(OBS, 'k8s/prometheus-rule.yaml'), 'utf8')) as Obj;
    expect(rule.kind).toBe('PrometheusRule');
    expect(rule.spec.groups).toEqual(rules.groups);
    const monitor = parse(readFileSync(join(OBS, 'k8s/service-monitor.yaml'), 'utf8')) as Obj;
    expect(monitor.spec.endpoints).toEqual([
      expect.objectContaining({ port: 'http', path: '/metrics' }),
    ]);
    // The Services it selects: every subgraph's and the gateway's, each with a port named http.
    const selected = readdirSync(join(ROOT, 'k8s/base'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(ROOT, 'k8s/base', d.name, 'service.yaml')))
      .map(
        (d) => parse(readFileSync(join(ROOT, 'k8s/base', d.name, 'service.yaml'), 'utf8')) as Obj,
      )
      .filter((s) =>
        monitor.spec.selector.matchExpressions[0].values.includes(
          s.metadata.labels['app.kubernetes.io/component'],
        ),
      );
    expect(selected.map((s) => s.metadata.name).sort()).toEqual(
      [...SERVICE_NAMES, 'gateway'].sort(),
    );
    for (const s of selected) expect(s.spec.ports.map((p: Obj) => p.name)).toContain('http');
  });
});

describe('metrics the alerts and dashboards read', () => {
  const code = [
    ...['libs/nest-common/src', 'gateway/src'].map((d) => join(ROOT, d)),
    ...readdirSync(join(ROOT, 'services')).map((s) => join(ROOT, 'services', s, 'src')),
  ]
    .filter(existsSync)
    .flatMap(sources)
    .join('\n');

  test('every one is registered by the code (no panel or alert on a metric nobody exports)', () => {
    const exprs = [
      ...alerts.map((a) => a.expr as string),
      ...dashboards.flatMap(({ json }) =>
        json.panels.flatMap((p: Obj) => p.targets.map((t: Obj) => t.expr as string)),
      ),
    ];
    const names = [...new Set(exprs.flatMap(metricNames))];
    expect(names.length).toBeGreaterThan(10);
    // prom-client's process defaults (process_*) come with collectDefaultMetrics.
    const missing = names.filter(
      (n) =>
        !code.includes(`'${n}'`) &&
        !(n.startsWith('process_') && code.includes('collectDefaultMetrics')),
    );
    expect(missing).toEqual([]);
  });

  test('the dashboards cover what issue 27 asks for, on a chosen Prometheus', () => {
    const titles = dashboards.flatMap(({ json }) => json.panels.map((p: Obj) => p.title as string));
    for (const wanted of [
      /requests per second/i,
      /5xx/i,
      /GraphQL operation/i,
      /saga stage latency/i,
      /outbox lag/i,
      /consumer lag/i,
      /dead-letter/i,
      /payment failure/i,
      /newsletter progress/i,
    ])
      expect([String(wanted), titles.some((t) => wanted.test(t))]).toEqual([String(wanted), true]);
    for (const { file, json } of dashboards) {
      expect([file, json.uid]).toEqual([file, expect.stringMatching(/^hearth-/)]);
      for (const panel of json.panels)
        expect([file, panel.title, panel.datasource.uid]).toEqual([
          file,
          panel.title,
          '${datasource}',
        ]);
    }
  });
});

describe('compose wiring (profile observability)', () => {
  const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), {
    merge: true,
  }) as Obj;

  test('Prometheus loads alerts.yml and scrapes every service; Grafana gets the dashboards', () => {
    const prometheus = compose.services.prometheus as Obj;
    expect(prometheus.volumes).toEqual(
      expect.arrayContaining([
        './deploy/observability/alerts.yml:/etc/prometheus/alerts.yml:ro',
        './deploy/observability/prometheus.yml:/etc/prometheus/prometheus.yml:ro',
      ]),
    );
    const config = parse(readFileSync(join(OBS, 'prometheus.yml'), 'utf8')) as Obj;
    expect(config.rule_files).toEqual(['/etc/prometheus/alerts.yml']);
    const targets: string[] = config.scrape_configs.flatMap((c: Obj) =>
      c.static_configs.flatMap((s: Obj) => s.targets),
    );
    const apps = [...SERVICE_NAMES, 'gateway'];
    for (const app of apps) {
      const port = String(compose.services[app].environment.PORT);
      expect(targets).toContain(`${app}:${port}`);
      expect([app, 'OTEL_EXPORTER_OTLP_ENDPOINT' in compose.services[app].environment]).toEqual([
        app,
        true,
      ]);
      // OTEL_TRACES_EXPORTER=zipkin sends the spans to the profile's Zipkin.
      expect([app, compose.services[app].environment.OTEL_EXPORTER_ZIPKIN_ENDPOINT]).toEqual([
        app,
        '${OTEL_EXPORTER_ZIPKIN_ENDPOINT:-http://zipkin:9411/api/v2/spans}',
      ]);
    }
    expect(compose.services.grafana.volumes).toContain(
      './deploy/observability/grafana/dashboards:/var/lib/grafana/dashboards:ro',
    );
    for (const name of ['prometheus', 'grafana', 'zipkin'])
      expect([name, compose.services[name].profiles]).toEqual([name, ['observability']]);
  });
});
