import type { NextFunction, Request, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One sample of a gauge read at scrape time: its labels and its value. */
export interface GaugeSample {
  labels: Record<string, string>;
  value: number;
}

/**
 * Most distinct GraphQL operation names one process labels its series with; further names are
 * counted as `other`, so clients sending made-up names cannot grow the series without bound.
 */
export const MAX_OPERATION_LABELS = 200;

/** Buckets (seconds) of the request, operation and handler histograms. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** Buckets (seconds) of the event end-to-end histogram: an event hop can wait on a broker. */
const EVENT_LAG_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

/** Outcome label of one GraphQL operation or one event handler attempt. */
export type Outcome = 'ok' | 'error';

/**
 * Prometheus metrics of one service (deploy/observability/README.md lists them with the alerts
 * and dashboards that read them). Each service gets its own registry, labelled `service`, so six
 * services in one process (embedded mode) do not collide. Series:
 *
 * - process defaults (`process_*`, `nodejs_*`);
 * - `http_request_duration_seconds{method,route,status}` (histogram, seconds): every HTTP request
 *   but `/metrics` — the RED of a service (rate, 5xx errors, duration);
 * - `hearth_graphql_operation_duration_seconds{operation,type,outcome}` (histogram, seconds): the
 *   RED of each GraphQL operation (`outcome` `error` when the response carries errors);
 * - `hearth_event_handler_duration_seconds{topic,event_type,outcome}` (histogram, seconds): each
 *   attempt of this service's handler of an integration event;
 * - `hearth_event_lag_seconds{topic,event_type}` (histogram, seconds): from the event's
 *   `occurredAt` to the end of its successful handling here — one hop of a saga (its stage
 *   latency: `OrderPlaced` → sessions, `StockReserved` → orders, …);
 * - `hearth_payment_authorizations_total{outcome}` (counter): card holds asked by the checkout
 *   saga, `approved`, `declined` or `error` (orders);
 * - gauges read at scrape time with `gaugeFrom` (outbox, consumer lag, dead letters, orders
 *   waiting in PLACED, newsletter progress).
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly operationDuration: Histogram<'operation' | 'type' | 'outcome'>;
  private readonly handlerDuration: Histogram<'topic' | 'event_type' | 'outcome'>;
  private readonly eventLag: Histogram<'topic' | 'event_type'>;
  private readonly paymentAuthorizations: Counter<'outcome'>;
  private readonly operationNames = new Set<string>();

  /** @param service the service name, the `service` label of every series. */
  constructor(readonly service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration in seconds',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.operationDuration = new Histogram({
      name: 'hearth_graphql_operation_duration_seconds',
      help: 'GraphQL operation duration in seconds, by operation name, type and outcome',
      labelNames: ['operation', 'type', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.handlerDuration = new Histogram({
      name: 'hearth_event_handler_duration_seconds',
      help: 'Duration of one attempt of an integration event handler, in seconds',
      labelNames: ['topic', 'event_type', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.eventLag = new Histogram({
      name: 'hearth_event_lag_seconds',
      help: "Seconds from an event's occurredAt to the end of its handling by this service (one saga hop)",
      labelNames: ['topic', 'event_type'],
      buckets: EVENT_LAG_BUCKETS,
      registers,
    });
    this.paymentAuthorizations = new Counter({
      name: 'hearth_payment_authorizations_total',
      help: 'Card holds asked by the checkout saga, by outcome (approved, declined, error)',
      labelNames: ['outcome'],
      registers,
    });
  }

  /** Express middleware timing every request except `/metrics` itself. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      if (req.path === '/metrics') return next();
      const end = this.httpDuration.startTimer();
      res.on('finish', () =>
        end({ method: req.method, route: req.path, status: String(res.statusCode) }),
      );
      next();
    };
  }

  /** Express handler serving the registry in the Prometheus text format. */
  handler() {
    return async (_req: Request, res: Response) => {
      res.setHeader('Content-Type', this.registry.contentType);
      res.end(await this.registry.metrics());
    };
  }

  /**
   * Records one GraphQL operation: `name` (the request's operation name; `anonymous` when it has
   * none, `other` past `MAX_OPERATION_LABELS` distinct names), `type` (query, mutation,
   * subscription, or `unknown` when it did not parse), its duration in seconds and its outcome.
   */
  observeOperation(
    name: string | null | undefined,
    type: string,
    seconds: number,
    outcome: Outcome,
  ) {
    const operation = this.operationLabel(name);
    this.operationDuration.observe({ operation, type, outcome }, seconds);
  }

  /**
   * Records one attempt of this service's handler of `event` from `topic`: its duration in
   * seconds and its outcome; a successful one also records the event's lag (now − `occurredAt`,
   * in seconds; an unparseable date records none).
   */
  observeEventHandled(
    topic: string,
    event: { type: string; occurredAt: string },
    seconds: number,
    outcome: Outcome,
  ): void {
    this.handlerDuration.observe({ topic, event_type: event.type, outcome }, seconds);
    if (outcome !== 'ok') return;
    const occurred = Date.parse(event.occurredAt);
    if (Number.isFinite(occurred))
      this.eventLag.observe(
        { topic, event_type: event.type },
        Math.max(0, (Date.now() - occurred) / 1000),
      );
  }

  /** Counts one card hold asked by the checkout saga (orders), by its outcome. */
  countPaymentAuthorization(outcome: 'approved' | 'declined' | 'error'): void {
    this.paymentAuthorizations.inc({ outcome });
  }

  /**
   * Registers a gauge whose samples `collect` reads at each scrape (e.g. from the database or the
   * broker). A `collect` that throws leaves the gauge without samples for that scrape (Prometheus
   * then sees the series go stale rather than a made-up value); the error goes to `onError`.
   * @throws Error if a metric of that name is already registered.
   */
  gaugeFrom(
    name: string,
    help: string,
    labelNames: string[],
    collect: () => Promise<GaugeSample[]>,
    onError: (err: unknown) => void = () => undefined,
  ): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          for (const { labels, value } of await collect()) this.set(labels, value);
        } catch (err) {
          onError(err);
        }
      },
    });
  }

  private operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_LABELS || !/^[A-Za-z_]\w{0,99}$/.test(name))
      return 'other';
    this.operationNames.add(name);
    return name;
  }
}
