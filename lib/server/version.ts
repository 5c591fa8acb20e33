import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { env } from './env';

let cached: string | undefined;

/** The studio's version, from package.json (the same under npm start, server.ts and tests). */
export function studioVersion(): string {
  if (cached === undefined) {
    try {
      cached = (JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
    } catch {
      cached = '0.0.0';
    }
  }
  return cached;
}

let build: string | undefined;

/**
 * The build this instance serves pages from: Next's build id, which next.config.mjs sets to
 * the stamp its pages carry (PRISM_BUILD_STAMP). 'dev' without a production build.
 */
export function studioBuild(): string {
  if (build === undefined) {
    // A development server (Next sets NODE_ENV) compiles pages as asked; a BUILD_ID left by an
    // earlier production build is not what it serves.
    if (process.env.NODE_ENV === 'development') return (build = 'dev');
    try {
      build = readFileSync(path.join(process.cwd(), env().NEXT_DIST_DIR, 'BUILD_ID'), 'utf8').trim() || 'dev';
    } catch {
      build = 'dev';
    }
  }
  return build;
}
