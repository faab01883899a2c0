/** Runs the restaurants subgraph as its own process (distributed mode). Config: see README. */
import 'reflect-metadata';
import { startSubgraph } from '@hearth/nest-common';
import { restaurantsSubgraph } from './subgraph.js';

await startSubgraph(restaurantsSubgraph(), { standalone: true });
