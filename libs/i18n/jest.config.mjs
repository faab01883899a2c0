import { frontendProject } from '../../frontends/jest.frontend.mjs';

export default frontendProject('i18n', 'libs/i18n');
