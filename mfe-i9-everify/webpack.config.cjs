const { createWebpackConfig } = require('../shared-ui/build/create-webpack-config.cjs');

// Remote [i9_everify]: ./routes for the shell, plus a standalone index.html for development.
module.exports = createWebpackConfig({
  name: 'i9_everify',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
  publicPath: 'auto',
  htmlPages: [{ filename: 'index.html', title: 'Attest — i9_everify (standalone)', entry: 'main' }],
});
