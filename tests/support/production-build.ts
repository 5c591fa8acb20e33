import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Fails with what to run when the production build is missing: Next's pages (NEXT_DIST_DIR,
 * default .next) and the compiled server (build/server, scripts/build-server.ts), both made
 * by `npm run build`.
 */
export function assertProductionBuild(): void {
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  const missing = [path.join(distDir, 'BUILD_ID'), path.join('build', 'server', 'server.cjs')].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`No production build (${missing.join(', ')} missing): run \`npm run build\` first (scripts/test.sh does).`);
  }
}
