import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layer rules (.dependency-cruiser.cjs) on a small tree made here: each deliberately
 * wrong import must be reported by the rule that forbids it, and a right one by none.
 * `npm run lint:layers` runs the same rules over the real tree in scripts/test.sh.
 */
const config = createRequire(import.meta.url)(path.resolve('.dependency-cruiser.cjs')) as { forbidden: unknown[] };
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

async function violations(files: Record<string, string>): Promise<Array<{ rule: string; from: string; to: string }>> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'prism-layers-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const previous = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(Object.keys(files), { ruleSet: { forbidden: config.forbidden } as never, validate: true, tsPreCompilationDeps: true });
    return (result.output as ICruiseResult).summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
  } finally {
    process.chdir(previous);
  }
}

describe('layer rules', () => {
  it.each([
    ['an engine importing the server', 'engine-knows-no-server', { 'lib/engine/image/a.ts': "import { x } from '../../server/store';\nexport const a = x;\n", 'lib/server/store.ts': 'export const x = 1;\n' }],
    ['the contract importing an engine', 'contract-is-the-bottom', { 'lib/contract/a.ts': "import { x } from '../engine/image/b';\nexport const a = x;\n", 'lib/engine/image/b.ts': 'export const x = 1;\n' }],
    ['the browser client importing the server', 'client-knows-no-server', { 'lib/client/a.ts': "import { x } from '../server/env';\nexport const a = x;\n", 'lib/server/env.ts': 'export const x = 1;\n' }],
    ['a component importing the server', 'components-know-no-server', { 'components/chat/a.tsx': "import { x } from '../../lib/server/env';\nexport const a = x;\n", 'lib/server/env.ts': 'export const x = 1;\n' }],
    ['one engine importing another', 'engines-share-only-through-shared-folders', { 'lib/engine/face/a.ts': "import { x } from '../image/b';\nexport const a = x;\n", 'lib/engine/image/b.ts': 'export const x = 1;\n' }],
    ['shared vision code importing a capability', 'shared-engine-code-knows-no-capability', { 'lib/engine/vision/a.ts': "import { x } from '../image/b';\nexport const a = x;\n", 'lib/engine/image/b.ts': 'export const x = 1;\n' }],
    ['an import circle', 'no-circular', { 'lib/server/a.ts': "import { b } from './b';\nexport const a = () => b;\n", 'lib/server/b.ts': "import { a } from './a';\nexport const b = () => a;\n" }],
  ])('reports %s', async (_what, rule, files) => {
    const found = await violations(files);
    expect(found.map((v) => v.rule)).toContain(rule);
  });

  it('lets the arrows that point down through', async () => {
    const found = await violations({
      'lib/contract/a.ts': 'export const a = 1;\n',
      'lib/engine/vision/v.ts': "import { a } from '../../contract/a';\nexport const v = a;\n",
      'lib/engine/image/i.ts': "import { v } from '../vision/v';\nexport const i = v;\n",
      'lib/server/s.ts': "import { i } from '../engine/image/i';\nexport const s = i;\n",
      'lib/client/c.ts': "import { a } from '../contract/a';\nexport const c = a;\n",
      'components/x/k.tsx': "import { c } from '../../lib/client/c';\nexport const k = c;\n",
      'api/p/route.ts': "import { s } from '../../lib/server/s';\nexport const GET = s;\n",
    });
    expect(found).toEqual([]);
  });

  it('lets a type-only circle through (it loads nothing)', async () => {
    const found = await violations({
      'lib/server/a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'lib/server/b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
    });
    expect(found).toEqual([]);
  });
});
