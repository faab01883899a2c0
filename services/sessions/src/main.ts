/** Runs the sessions subgraph as its own process (distributed mode). Config: see README. */
import 'reflect-metadata';
import { startSubgraph } from '@hearth/nest-common';
import { sessionsSubgraph } from './subgraph.js';

await startSubgraph(sessionsSubgraph(), { standalone: true });
