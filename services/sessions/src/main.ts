/** Runs the sessions subgraph as its own process (distributed mode). Config: see README. */
import 'reflect-metadata';
import { startTracing } from '@hearth/nest-common/tracing';

// Traces (OTEL_EXPORTER_OTLP_ENDPOINT; off when unset), before the libraries they instrument load.
await startTracing('sessions');
const { startSubgraph } = await import('@hearth/nest-common');
const { sessionsSubgraph } = await import('./subgraph.js');
await startSubgraph(sessionsSubgraph(), { standalone: true });
