/** Runs the admin subgraph as its own process (distributed mode). Config: see README. */
import 'reflect-metadata';
import { startSubgraph } from '@hearth/nest-common';
import { adminSubgraph } from './subgraph.js';

await startSubgraph(adminSubgraph(), { standalone: true });
