import { frontendProject } from '../jest.frontend.mjs';

export default frontendProject('guest-app', 'frontends/guest');
