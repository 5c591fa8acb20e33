import { describe, expect, it } from 'vitest';
import { hasLetters, TRANSLATE_TEXT_MIN } from '@/lib/contract/limits/translate';
import { paddedShortPart } from '@/components/translate/short-part';

describe('a part shorter than one request may be', () => {
  it('goes with an ellipsis up to the minimum when it has two letters or more', () => {
    for (const text of ['No', 'Hi', 'Ja', 'да', 'はい']) {
      const short = paddedShortPart(text)!;
      expect(short.text.length, text).toBe(TRANSLATE_TEXT_MIN);
      expect(short.text.startsWith(text)).toBe(true);
      expect(short.text.slice(text.length)).toMatch(/^…+$/);
    }
  });

  it('stays as written when it is a number, an initial or a sign', () => {
    for (const text of ['42', '7', 'A', 'A.', '—', '', '1a']) expect(paddedShortPart(text), text).toBeNull();
  });

  it('is not padded when it is long enough already', () => {
    expect(paddedShortPart('Yes')).toBeNull();
    expect(paddedShortPart('x'.repeat(TRANSLATE_TEXT_MIN))).toBeNull();
  });

  it('takes the added ellipsis (or stops) off the answer, in any script, and keeps the part if nothing else came back', () => {
    const short = paddedShortPart('Hi')!;
    expect(short.restore('Hola…')).toBe('Hola');
    expect(short.restore('Hola...')).toBe('Hola');
    expect(short.restore('Hola.')).toBe('Hola');
    expect(short.restore('Hola')).toBe('Hola');
    expect(short.restore('Hallo… ')).toBe('Hallo');
    expect(short.restore('こんにちは。')).toBe('こんにちは');
    expect(short.restore('नमस्ते।')).toBe('नमस्ते');
    expect(short.restore('…')).toBe('Hi');
    // Only the end: a stop inside the answer is the translator's own.
    expect(short.restore('St. Louis…')).toBe('St. Louis');
  });

  it('a part of any length without a letter has nothing to translate', () => {
    for (const text of ['1914 – 1918', '12 345 678 — 90 %', '---', '2 + 2 = 4']) expect(hasLetters(text), text).toBe(false);
    for (const text of ['1 a', 'Ω', 'はい', '3 km']) expect(hasLetters(text), text).toBe(true);
  });
});
