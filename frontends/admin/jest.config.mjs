import { frontendProject } from '../jest.frontend.mjs';

export default frontendProject('admin', 'frontends/admin');
