/**
 * OpenTelemetry's SDK for one Hearth process (issue 27; deploy/observability/README.md#traces).
 * Its own entry point (`@hearth/nest-common/tracing`) so a `main.ts` can start it before the
 * modules it instruments are loaded. Imports nothing of OpenTelemetry's SDK until tracing is on.
 */
import { register } from 'node:module';

/** A started SDK: `shutdown()` flushes the spans not yet exported, then stops (never throws). */
export interface Tracing {
  shutdown(): Promise<void>;
}

/** Options of `startTracing`. */
export interface StartTracingOptions {
  /**
   * Load the library instrumentations (HTTP in and out, undici/fetch, GraphQL, PostgreSQL,
   * ioredis). Only effective when called before those libraries are loaded (a `main.ts`); the
   * embedded stack's threads start without them and rely on Hearth's own spans
   * (`traceRequests`, the event spans). Default true.
   */
  instrument?: boolean;
  /**
   * With `instrument`: GraphQL's parse, validate and resolver spans too (default true). The
   * gateway turns them off: its engine parses dozens of documents per request, and its subgraph
   * calls (HTTP client spans) already show the plan.
   */
  graphql?: boolean;
  env?: NodeJS.ProcessEnv;
}

/** The started SDK of this thread (a worker thread has its own), if any. */
let started: Promise<Tracing | undefined> | undefined;

/** Where spans go: OTLP/HTTP, or a Zipkin server's JSON v2 API (`OTEL_TRACES_EXPORTER=zipkin`). */
type TraceExporterKind = 'otlp' | 'zipkin';

/** Zipkin's span endpoint when `OTEL_EXPORTER_ZIPKIN_ENDPOINT` is unset (OpenTelemetry's default). */
const DEFAULT_ZIPKIN_ENDPOINT = 'http://localhost:9411/api/v2/spans';

/**
 * The exporter OpenTelemetry's standard variables ask for, or undefined when tracing is off (the
 * default):
 * - `OTEL_SDK_DISABLED=true`, or `none` in `OTEL_TRACES_EXPORTER`: off;
 * - `zipkin` in `OTEL_TRACES_EXPORTER` (a comma-separated list): Zipkin, at
 *   `OTEL_EXPORTER_ZIPKIN_ENDPOINT` (default `DEFAULT_ZIPKIN_ENDPOINT`);
 * - otherwise OTLP/HTTP when `OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`
 *   is set; off when neither is.
 * One exporter per process: with `zipkin` listed, OTLP is not used even if its endpoint is set.
 */
