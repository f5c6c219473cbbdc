const { createWebpackConfig } = require('../shared-ui/build/create-webpack-config.cjs');

// Remote [content_admin]: ./routes for the shell, plus a standalone index.html for development.
module.exports = createWebpackConfig({
  name: 'content_admin',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
  publicPath: 'auto',
  htmlPages: [{ filename: 'index.html', title: 'Attest — content_admin (standalone)', entry: 'main' }],
});
