import {
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import type { NextFunction, Request, Response } from 'express';
import type { EventBus, EventEnvelope } from '@hearth/events';

/**
 * Spans Hearth makes itself, with OpenTelemetry's API only: a no-op until a tracer provider is
 * registered (`startTracing`, when `OTEL_EXPORTER_OTLP_ENDPOINT` is set). They carry one
 * checkout's trace where no library instrumentation can: into a request when the HTTP
 * instrumentation is not loaded (the embedded stack), and through the outbox, Kafka and the inbox
 * via the event envelope's `traceparent` (issue 27; docs/runbooks/README.md#traces).
 */
const TRACER = 'hearth';

/** The context whose parent is the W3C `traceparent` (root context when null or malformed). */
function contextOf(traceparent: string | null | undefined): Context {
  return traceparent ? propagation.extract(context.active(), { traceparent }) : context.active();
}

/** `span`'s W3C `traceparent`, or null when tracing is off. */
function traceparentOfSpan(span: Span): string | null {
  const carrier: Record<string, string> = {};
  propagation.inject(trace.setSpan(context.active(), span), carrier);
  return carrier['traceparent'] ?? null;
}

function fail(span: Span, err: unknown): void {
  span.recordException(err instanceof Error ? err : new Error(String(err)));
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/**
 * Express middleware: when a span is active for the request (the HTTP instrumentation, started
 * by `main.ts`), drops the request's own `traceparent`/`tracestate` (see the code); otherwise
 * (the embedded stack) opens a SERVER span `METHOD path` of `service`, child of the request's `traceparent`
 * header, runs the rest of the request in it, and rewrites the request's `traceparent` to it, so
 * what the request calls (the gateway's subgraph fetches forward it; events read it) continues
 * this span. Ends it with the response status (5xx = error). Does nothing when tracing is off.
 */
export function traceRequests(service: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (trace.getActiveSpan()) {
      // The HTTP instrumentation made the request's span, and the undici one adds the trace to
      // the gateway's subgraph calls: a forwarded copy of the incoming header would be a second,
      // conflicting `traceparent` there. Events take the active span's instead.
      delete req.headers['traceparent'];
      delete req.headers['tracestate'];
      return next();
    }
    const header = req.headers['traceparent'];
    const parent = contextOf(typeof header === 'string' ? header : null);
    const span = trace.getTracer(TRACER).startSpan(
      `${req.method} ${req.path}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': req.method,
          'url.path': req.path,
          'hearth.service': service,
        },
      },
      parent,
    );
    if (!span.isRecording()) return next();
    const traceparent = traceparentOfSpan(span);
    if (traceparent) req.headers['traceparent'] = traceparent;
    res.on('finish', () => {
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    const active = trace.setSpan(parent, span);
    // The body parsers go on in the request stream's own events: bind them to the span too.
    context.bind(active, req);
    context.bind(active, res);
    context.with(active, next);
  };
}

/**
 * Runs `handle` (this service's handling of `event` from `topic`) in a CONSUMER span
 * `process <topic>`, child of the envelope's `traceparent` (the producer span of the service that
 * published it), so the handler's queries and the events it raises join the same trace. The span
 * records the handler's error, if any, and `handle`'s result or error is passed through.
 */
export function withConsumerSpan<T>(
  service: string,
  topic: string,
  event: EventEnvelope,
  handle: () => Promise<T>,
): Promise<T> {
  const parent = contextOf(event.traceparent);
  const span = trace.getTracer(TRACER).startSpan(
    `process ${topic}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': 'kafka',
        'messaging.operation.type': 'process',
        'messaging.destination.name': topic,
        'messaging.consumer.group.name': service,
        'messaging.message.id': event.id,
        'hearth.event.type': event.type,
        'hearth.service': service,
      },
    },
    parent,
  );
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      return await handle();
    } catch (err) {
      fail(span, err);
      throw err;
    } finally {
      span.end();
    }
  });
}

/**
 * `bus` with its `publish` traced: each event gets a PRODUCER span `send <topic>` of `service`,
 * child of its envelope's `traceparent` (the request or handler that raised it), and is published
 * carrying that span's `traceparent` instead (the stored outbox row keeps the original), so the
 * consumer's span follows the send. The spans end when the broker acknowledges, with the error
 * if it does not. Every other method is `bus`'s own. The outbox relay publishes through it.
 */
export function tracePublishes(bus: EventBus, service: string): EventBus {
  const tracer = trace.getTracer(TRACER);
  return {
    publish: async (topic, events) => {
      const spans = events.map((event) =>
        tracer.startSpan(
          `send ${topic}`,
          {
            kind: SpanKind.PRODUCER,
            attributes: {
              'messaging.system': 'kafka',
              'messaging.operation.type': 'send',
              'messaging.destination.name': topic,
              'messaging.message.id': event.id,
              'hearth.event.type': event.type,
              'hearth.service': service,
            },
          },
          contextOf(event.traceparent),
        ),
      );
      const sent = events.map((event, i) => ({
        ...event,
        traceparent: traceparentOfSpan(spans[i]!) ?? event.traceparent,
      }));
      try {
        await bus.publish(topic, sent);
      } catch (err) {
        for (const span of spans) fail(span, err);
        throw err;
      } finally {
        for (const span of spans) span.end();
      }
    },
    subscribe: (groupId, topic, handler) => bus.subscribe(groupId, topic, handler),
    start: () => bus.start(),
    stop: () => bus.stop(),
    stopGroup: (groupId) => bus.stopGroup(groupId),
    isHealthy: () => bus.isHealthy(),
  };
}
