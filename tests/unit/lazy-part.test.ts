import { createElement, type ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyPart } from '@/components/ui/lazy-part';
import { PART_MISSING_MESSAGE } from '@/lib/client/part-missing';

/**
 * The page's HTML once every part has loaded or failed to (React's static render waits for
 * both), without the markers React puts around a Suspense boundary.
 */
async function drawn<P extends object>(Part: ComponentType<P>, props: P): Promise<string> {
  const { prelude } = await prerender(createElement(Part, props));
  return (await new Response(prelude).text()).replace(/<!--\/?\$-->/g, '');
}

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello, ${name}`);
const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('lazyPart', () => {
  it('draws the loaded component with the props it was given', async () => {
    const Part = lazyPart(async () => Greeting);
    expect(await drawn(Part, { name: 'Ana' })).toBe('<p>Hello, Ana</p>');
  });

  it('loads its file once, however many times it is drawn', async () => {
    let loads = 0;
    const Part = lazyPart(async () => {
      loads += 1;
      return Greeting;
    });
    await drawn(Part, { name: 'Ana' });
    await drawn(Part, { name: 'Ben' });
    expect(loads).toBe(1);
  });

  it('draws the notice to reload in place of a part whose file is gone, instead of throwing', async () => {
    const Part = lazyPart<{ name: string }>(gone);
    const html = await drawn(Part, { name: 'Ana' });
    expect(html).toContain('role="alert"');
    expect(html).toContain(PART_MISSING_MESSAGE.slice(0, 40));
  });

  it('draws what the caller gives instead, with the same props, or nothing', async () => {
    const Fallback = ({ name }: { name: string }) => createElement('span', null, `No part for ${name}`);
    expect(await drawn(lazyPart(gone, Fallback), { name: 'Ana' })).toBe('<span>No part for Ana</span>');
    expect(await drawn(lazyPart<{ name: string }>(gone, () => null), { name: 'Ana' })).toBe('');
  });
});
