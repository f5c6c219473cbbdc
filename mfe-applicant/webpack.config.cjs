const { createWebpackConfig } = require('../shared-ui/build/create-webpack-config.cjs');

// Remote [applicant]: ./routes for the shell, plus a standalone index.html for development.
module.exports = createWebpackConfig({
  name: 'applicant',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
  publicPath: 'auto',
  htmlPages: [{ filename: 'index.html', title: 'Attest — applicant (standalone)', entry: 'main' }],
});