export function traceExporterKind(
  env: NodeJS.ProcessEnv = process.env,
): TraceExporterKind | undefined {
  if (env['OTEL_SDK_DISABLED']?.toLowerCase() === 'true') return undefined;
  const listed = (env['OTEL_TRACES_EXPORTER'] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  if (listed.includes('none')) return undefined;
  if (listed.includes('zipkin')) return 'zipkin';
  if (env['OTEL_EXPORTER_OTLP_ENDPOINT'] || env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'])
    return 'otlp';
  return undefined;
}

/**
 * True when OpenTelemetry's standard variables ask for traces (`traceExporterKind` names an
 * exporter): `OTEL_TRACES_EXPORTER=zipkin`, or an OTLP endpoint set, and neither
 * `OTEL_SDK_DISABLED=true` nor `OTEL_TRACES_EXPORTER=none`. Off by default.
 */
export function tracingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return traceExporterKind(env) !== undefined;
}

/**
 * Starts OpenTelemetry's Node SDK for `service` (the resource's `service.name`, unless
 * `OTEL_SERVICE_NAME` says otherwise) when `tracingEnabled`: spans go to the exporter
 * `traceExporterKind` names — OTLP/HTTP configured by the standard variables
 * (`OTEL_EXPORTER_OTLP_ENDPOINT`, e.g. `http://collector:4318`; `OTEL_EXPORTER_OTLP_HEADERS`), or
 * Zipkin's `/api/v2/spans` (`OTEL_TRACES_EXPORTER=zipkin`, `OTEL_EXPORTER_ZIPKIN_ENDPOINT`, e.g.
 * `http://zipkin:9411/api/v2/spans`) —, batched (`OTEL_BSP_*`), W3C trace context
 * propagation, AsyncLocalStorage context. Resolves undefined when tracing is off. Once per thread:
 * later calls get the first call's result. Never rejects for a bad endpoint (the exporter logs
 * and drops spans); rejects only if the SDK cannot load.
 */
export function startTracing(
  service: string,
  options: StartTracingOptions = {},
): Promise<Tracing | undefined> {
  started ??= start(service, options);
  return started;
}

/** Flushes and stops this thread's SDK, if started (a stopping subgraph or gateway). */
export async function stopTracing(): Promise<void> {
  const tracing = await started?.catch(() => undefined);
  started = undefined;
  await tracing?.shutdown();
}

async function start(service: string, options: StartTracingOptions): Promise<Tracing | undefined> {
  const env = options.env ?? process.env;
  const exporter = traceExporterKind(env);
  if (!exporter) return undefined;
  const instrument = options.instrument ?? true;
  // ES modules are instrumented through import-in-the-middle's loader hook, registered before
  // they load; CommonJS ones (pg under TypeORM, graphql under Nest) through require hooks.
  if (instrument) register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, traceExporter] = await Promise.all([
    load<typeof import('@opentelemetry/sdk-node')>('@opentelemetry/sdk-node'),
    spanExporter(exporter, env),
  ]);
  const instrumentations = instrument ? await libraryInstrumentations(options.graphql ?? true) : [];
  const sdk = new NodeSDK({
    serviceName: env['OTEL_SERVICE_NAME'] || service,
    traceExporter,
    instrumentations,
    // Traces only: Prometheus scrapes the metrics (/metrics), logs go to stdout.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown().catch(() => undefined) };
}

/** The span exporter of `kind`, loaded only now (each is its own package). */
async function spanExporter(kind: TraceExporterKind, env: NodeJS.ProcessEnv) {
  if (kind === 'zipkin') {
    const { ZipkinExporter } = await load<typeof import('@opentelemetry/exporter-zipkin')>(
      '@opentelemetry/exporter-zipkin',
    );
    return new ZipkinExporter({
      url: env['OTEL_EXPORTER_ZIPKIN_ENDPOINT'] || DEFAULT_ZIPKIN_ENDPOINT,
    });
  }
  const { OTLPTraceExporter } = await load<
    typeof import('@opentelemetry/exporter-trace-otlp-http')
  >('@opentelemetry/exporter-trace-otlp-http');
  return new OTLPTraceExporter();
}

/**
 * `import(specifier)` that bundlers leave to run time (the specifier is not a literal): the
 * embedded stack's one-file bundles (docs/adr/0018) then carry none of the SDK, which loads from
 * node_modules only when tracing is on.
 */
function load<T>(specifier: string): Promise<T> {
  return import(specifier) as Promise<T>;
}

async function libraryInstrumentations(withGraphql: boolean) {
  const [http, undici, graphql, pg, ioredis] = await Promise.all([
    load<typeof import('@opentelemetry/instrumentation-http')>(
      '@opentelemetry/instrumentation-http',
    ),
    load<typeof import('@opentelemetry/instrumentation-undici')>(
      '@opentelemetry/instrumentation-undici',
    ),
    load<typeof import('@opentelemetry/instrumentation-graphql')>(
      '@opentelemetry/instrumentation-graphql',
    ),
    load<typeof import('@opentelemetry/instrumentation-pg')>('@opentelemetry/instrumentation-pg'),
    load<typeof import('@opentelemetry/instrumentation-ioredis')>(
      '@opentelemetry/instrumentation-ioredis',
    ),
  ]);
  return [
    new http.HttpInstrumentation({
      // Probes and scrapes are not traffic.
      ignoreIncomingRequestHook: (req) => /^\/(metrics|health\/)/.test(req.url ?? ''),
    }),
    new undici.UndiciInstrumentation(),
    // Resolver spans only for fields that resolve something themselves (not every scalar).
    ...(withGraphql
      ? [new graphql.GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, mergeItems: true })]
      : []),
    // Only queries inside a traced request or handler: the outbox relay polls every 250 ms and
    // the metrics gauges query at each scrape, which would each make a trace of their own.
    new pg.PgInstrumentation({ requireParentSpan: true }),
    new ioredis.IORedisInstrumentation({ requireParentSpan: true }),
  ];
}
