import { frontendProject } from '../../frontends/jest.frontend.mjs';

export default frontendProject('ui', 'libs/ui');
