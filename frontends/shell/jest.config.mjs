import { frontendProject } from '../jest.frontend.mjs';

export default frontendProject('shell-app', 'frontends/shell');
