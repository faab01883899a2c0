import { frontendProject } from '../jest.frontend.mjs';

export default frontendProject('shell', 'frontends/shell');
