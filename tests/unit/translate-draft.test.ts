import { describe, expect, it } from 'vitest';
import { linkKey, parseTranslateDraft } from '@/components/translate/draft';

/** The translator's tab draft as it comes back from sessionStorage (JSON written by an older page, or edited by hand). */
const good = {
  text: 'The garden is beautiful.',
  source_lang: 'auto',
  target_lang: 'pt-BR',
  shown: { text: 'O jardim é bonito.', lang: 'en', source: 'auto', path: ['en', 'es', 'pt-BR'], engine: 'local' },
  link: null,
  partial: null,
  file: null,
};

describe('translator tab draft', () => {
  it('comes back whole when every part is sound', () => {
    expect(parseTranslateDraft(good, 'auto')).toEqual(good);
  });

  it('is dropped when the text or a language is not one the page could send', () => {
    expect(parseTranslateDraft(null, 'auto')).toBeNull();
    expect(parseTranslateDraft('text', 'auto')).toBeNull();
    expect(parseTranslateDraft({ ...good, text: 42 }, 'auto')).toBeNull();
    expect(parseTranslateDraft({ ...good, source_lang: 'English' }, 'auto')).toBeNull();
    // Detect is a source, never a target.
    expect(parseTranslateDraft({ ...good, target_lang: 'auto' }, 'auto')).toBeNull();
  });

  it('keeps the text when only the translation on screen is damaged, and drops a bad pivot list', () => {
    expect(parseTranslateDraft({ ...good, shown: { text: 'x', lang: '<b>' } }, 'auto')).toEqual({ ...good, shown: null });
    const { path: _path, ...rest } = good.shown;
    expect(parseTranslateDraft({ ...good, shown: { ...good.shown, path: ['en', 7] } }, 'auto')?.shown).toEqual(rest);
  });

  it("keeps a long text's translation in parts, to go on from, and drops it when damaged", () => {
    const partial = { values: { text: 'Long text…', source_lang: 'auto', target_lang: 'es' }, translated: ['Texto largo…'], lang: 'en', source: 'en' };
    expect(parseTranslateDraft({ ...good, partial }, 'auto')?.partial).toEqual(partial);
    const noted = { ...partial, path: ['en', 'pt', 'es'], engine: 'local' };
    expect(parseTranslateDraft({ ...good, partial: noted }, 'auto')?.partial).toEqual(noted);
    expect(parseTranslateDraft({ ...good, partial: { ...noted, path: ['en', 9], engine: 4 } }, 'auto')?.partial).toEqual(partial);
    // Only the known fields come back.
    expect(parseTranslateDraft({ ...good, partial: { ...partial, extra: 1, values: { ...partial.values, more: 2 } } }, 'auto')?.partial).toEqual(partial);
    for (const damaged of [{ ...partial, translated: ['ok', 3] }, { ...partial, lang: '<b>' }, { ...partial, values: { ...partial.values, target_lang: 'auto' } }, { ...partial, source: 7 }, 'parts']) {
      expect(parseTranslateDraft({ ...good, partial: damaged }, 'auto')).toEqual(good);
    }
    // A draft kept before this field still reads.
    const { partial: _none, ...older } = good;
    expect(parseTranslateDraft(older, 'auto')).toEqual(good);
  });

  it('keeps the name of the file the text was opened from, which the translation is saved under', () => {
    expect(parseTranslateDraft({ ...good, file: { name: 'film.srt', lineEnd: '\r\n' } }, 'auto')?.file).toEqual({ name: 'film.srt', lineEnd: '\r\n' });
    // A draft from before line ends were kept held the bare name; its text had `\n` line ends.
    expect(parseTranslateDraft({ ...good, file: 'film.srt' }, 'auto')?.file).toEqual({ name: 'film.srt', lineEnd: '\n' });
    expect(parseTranslateDraft({ ...good, file: { name: 'x.srt', lineEnd: '\r' } }, 'auto')?.file).toEqual({ name: 'x.srt', lineEnd: '\n' });
    for (const damaged of [12, '', { name: 3 }, { lineEnd: '\n' }, null]) expect(parseTranslateDraft({ ...good, file: damaged }, 'auto')).toEqual(good);
  });

  it('keeps text over the length limit as typed, so the page can say so again', () => {
    const long = 'a'.repeat(5_000);
    expect(parseTranslateDraft({ ...good, text: long }, 'auto')?.text).toBe(long);
  });

  it('names a share link by its text and languages', () => {
    expect(linkKey({})).toBeNull();
    expect(linkKey({ text: 'Hi there', source: 'en', target: 'fr' })).toBe(linkKey({ target: 'fr', source: 'en', text: 'Hi there' }));
    expect(linkKey({ text: 'Hi there', source: 'en', target: 'fr' })).not.toBe(linkKey({ text: 'Hi there', source: 'en', target: 'es' }));
    expect(linkKey({ text: 'Hi there' })).not.toBe(linkKey({ text: 'Hi there', source: 'en' }));
  });
});
