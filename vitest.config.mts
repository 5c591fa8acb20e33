import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

const alias = { '@': root, 'server-only': path.join(root, 'tests/support/server-only.ts') };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // Server modules log every request; the test report is easier to read without them.
          env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
          include: ['lib/**/*.test.ts', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // One production server per mode; files share it, so run them one after another.
          fileParallelism: false,
          globalSetup: ['tests/api/global-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          // npm run test:cluster: the multi-instance deployment (tests/cluster), a few minutes.
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
