import { createConfig } from '../webpack.common.mjs';

export default createConfig({ name: 'chef', exposes: { './App': './src/App.tsx' } });
