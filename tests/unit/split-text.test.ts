import { describe, expect, it } from 'vitest';
import { joinParts, splitText } from '@/lib/client/split-text';

/** Every property a split must have: lossless, each part fits, none empty or padded. */
function expectSound(text: string, max: number) {
  const split = splitText(text, max);
  expect(joinParts(split, [])).toBe(text);
  for (const part of split.parts) {
    expect(part.text.length).toBeGreaterThan(0);
    expect(part.text.length).toBeLessThanOrEqual(max);
    expect(part.text).toBe(part.text.trim());
    expect(part.after.trim()).toBe('');
  }
  return split;
}

describe('splitting a long text into parts that fit a request', () => {
  it('leaves a text that fits as one part, with the space around it', () => {
    expect(expectSound('  Hello there.\n', 50)).toEqual({ lead: '  ', parts: [{ text: 'Hello there.', after: '\n' }] });
    expect(expectSound(' \n ', 50)).toEqual({ lead: ' \n ', parts: [] });
  });

  it('cuts between paragraphs first, packing as many whole paragraphs as fit', () => {
    const text = 'First paragraph here.\n\nSecond one.\nThird line.\n\n\nFourth paragraph, longer than the rest.';
    const split = expectSound(text, 40);
    expect(split.parts.map((p) => p.text)).toEqual(['First paragraph here.\n\nSecond one.', 'Third line.', 'Fourth paragraph, longer than the rest.']);
    expect(split.parts.map((p) => p.after)).toEqual(['\n', '\n\n\n', '']);
  });

  it('cuts a paragraph too long for a part between sentences, then between words, then inside a word', () => {
    const text = 'One sentence ends here. “Another one?” Yes! A very very long sentence without any stop at all goes on and on';
    const split = expectSound(text, 30);
    expect(split.parts.map((p) => p.text)).toEqual(['One sentence ends here.', '“Another one?” Yes!', 'A very very long sentence', 'without any stop at all goes', 'on and on']);
    const url = `see https://example.com/${'a'.repeat(70)} now`;
    expect(expectSound(url, 30).parts.map((p) => p.text.length)).toEqual([3, 30, 30, 30, 3]);
  });

  it('cuts Arabic, Urdu, Hindi and Bengali at their own question mark, full stop and danda', () => {
    const text = 'كيف حالك؟ أنا بخير. آج اچھا دن ہے۔ कल फिर मिलेंगे। আজ একটি সুন্দর দিন।';
    expect(expectSound(text, 20).parts.map((p) => p.text)).toEqual(['كيف حالك؟ أنا بخير.', 'آج اچھا دن ہے۔', 'कल फिर मिलेंगे।', 'আজ একটি সুন্দর দিন।']);
  });

  it('cuts Chinese and Japanese at their full stops, which have no space after them', () => {
    const text = '这是第一句。这是第二句！这是第三句？最后一句';
    expect(expectSound(text, 8).parts.map((p) => p.text)).toEqual(['这是第一句。', '这是第二句！', '这是第三句？', '最后一句']);
  });

  it('never cuts an emoji (a surrogate pair) in two', () => {
    const text = '😀'.repeat(10);
    const split = expectSound(text, 5);
    expect(split.parts.map((p) => p.text)).toEqual(['😀😀', '😀😀', '😀😀', '😀😀', '😀😀']);
  });

  it('puts translations back with the layout of the text, and keeps parts without one as written', () => {
    const split = splitText('\nHello.\n\nGood night.\n', 12);
    expect(joinParts(split, ['Hola.', 'Buenas noches.'])).toBe('\nHola.\n\nBuenas noches.\n');
    expect(joinParts(split, ['Hola.'])).toBe('\nHola.\n\nGood night.\n');
  });

  it('is lossless and within bounds on generated text of every shape', () => {
    const words = ['word', 'longerword', 'x', 'Satz.', 'fin!', '“quoted.”', '\n', '\n\n', '  ', '。', 'https://a.example/' + 'p'.repeat(40), '😀'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let round = 0; round < 200; round++) {
      const count = next() % 300;
      let text = '';
      for (let i = 0; i < count; i++) text += words[next() % words.length] + (next() % 3 ? ' ' : '');
      expectSound(text, 10 + (next() % 60));
    }
  });
});
