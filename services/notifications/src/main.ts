/** Runs the notifications subgraph as its own process (distributed mode). Config: see README. */
import 'reflect-metadata';
import { startSubgraph } from '@hearth/nest-common';
import { notificationsSubgraph } from './subgraph.js';

await startSubgraph(notificationsSubgraph(), { standalone: true });
