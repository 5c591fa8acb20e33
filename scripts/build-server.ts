/**
 * The production server's build: server.ts and everything it imports from this project
 * (lib/, the route files under api/ and v1/, the contract) compiled ahead of time into
 * build/server/server.cjs (CommonJS, one file), which `npm start` runs. `npm run build` runs it after `next build`.
 *
 * Why not run the TypeScript through tsx, as `npm run dev` does: tsx compiles with esbuild's
 * keepNames, which wraps every function the code creates in a `__name()` call (an
 * Object.defineProperty), so each closure a request makes pays for one. Compiled once here
 * without it, an API call costs less CPU (docs/gateway.md).
 *
 * - Packages stay in node_modules and are resolved as the server loads (still with
 *   --conditions=react-server, for 'server-only').
 * - The route table: lib/server/front/route-loader.ts finds the route files on disk and imports
 *   them as they are; here it is replaced by a module that imports the same files statically,
 *   so they are compiled with the rest and share its modules (one store, one limiter).
 * - Engine workers still load their TypeScript through tsx (lib/server/workers.ts): they run
 *   inference, not the request path.
 *
 *   node --conditions=react-server --import tsx scripts/build-server.ts
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { ROUTE_ROOTS, routeFolders } from '@/lib/server/front/routes';

const SERVER_BUILD_DIR = 'build/server';
const root = process.cwd();

/** The static twin of route-loader.ts: the same files, in the same table, imported at build time. */
function staticRouteTable(): string {
  const imports: string[] = [];
  const entries: string[] = [];
  for (const { dir, mount } of ROUTE_ROOTS) {
    for (const folder of routeFolders(path.join(root, dir))) {
      const name = `route${imports.length}`;
      imports.push(`import * as ${name} from ${JSON.stringify(path.join(root, dir, folder, 'route.ts'))};`);
      entries.push(`routeOf(${JSON.stringify(folder)}, ${JSON.stringify(mount)}, ${name})`);
    }
  }
  return [
    `import { byPrecedence, routeOf } from ${JSON.stringify(path.join(root, 'lib/server/front/routes.ts'))};`,
    ...imports,
    `export async function loadAllApiRoutes() { return byPrecedence([${entries.join(', ')}]); }`,
  ].join('\n');
}

const routeTable: Plugin = {
  name: 'prism-route-table',
  setup(builder) {
    const loader = path.join(root, 'lib/server/front/route-loader.ts');
    builder.onLoad({ filter: /[\\/]lib[\\/]server[\\/]front[\\/]route-loader\.ts$/ }, (args) =>
      args.path === loader ? { contents: staticRouteTable(), loader: 'ts', resolveDir: root } : undefined,
    );
  },
};

async function main() {
  const outdir = path.join(root, SERVER_BUILD_DIR);
  rmSync(outdir, { recursive: true, force: true });
  const started = Date.now();
  const result = await build({
    // The pages thread's own entry (lib/server/front/pages-thread.ts starts it beside server.cjs).
    entryPoints: { server: path.join(root, 'server.ts'), 'pages-worker': path.join(root, 'lib/server/front/pages-worker.ts') },
    outdir,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    outExtension: { '.js': '.cjs' },
    // Packages are loaded from node_modules at run time; `@/…` is this project (tsconfig paths).
    packages: 'external',
    sourcemap: 'linked',
    keepNames: false,
    logLevel: 'warning',
    metafile: true,
    plugins: [routeTable],
  });
  const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.cjs'));
  const sources = Object.keys(result.metafile.inputs).length;
  console.log(`server build: ${sources} source files into ${outputs.join(', ')} (${Date.now() - started} ms)`);
}

main().catch((error: unknown) => {
  console.error('server build failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
