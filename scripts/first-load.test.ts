import { describe, expect, it } from 'vitest';
import { budgetFor, overBudget, scriptUrls } from './first-load';

describe('first-load measurement', () => {
  it('counts every script the HTML makes the browser fetch, once, and skips nomodule ones', () => {
    const html = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/s.css"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/b.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>self.__next_f.push([1,""])</script>',
      '<link rel="modulepreload" href="/_next/static/chunks/c.js"/>',
    ].join('');
    expect(scriptUrls(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js']);
  });

  it('gives chat and its embed twin the larger budget', () => {
    expect(budgetFor('/chat')).toBe(200);
    expect(budgetFor('/embed/chat')).toBe(200);
    expect(budgetFor('/translate')).toBe(150);
  });

  it('is over budget by one byte, though the figure printed rounds to the budget', () => {
    expect(overBudget({ bytes: 150_000, budgetKB: 150 })).toBe(false);
    expect(overBudget({ bytes: 150_001, budgetKB: 150 })).toBe(true);
    expect(overBudget({ bytes: 150_041, budgetKB: 150 })).toBe(true);
  });
});
