import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', '.next-*/**', 'node_modules/**', 'data/**', '.data*/**', 'next-env.d.ts', 'public/sw.js', 'playwright-report/**', 'test-results/**']),
  {
    rules: {
      // Every picture in the studio is a user's file or an engine's result of unknown size,
      // served by our own file route: next/image's optimiser would only re-encode them.
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
]);
