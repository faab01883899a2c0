import { frontendProject } from '../jest.frontend.mjs';

export default frontendProject('chef-app', 'frontends/chef');
