/** Runs the orders subgraph as its own process (distributed mode). Config: see README. */
import 'reflect-metadata';
import { startSubgraph } from '@hearth/nest-common';
import { ordersSubgraph } from './subgraph.js';

await startSubgraph(ordersSubgraph(), { standalone: true });
