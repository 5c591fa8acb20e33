import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', '.next-*/**', 'build/**', 'node_modules/**', 'data/**', '.data*/**', 'next-env.d.ts', 'public/sw.js', 'playwright-report/**', 'test-results/**']),
  {
    rules: {
      // Every picture in the studio is a user's file or an engine's result of unknown size,
      // served by our own file route: next/image's optimiser would only re-encode them.
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // What the browser loads: the contract's schemas (and zod) must not ride on a page.
    // Components reach endpoints through `api` from lib/client, rules through
    // lib/contract/limits, and schemas only by a lazy import() (useContractForm).
    files: ['components/**/*.{ts,tsx}', 'lib/client/**/*.{ts,tsx}', 'lib/studio/**/*.ts', 'app/**/*.tsx'],
    ignores: ['components/docs/**', 'app/(studio)/docs/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'zod is loaded lazily in the browser (useContractForm); import types only.', allowTypeImports: true },
            { name: 'react-hook-form', message: 'Forms use useContractForm and Controller from @/lib/client/form (react-hook-form is for its types only).', allowTypeImports: true },
            { name: '@/components/ui', message: 'Import the primitive from its own file (@/components/ui/button): the barrel pulls every widget into every page.' },
          ],
          patterns: [
            {
              regex: '^@/lib/contract(/(?!limits/|routes$|capabilities$|define$|errors$)[^/]+)?$',
              message: 'Schemas carry zod: import rules from @/lib/contract/limits/*, endpoints from api (@/lib/client), types with import type.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
]);
