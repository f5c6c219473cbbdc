// One lint setup for the whole repo (type-aware typescript-eslint).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Imports across packages go through @attest/* names; the services' built packages expose only their root. */
const CROSS_PACKAGE_PATTERNS = [
  { group: ['../../../*'], message: 'Import across packages through @attest/* names.' },
  // Built services resolve @attest/<pkg> to dist/index.js only; deep paths break at run time.
  { regex: '^@attest/(contracts|platform|identity|applicant|forms|edocs|compliance|talent|reporting|integrations|worker|server)/(?!testing$)', message: 'Import from the package root (@attest/<pkg>).' },
];

/**
 * The shell and each remote are deployed apart (conventions, item 14): a remote imports shared-ui and
 * contracts, never the shell's source nor another remote; shared-ui imports neither.
 */
const NO_SHELL_OR_REMOTE_PATTERNS = [
  {
    regex: '^@attest/shell(/|$)',
    message: 'Do not import the shell: the remote contract (RemoteRoutes, RemoteNavEntry, renderStandaloneRemote, ROUTER_FUTURE) is in @attest/shared-ui.',
  },
  { regex: '^@attest/mfe-', message: 'Do not import a remote: share through @attest/shared-ui or @attest/contracts.' },
  { regex: '^(\\.\\./)+(shell|mfe-[^/]+)(/|$)', message: 'No relative import into the shell or a remote package.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'var/**', '**/*.cjs', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      curly: ['error', 'all'],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'no-restricted-imports': ['error', { patterns: CROSS_PACKAGE_PATTERNS }],
    },
  },
  {
    // Rule options do not merge between config objects: the cross-package patterns are repeated here.
    files: ['mfe-*/**/*.ts', 'mfe-*/**/*.tsx', 'shared-ui/**/*.ts', 'shared-ui/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...CROSS_PACKAGE_PATTERNS, ...NO_SHELL_OR_REMOTE_PATTERNS] }],
    },
  },
);
