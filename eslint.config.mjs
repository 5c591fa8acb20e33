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
    // The server's per-call objects (a request's view, its scope, a handler's context) are
    // classes when they have getters. A per-call object literal whose getter closes over the
    // call kept what it reaches (the Node request, its answer, their headers) alive through
    // V8's young-generation collections into the old generation: 2.3 KB of every call, where
    // the same object without the getter promoted 8 B, and a scavenge of the API paused 3.9
    // ms against the bare proxy's 1.3 (GC=1 bash bench/gateway/cpu-cost.sh). A getter on a
    // class's prototype promotes nothing.
    files: ['lib/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ObjectExpression > Property[kind=/^[gs]et$/]',
          message: 'A getter in an object literal: on a per-call object it keeps the call alive into the old generation. Use a class (see eslint.config.mjs).',
        },
      ],
    },
  },
  {
    // What the browser loads: the contract's schemas (and zod) must not ride on a page.
    // Components reach endpoints through their capability's module in lib/client/endpoints
    // (over lib/contract/routes/<capability>, never the routes index, which holds every route),
    // rules through lib/contract/limits, and schemas (with the wording of their issues,
    // lib/contract/issues) only by a lazy import() (useContractForm).
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
              regex: '^@/lib/contract(/(?!limits/|capabilities$|define$|errors$)[^/]+)?$',
              message: 'Schemas carry zod, and the routes index every route: import rules from @/lib/contract/limits/*, endpoints from @/lib/client/endpoints/<capability>, types with import type.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
]);
