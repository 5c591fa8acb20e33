import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

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
