import { createConfig } from '../webpack.common.mjs';

export default createConfig({ name: 'admin', exposes: { './App': './src/App.tsx' } });
