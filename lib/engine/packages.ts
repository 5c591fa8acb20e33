import { createRequire } from 'node:module';
import path from 'node:path';

/** Resolves packages from the project folder, the same under vitest, tsx workers and Node. */
export const projectRequire = createRequire(path.join(process.cwd(), 'package.json'));
