// The metrics and trace plumbing of issue 27, without a stack: ServiceMetrics' bounded operation
// labels and scrape-time gauges, and the trace context an event carries from the request that
// raised it, through the outbox relay's send, to the handler that processes it and the event
// that handler raises (deploy/observability/README.md#traces).
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { node, tracing } from '@opentelemetry/sdk-node';
import { SpanKind, context, trace } from '@opentelemetry/api';
import { createEnvelope, type EventBus, type EventEnvelope } from '@hearth/events';
import { MAX_OPERATION_LABELS, ServiceMetrics } from '../src/metrics.js';
import { tracePublishes, withConsumerSpan } from '../src/trace-context.js';

/** The samples of `name` in the registry's text output, as `labels value` lines. */
async function samples(metrics: ServiceMetrics, name: string): Promise<string[]> {
  return (await metrics.registry.metrics())
    .split('\n')
    .filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
}

/** A bus that only records what it was asked to publish. */
function recordingBus(): EventBus & { published: EventEnvelope[] } {
  const published: EventEnvelope[] = [];
  return {
    published,
    publish: async (_topic, events) => void published.push(...events),
    subscribe: async () => undefined,
    start: async () => undefined,
    stop: async () => undefined,
    stopGroup: async () => undefined,
    isHealthy: async () => true,
  };
}

describe('ServiceMetrics', () => {
  it('labels GraphQL operations by name, at most MAX_OPERATION_LABELS of them, the rest as other', async () => {
    const metrics = new ServiceMetrics('orders');
    metrics.observeOperation(null, 'query', 0.01, 'ok');
    metrics.observeOperation('not a name!', 'query', 0.01, 'ok');
    for (let i = 0; i < MAX_OPERATION_LABELS + 5; i++)
      metrics.observeOperation(`Op${i}`, 'query', 0.01, 'ok');
    const counts = await samples(metrics, 'hearth_graphql_operation_duration_seconds_count');
    const names = new Set(counts.map((l) => /operation="([^"]+)"/.exec(l)![1]));
    expect(names.has('anonymous')).toBe(true);
    expect(names.has('Op0')).toBe(true);
    expect(names.has(`Op${MAX_OPERATION_LABELS + 4}`)).toBe(false);
    expect(counts.find((l) => l.includes('operation="other"'))).toMatch(/ 6$/); // 5 late + 1 bad
    expect(names.size).toBe(MAX_OPERATION_LABELS + 2); // + anonymous, other
  });

  it('reads a gauge at scrape time; a failed read leaves it without samples and is reported', async () => {
    const metrics = new ServiceMetrics('orders');
    let value: number | Error = 42;
    const errors: unknown[] = [];
    metrics.gaugeFrom(
      'hearth_test_gauge',
      'test',
      ['topic'],
      async () => {
        if (value instanceof Error) throw value;
        return [{ labels: { topic: 'hearth.orders' }, value }];
      },
      (err) => errors.push(err),
    );
    expect(await samples(metrics, 'hearth_test_gauge')).toEqual([
      'hearth_test_gauge{topic="hearth.orders",service="orders"} 42',
    ]);
    value = new Error('database down');
    expect(await samples(metrics, 'hearth_test_gauge')).toEqual([]);
    expect(errors).toEqual([value]);
  });

  it('records a handled event’s lag from its occurredAt, only when the handler succeeded', async () => {
    const metrics = new ServiceMetrics('sessions');
    const event = { type: 'OrderPlaced', occurredAt: new Date(Date.now() - 3_000).toISOString() };
    metrics.observeEventHandled('hearth.orders', event, 0.02, 'error');
    expect(await samples(metrics, 'hearth_event_lag_seconds_count')).toEqual([]);
    metrics.observeEventHandled('hearth.orders', event, 0.02, 'ok');
    const [sum] = await samples(metrics, 'hearth_event_lag_seconds_sum');
    expect(Number(sum!.split(' ').pop())).toBeGreaterThanOrEqual(3);
  });
});

describe('trace context through the outbox, the broker and the handler', () => {
  const exporter = new tracing.InMemorySpanExporter();
  const provider = new node.NodeTracerProvider({
    spanProcessors: [new tracing.SimpleSpanProcessor(exporter)],
  });
  beforeAll(() => provider.register());
  afterAll(async () => {
    await provider.shutdown();
    trace.disable();
    context.disable();
  });

  it('send follows the request, process follows the send, and the next event follows process', async () => {
    const request = trace.getTracer('test').startSpan('POST /graphql', { kind: SpanKind.SERVER });
    // An event raised in the request takes its trace (createEnvelope without a traceparent).
    const placed = context.with(trace.setSpan(context.active(), request), () =>
      createEnvelope({ type: 'OrderPlaced', version: 1, aggregateId: 'o1', payload: {} }),
    );
    request.end();
    const requestContext = request.spanContext();
    expect(placed.traceparent).toBe(`00-${requestContext.traceId}-${requestContext.spanId}-01`);

    // The relay publishes it through tracePublishes: a PRODUCER span, whose context it carries.
    const inner = recordingBus();
    await tracePublishes(inner, 'orders').publish('hearth.orders', [placed]);
    const [sent] = inner.published;
    const send = exporter.getFinishedSpans().find((s) => s.name === 'send hearth.orders')!;
    expect(send.kind).toBe(SpanKind.PRODUCER);
    expect(send.parentSpanContext?.spanId).toBe(requestContext.spanId);
    expect(sent!.traceparent).toBe(`00-${requestContext.traceId}-${send.spanContext().spanId}-01`);
    expect({ ...sent, traceparent: placed.traceparent }).toEqual(placed); // nothing else changes

    // sessions handles it in a CONSUMER span; what it raises there continues the trace.
    const reserved = await withConsumerSpan('sessions', 'hearth.orders', sent!, async () =>
      createEnvelope({ type: 'StockReserved', version: 1, aggregateId: 'o1', payload: {} }),
    );
    const process = exporter.getFinishedSpans().find((s) => s.name === 'process hearth.orders')!;
    expect(process.kind).toBe(SpanKind.CONSUMER);
    expect(process.parentSpanContext?.spanId).toBe(send.spanContext().spanId);
    expect(process.attributes['messaging.consumer.group.name']).toBe('sessions');
    expect(reserved.traceparent).toBe(
      `00-${requestContext.traceId}-${process.spanContext().spanId}-01`,
    );
  });

  it('a failing handler marks its span as an error and still throws', async () => {
    const event = createEnvelope({
      type: 'OrderPlaced',
      version: 1,
      aggregateId: 'o2',
      payload: {},
    });
    await expect(
      withConsumerSpan('sessions', 'hearth.orders', event, async () => {
        throw new Error('poison');
      }),
    ).rejects.toThrow('poison');
    const span = exporter
      .getFinishedSpans()
      .find((s) => s.name === 'process hearth.orders' && s.events.length > 0)!;
    expect(span.status.code).toBe(2); // SpanStatusCode.ERROR
  });
});
