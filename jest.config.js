// One Jest setup for the whole repo; the tier is chosen by file suffix (see docs/testing.md).
const fs = require('fs');
const path = require('path');

const swc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete swc.$schema;
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swc, swcrc: false }] };

const moduleNameMapper = {
  '^@attest/shared-ui$': '<rootDir>/shared-ui/src/index.ts',
  '^@attest/shared-ui/(.*)$': '<rootDir>/shared-ui/src/$1',
  '^@attest/(contracts|platform|identity|applicant|forms|edocs|compliance|talent|reporting|integrations|worker|server)$':
    '<rootDir>/services/$1/src/index.ts',
  '^@attest/(contracts|platform|identity|applicant|forms|edocs|compliance|talent|reporting|integrations|worker|server)/(.*)$':
    '<rootDir>/services/$1/src/$2',
  '\\.(css)$': '<rootDir>/shared-ui/test/style-stub.js',
};

const common = { rootDir: __dirname, transform, moduleNameMapper, testPathIgnorePatterns: ['/node_modules/', '/dist/'] };

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/services/*/src/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/{shared-ui,shell,mfe-*}/src/**/*.spec.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/shared-ui/test/setup-web.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/services/*/src/**/*.integration-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/services/platform/test/integration-setup.js'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/shell/e2e/**/*.e2e-spec.ts'],
    },
  ],
};
