/** Runs the admin subgraph as its own process (distributed mode). Config: see README. */
import 'reflect-metadata';
import { startTracing } from '@hearth/nest-common/tracing';

// Traces (OTEL_EXPORTER_OTLP_ENDPOINT; off when unset), before the libraries they instrument load.
await startTracing('admin');
const { startSubgraph } = await import('@hearth/nest-common');
const { adminSubgraph } = await import('./subgraph.js');
await startSubgraph(adminSubgraph(), { standalone: true });
