import 'server-only';
import path from 'node:path';
import { byPrecedence, ROUTE_ROOTS, routeFolders, routeOf, type ApiRoute, type RouteModule } from './routes';

/**
 * The route table, read from the source tree: every api/<path>/route.ts and v1/<path>/route.ts
 * found on disk, imported as it is (under tsx: `npm run dev` and the tests that call the front
 * in-process). The production build (scripts/build-server.ts) replaces this module with one
 * that imports the same files statically, so they are compiled into the server with the rest
 * of its code and share its modules.
 */
export async function loadAllApiRoutes(cwd = process.cwd()): Promise<ApiRoute<RouteModule>[]> {
  const routes = await Promise.all(
    ROUTE_ROOTS.flatMap(({ dir, mount }) =>
      routeFolders(path.join(cwd, dir)).map(
        async (folder) => routeOf(folder, mount, (await import(path.join(cwd, dir, folder, 'route.ts'))) as RouteModule),
      ),
    ),
  );
  return byPrecedence(routes);
}
