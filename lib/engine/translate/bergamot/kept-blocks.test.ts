import { describe, expect, it } from 'vitest';
import { keepOverrideBlocks } from './kept-blocks';

describe('override blocks through an installed model', () => {
  it('leaves a text without blocks as it is', () => {
    const kept = keepOverrideBlocks('Fish & chips <3', false);
    expect(kept).toMatchObject({ text: 'Fish & chips <3', html: false });
    expect(kept.restore('Poisson & frites <3')).toBe('Poisson & frites <3');
  });

  it('sends each block as a numbered tag in escaped text, and puts the blocks back in the unescaped answer', () => {
    const kept = keepOverrideBlocks('{\\an8}Fish & chips {\\i1}<3{\\i0}', false);
    expect(kept.text).toBe('<img data-prism-kept="0">Fish &amp; chips <img data-prism-kept="1">&lt;3<img data-prism-kept="2">');
    expect(kept.restore('<img data-prism-kept="0">Poisson &amp; frites <img data-prism-kept="1">&lt;3<img data-prism-kept="2">')).toBe('{\\an8}Poisson & frites {\\i1}<3{\\i0}');
  });

  it('puts a block the model dropped in front, and a repeated one once', () => {
    const kept = keepOverrideBlocks('{\\an8}Hello {\\i1}there', false);
    expect(kept.restore('Bonjour <img data-prism-kept="1">là <img data-prism-kept="1">')).toBe('{\\an8}Bonjour {\\i1}là ');
  });
});
