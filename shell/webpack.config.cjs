const { createWebpackConfig } = require('../shared-ui/build/create-webpack-config.cjs');

// The host: no static remotes, they come from /remotes.manifest.json at run time (src/remotes/remote-registry.ts).
module.exports = createWebpackConfig({
  name: 'shell',
  dir: __dirname,
  remotesFromManifest: true,
  publicPath: '/',
  htmlPages: [{ filename: 'index.html', title: 'Attest', entry: 'main' }],
});
