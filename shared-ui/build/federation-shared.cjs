// The ONE shared-dependency declaration used by the shell and every remote. Any difference between
// host and remote here means two Reacts or a lost store context at run time, so nobody re-declares it.
const path = require('path');

const root = path.resolve(__dirname, '../..');
const rootPkg = require(path.join(root, 'package.json'));
const sharedUiPkg = require(path.join(root, 'shared-ui/package.json'));

/** Version from the root package.json; transitive packages (react-router) fall back to the installed copy. */
function versionOf(name) {
  const pinned = (rootPkg.dependencies || {})[name] || (rootPkg.devDependencies || {})[name];
  const exact = pinned || require(require.resolve(`${name}/package.json`, { paths: [root] })).version;
  // Caret on the pinned version: a remote deployed later with a patch/minor bump still matches.
  return /^\d/.test(exact) ? `^${exact}` : exact;
}

const singletons = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  // Issue 14 (remote budgets): libraries several remotes and shared-ui use. Shared, the shell's copy
  // serves every remote instead of each remote bundling its own (formik and yup carry the form engine
  // and every schema from contracts; libphonenumber-js the phone rules).
  'formik',
  'yup',
  'libphonenumber-js',
];

const shared = Object.fromEntries(
  singletons.map((name) => [name, { singleton: true, eager: false, requiredVersion: versionOf(name) }]),
);
// react-dom/client and react/jsx-runtime are separate requests; share them under the same version rules.
shared['react-dom/client'] = { singleton: true, eager: false, requiredVersion: versionOf('react-dom') };
shared['react/jsx-runtime'] = { singleton: true, eager: false, requiredVersion: versionOf('react') };
shared['@attest/shared-ui'] = {
  singleton: true,
  eager: false,
  version: sharedUiPkg.version,
  requiredVersion: `^${sharedUiPkg.version}`,
};

module.exports = { shared, versionOf };
