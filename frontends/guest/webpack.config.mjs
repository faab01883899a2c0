import { createConfig } from '../webpack.common.mjs';

export default createConfig({
  name: 'guest',
  exposes: {
    './App': './src/App.tsx',
    './RestaurantPage': './src/app/RestaurantPage.tsx',
  },
});
