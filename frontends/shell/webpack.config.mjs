import { fileURLToPath } from 'node:url';
import { createConfig } from '../webpack.common.mjs';

export default createConfig({
  name: 'shell',
  runtimePlugins: [
    fileURLToPath(new URL('./src/federation/remote-error-plugin.ts', import.meta.url)),
  ],
});
