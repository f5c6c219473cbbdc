// Test-only preload (`node -r <this> services/<pkg>/src/main.ts`): runs a service's TypeScript sources in a
// plain Node process, as the test runner sees them. Each .ts file is compiled with SWC and the repo's .swcrc
// (the same transform as the build and Jest), and @attest/<pkg>[/<path>] resolves to services/<pkg>/src, like
// Jest's moduleNameMapper, so a child process runs the code under test without a build.
'use strict';
const fs = require('fs');
const Module = require('module');
const path = require('path');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '../../../..');
const swcrc = JSON.parse(fs.readFileSync(path.join(root, '.swcrc'), 'utf8'));
delete swcrc.$schema;
const SERVICE = /^@attest\/(contracts|platform|identity|applicant|forms|edocs|compliance|talent|reporting|integrations|worker|server)(\/.*)?$/;

Module._extensions['.ts'] = function compileTs(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    ...swcrc,
    swcrc: false,
    filename,
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};

const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveService(request, ...rest) {
  const m = SERVICE.exec(request);
  const target = m ? path.join(root, 'services', m[1], 'src', m[2] ? m[2].slice(1) : 'index') : request;
  return resolve.call(this, target, ...rest);
};
