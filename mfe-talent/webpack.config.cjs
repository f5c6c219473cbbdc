const { createWebpackConfig } = require('../shared-ui/build/create-webpack-config.cjs');

// Remote [talent]: ./routes for the shell, plus a standalone index.html for development.
module.exports = createWebpackConfig({
  name: 'talent',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
  publicPath: 'auto',
  htmlPages: [{ filename: 'index.html', title: 'Attest — talent (standalone)', entry: 'main' }],
});
