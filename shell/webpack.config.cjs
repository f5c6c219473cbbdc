const path = require('path');
const { createWebpackConfig } = require('../shared-ui/build/create-webpack-config.cjs');

// The host: no static remotes, they come from /remotes.manifest.json at run time (src/remotes/remote-registry.ts).
const base = createWebpackConfig({
  name: 'shell',
  dir: __dirname,
  remotesFromManifest: true,
  publicPath: '/',
  htmlPages: [{ filename: 'index.html', title: 'Attest', entry: 'main' }],
});

// The sign-in page imports a few shared-ui modules by path (src/light/ui.ts) so it does not load the whole
// @attest/shared-ui singleton. Only the deep form is aliased: '@attest/shared-ui' itself stays the shared module.
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.resolve.alias['@attest/shared-ui/*'] = path.join(__dirname, '../shared-ui/src/*');
  return config;
};
