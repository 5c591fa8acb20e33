/**
 * First-load JavaScript per page, measured the way a browser meets it: every script the
 * prerendered HTML loads (<script src>, and <link rel=preload|modulepreload as=script>,
 * which the browser fetches too; `nomodule` scripts are skipped, as a modern browser skips
 * them), each gzip-compressed at level 6, summed. Reads the production build only.
 *
 *   npx tsx scripts/first-load.ts            prints the table, exits 1 if a budget is broken
 *   npx tsx scripts/first-load.ts --json     the same rows as JSON
 *
 * NEXT_DIST_DIR picks the build (default .next). Budgets are DESIGN.md's: 150 kB gz on
 * every page, 200 kB gz on chat (its embed twin included).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 150;
export const CHAT_BUDGET_KB = 200;

export interface FirstLoadRow {
  route: string;
  scripts: number;
  /** Gzipped bytes, as the budget is checked. */
  bytes: number;
  /** The same to a tenth of a kB, as printed. */
  kB: number;
  budgetKB: number;
}

/** Over budget by even one byte: 150,041 bytes prints as 150.0 kB, and is over a 150 kB budget. */
export const overBudget = (row: Pick<FirstLoadRow, 'bytes' | 'budgetKB'>) => row.bytes > row.budgetKB * 1000;

export function budgetFor(route: string): number {
  return route === '/chat' || route === '/embed/chat' ? CHAT_BUDGET_KB : BUDGET_KB;
}

/** The script URLs one page's HTML makes the browser fetch, in document order, once each. */
export function scriptUrls(html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1];
    if (src) urls.push(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const isScript = /\brel="(preload|modulepreload)"/i.test(tag) && (/\bas="script"/i.test(tag) || /modulepreload/i.test(tag));
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
    if (isScript && href) urls.push(href);
  }
  return [...new Set(urls)];
}

function htmlPages(appDir: string): { route: string; file: string }[] {
  const pages: { route: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        // Route groups such as (studio) are not part of the URL; _not-found and _global-error are not pages.
        const relative = path.relative(appDir, full).replace(/\.html$/, '');
        const segments = relative.split(path.sep).filter((s) => !/^\(.*\)$/.test(s));
        if (segments.some((s) => s.startsWith('_'))) continue;
        const route = `/${segments.join('/')}`.replace(/\/index$/, '/').replace(/^\/\/$/, '/');
        pages.push({ route: route === '' ? '/' : route, file: full });
      }
    }
  };
  walk(appDir);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

export function measureFirstLoad(distDir: string): FirstLoadRow[] {
  const appDir = path.join(distDir, 'server', 'app');
  if (!existsSync(appDir)) throw new Error(`no production build in ${distDir}: run next build first`);
  const gzipped = new Map<string, number>();
  const sizeOf = (url: string) => {
    if (!gzipped.has(url)) {
      const file = path.join(distDir, url.replace(/^\/_next\//, '').split('?')[0] ?? '');
      gzipped.set(url, gzipSync(readFileSync(file), { level: 6 }).length);
    }
    return gzipped.get(url)!;
  };
  return htmlPages(appDir).map(({ route, file }) => {
    const urls = scriptUrls(readFileSync(file, 'utf8'));
    const bytes = urls.reduce((sum, url) => sum + sizeOf(url), 0);
    return { route, scripts: urls.length, bytes, kB: Math.round(bytes / 100) / 10, budgetKB: budgetFor(route) };
  });
}

function main() {
  const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next');
  const rows = measureFirstLoad(distDir);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
    return;
  }
  const over = rows.filter(overBudget);
  console.log('first-load JS (gzip -6, every script the HTML loads)');
  for (const row of rows) {
    const mark = overBudget(row) ? `  OVER BUDGET (${row.budgetKB} kB)` : '';
    console.log(`${row.route.padEnd(20)} ${row.kB.toFixed(1).padStart(6)} kB gz  ${String(row.scripts).padStart(2)} scripts${mark}`);
  }
  if (over.length) {
    for (const row of over) console.error(`budget broken: ${row.route} loads ${row.bytes} bytes gz of JavaScript, budget ${row.budgetKB * 1000}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
