// Flat config: typescript-eslint's recommended rules plus React hooks, for the site, plugins, scripts and tests.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-algolia/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      '.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
      // The package is CommonJS (no "type": "module"): Node ≥ 20.19 treats compiled code that mentions
      // import.meta as an ES module, which breaks Playwright's loader. Use __dirname and require.main.
      'no-restricted-syntax': [
        'error',
        {
          selector: "MetaProperty[meta.name='import'][property.name='meta']",
          message: 'Use __dirname or require.main === module: this package is loaded as CommonJS.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
  },
);
