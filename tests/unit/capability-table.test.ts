import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPaths, CAPABILITY_TABLE } from '@/lib/contract/capabilities';
import { CAPABILITIES } from '@/lib/contract/define';
import { capabilityEndpoints } from '@/lib/contract/registry';
import { platform } from '@/lib/contract/platform';
import { routes } from '@/lib/contract/routes';
import { STUDIO_PAGES } from '@/lib/studio/pages';

const root = path.resolve(__dirname, '../..');
const exists = (...parts: string[]) => existsSync(path.join(root, ...parts));
/** /files/{id} → api/files/[id]/route.ts, as the API front reads the folders. */
const routeFile = (apiPath: string) => path.join('api', ...apiPath.split('/').filter(Boolean).map((s) => s.replace(/^\{(.+)\}$/, '[$1]')), 'route.ts');

describe('the capability table', () => {
  it('has one row per capability of the contract', () => {
    expect(CAPABILITY_TABLE.map((row) => row.capability).sort()).toEqual([...CAPABILITIES].sort());
  });

  for (const row of CAPABILITY_TABLE) {
    describe(row.capability, () => {
      it(`has its studio page /${row.page}`, () => {
        expect(exists('app', '(studio)', row.page, 'page.tsx')).toBe(true);
      });

      it(row.embed ? `has its embed twin /embed/${row.embed}, titled from the table` : 'has no embed twin', () => {
        if (!row.embed) {
          expect(exists('app', 'embed', row.page)).toBe(false);
          return;
        }
        const file = path.join(root, 'app', 'embed', row.embed, 'page.tsx');
        expect(existsSync(file)).toBe(true);
        // A hand-copied title would drift from the table: the twin reads it from there.
        expect(readFileSync(file, 'utf8')).not.toContain(`'${row.title}'`);
      });

      it('is in the navigation', () => {
        expect(STUDIO_PAGES.find((page) => page.slug === row.page)).toMatchObject({ title: row.title, icon: row.icon, embed: row.embed });
      });

      it('has a route file for each of its API paths', () => {
        const paths = apiPaths(row.capability);
        expect(paths.length).toBeGreaterThan(0);
        for (const apiPath of paths) expect(exists(routeFile(apiPath)), routeFile(apiPath)).toBe(true);
      });
    });
  }

  it('routes every registry endpoint through the route table', () => {
    for (const endpoint of [...capabilityEndpoints, ...Object.values(platform)]) {
      const [capability, operation] = endpoint.id.split('.') as [keyof typeof routes, string];
      expect((routes[capability] as Record<string, unknown>)[operation]).toEqual({
        id: endpoint.id,
        capability: endpoint.capability,
        method: endpoint.method,
        path: endpoint.path,
      });
    }
  });

  it('leaves no embed page outside the table', () => {
    const embeds = CAPABILITY_TABLE.flatMap((row) => (row.embed ? [row.embed] : [])).sort();
    const folders = readdirSync(path.join(root, 'app', 'embed'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(embeds);
  });
});
