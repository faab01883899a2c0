import { frontendProject } from '../jest.frontend.mjs';

export default frontendProject('admin-app', 'frontends/admin');
