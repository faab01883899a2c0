/** Runs the users subgraph as its own process (distributed mode). Config: see README. */
import 'reflect-metadata';
import { startSubgraph } from '@hearth/nest-common';
import { usersSubgraph } from './subgraph.js';

await startSubgraph(usersSubgraph(), { standalone: true });
