// Which exporter OpenTelemetry's standard variables start (deploy/observability/README.md#traces),
// and Zipkin export end to end against a stand-in for Zipkin's /api/v2/spans: what a trace
// viewer on the distributed layout (tools/zipkin/server.mjs) receives from a Hearth process.
import { afterAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { trace } from '@opentelemetry/api';
import { startTracing, stopTracing, traceExporterKind, tracingEnabled } from '../src/tracing.js';

describe('traceExporterKind', () => {
  it('is off by default, OTLP with an OTLP endpoint, Zipkin when OTEL_TRACES_EXPORTER lists it', () => {
    expect(traceExporterKind({})).toBeUndefined();
    expect(tracingEnabled({})).toBe(false);
    expect(traceExporterKind({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(
      'otlp',
    );
    expect(
      traceExporterKind({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' }),
    ).toBe('otlp');
    // Zipkin needs no endpoint (default http://localhost:9411/api/v2/spans) and wins over OTLP.
    expect(traceExporterKind({ OTEL_TRACES_EXPORTER: 'zipkin' })).toBe('zipkin');
    expect(
      traceExporterKind({
        OTEL_TRACES_EXPORTER: ' Zipkin ',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      }),
    ).toBe('zipkin');
    // `otlp` alone still needs its endpoint, as before.
    expect(traceExporterKind({ OTEL_TRACES_EXPORTER: 'otlp' })).toBeUndefined();
  });

  it('none and OTEL_SDK_DISABLED turn any exporter off', () => {
    expect(
      traceExporterKind({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'x' }),
    ).toBe(undefined);
    expect(traceExporterKind({ OTEL_TRACES_EXPORTER: 'zipkin,none' })).toBeUndefined();
    expect(traceExporterKind({ OTEL_TRACES_EXPORTER: 'zipkin', OTEL_SDK_DISABLED: 'TRUE' })).toBe(
      undefined,
    );
    expect(tracingEnabled({ OTEL_TRACES_EXPORTER: 'zipkin', OTEL_SDK_DISABLED: 'true' })).toBe(
      false,
    );
  });
});

describe('OTEL_TRACES_EXPORTER=zipkin', () => {
  let server: Server | undefined;
  afterAll(async () => {
    await stopTracing();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('sends the spans to OTEL_EXPORTER_ZIPKIN_ENDPOINT as Zipkin JSON v2, named by service', async () => {
    const received: Array<{ path: string; spans: Array<Record<string, unknown>> }> = [];
    server = createServer((req, res) => {
      const body: Buffer[] = [];
      req.on('data', (c: Buffer) => body.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', spans: JSON.parse(Buffer.concat(body).toString()) });
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const tracing = await startTracing('orders', {
      instrument: false,
      env: {
        OTEL_TRACES_EXPORTER: 'zipkin',
        OTEL_EXPORTER_ZIPKIN_ENDPOINT: `http://127.0.0.1:${port}/api/v2/spans`,
      },
    });
    expect(tracing).toBeDefined();
    const span = trace.getTracer('test').startSpan('place order');
    const { traceId } = span.spanContext();
    span.end();
    await stopTracing(); // flushes the batch

    expect(received.map((r) => r.path)).toEqual(['/api/v2/spans']);
    expect(received[0]!.spans).toEqual([
      expect.objectContaining({
        traceId,
        name: 'place order',
        localEndpoint: expect.objectContaining({ serviceName: 'orders' }),
      }),
    ]);
  });
});
