// One webpack factory for the shell and every remote: swc for TS/TSX (no type-checking loader; tsc runs
// separately), module federation with the one shared config, html pages, output to <pkg>/dist.
const fs = require('fs');
const path = require('path');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared } = require('./federation-shared.cjs');

const root = path.resolve(__dirname, '../..');

/** The repo's .swcrc, but emitting ES modules so webpack can tree-shake and federation can share. */
function swcOptions(tsx) {
  const swcrc = JSON.parse(fs.readFileSync(path.join(root, '.swcrc'), 'utf8'));
  delete swcrc.$schema;
  return {
    ...swcrc,
    swcrc: false,
    sourceMaps: false,
    jsc: { ...swcrc.jsc, parser: { ...swcrc.jsc.parser, tsx } },
    module: { type: 'es6' },
  };
}

function htmlTemplate(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * @param {object} o
 * @param {string} o.name federation name (shell, applicant, i9_everify, ...)
 * @param {string} o.dir the package folder (pass __dirname)
 * @param {Record<string,string>} [o.exposes] federation exposes; a remoteEntry.js is built when given
 * @param {boolean} [o.remotesFromManifest] host that registers its remotes at run time (no static remotes)
 * @param {Array<{filename:string,title:string,entry?:string,entryImport?:string,publicPath?:string}>} [o.htmlPages]
 * @param {string} [o.publicPath] 'auto' for remotes (servable from any origin/path), '/' for the shell
 */
function createWebpackConfig({ name, dir, exposes, remotesFromManifest = false, htmlPages, publicPath = 'auto' }) {
  const pages = htmlPages || [{ filename: 'index.html', title: 'Attest', entry: 'main' }];
  return (_env, argv = {}) => {
    // NODE_ENV may be 'test' (a build started from Jest): only 'development' selects a dev build.
    const mode = argv.mode || (process.env.NODE_ENV === 'development' ? 'development' : 'production');
    const entry = { main: path.join(dir, 'src/index.ts') };
    for (const page of pages) {
      if (page.entry && page.entryImport) {
        entry[page.entry] = path.join(dir, page.entryImport);
      }
    }
    return {
      mode,
      context: dir,
      entry,
      devtool: mode === 'production' ? false : 'eval-cheap-module-source-map',
      output: {
        // ATTEST_OUT_DIR builds elsewhere (e.g. a redeploy of one remote next to the running one).
        path: process.env.ATTEST_OUT_DIR ? path.resolve(process.env.ATTEST_OUT_DIR) : path.join(dir, 'dist'),
        publicPath,
        uniqueName: name,
        filename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: mode === 'production' ? '[id].[contenthash:8].js' : '[id].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: {
          // contracts' package main points at compiled server output; the browser builds from source.
          '@attest/contracts$': path.join(root, 'services/contracts/src/index.ts'),
        },
      },
      module: {
        rules: [
          { test: /\.ts$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions(false) } },
          { test: /\.tsx$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions(true) } },
          { test: /\.css$/, type: 'css' },
        ],
      },
      experiments: { css: true },
      cache: { type: 'filesystem', cacheDirectory: path.join(root, 'node_modules/.cache/webpack', name), name: mode },
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, parallel: 1, terserOptions: { compress: true, mangle: true } })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      plugins: [
        // A label a deployment can show (which build is live); '' when not set.
        new DefinePlugin({ 'process.env.ATTEST_BUILD_LABEL': JSON.stringify(process.env.ATTEST_BUILD_LABEL || '') }),
        new ModuleFederationPlugin({
          name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
          ...(remotesFromManifest ? { remotes: {} } : {}),
          shared,
          dts: false,
          manifest: false,
        }),
        ...pages.map(
          (page) =>
            new HtmlWebpackPlugin({
              filename: page.filename,
              templateContent: htmlTemplate(page.title),
              chunks: [page.entry || 'main'],
              ...(page.publicPath ? { publicPath: page.publicPath } : {}),
            }),
        ),
      ],
    };
  };
}

module.exports = { createWebpackConfig };
