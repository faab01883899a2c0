/** Runs the notifications subgraph as its own process (distributed mode). Config: see README. */
import 'reflect-metadata';
import { startTracing } from '@hearth/nest-common/tracing';

// Traces (OTEL_EXPORTER_OTLP_ENDPOINT; off when unset), before the libraries they instrument load.
await startTracing('notifications');
const { startSubgraph } = await import('@hearth/nest-common');
const { notificationsSubgraph } = await import('./subgraph.js');
await startSubgraph(notificationsSubgraph(), { standalone: true });
