import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * How tests and benches start the studio: with the very command of `npm start` (the production
 * server that `npm run build` compiles into build/server/) or, given --dev, of `npm run dev`
 * (server.ts run from source), read from package.json; without npm in between, so killing the
 * child stops the server itself. `flags` go after the port (--dev, --api-only).
 */
export function studioCommand(port: number, hostname = '127.0.0.1', flags: string[] = []): [string, string[]] {
  const scripts = (JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const script = flags.includes('--dev') ? scripts.dev! : scripts.start!;
  const [program, ...args] = script.split(' ');
  if (program !== 'node') throw new Error(`package.json's ${flags.includes('--dev') ? 'dev' : 'start'} script no longer starts with node: ${script}`);
  return [process.execPath, [...args.filter((arg) => !flags.includes(arg)), '-p', String(port), '-H', hostname, ...flags]];
}
