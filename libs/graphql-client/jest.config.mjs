import { frontendProject } from '../../frontends/jest.frontend.mjs';

export default frontendProject('graphql-client', 'libs/graphql-client');
