import { describe, expect, it } from 'vitest';
import { catalogSections, matchesModel } from '@/components/models/format';
import builtInChat from '@/lib/server/models/catalog/chat.json';
import builtInTranslation from '@/lib/server/models/catalog/translation.json';
import builtInVoices from '@/lib/server/models/catalog/voices.json';

/** The catalogue the studio ships (the page's filter runs over what GET /api/models lists). */
const BUILTIN_CATALOG = [...builtInChat, ...builtInVoices, ...builtInTranslation];

const row = (id: string, capability: string) => ({ entry: { id, capability } });

describe('the models page sections', () => {
  it('puts chat, voices and translation first, in that order, keeping the catalogue order within each', () => {
    const rows = [row('fr-en', 'translate'), row('zz', 'social'), row('lessac', 'tts'), row('qwen', 'llm'), row('en-fr', 'translate'), row('ddcolor', 'image')];
    const sections = catalogSections(rows);
    expect(sections.map((s) => s.title)).toEqual(['Chat', 'Voices', 'Translation', 'Image', 'social']);
    expect(sections[2]!.rows.map((r) => r.entry.id)).toEqual(['fr-en', 'en-fr']);
  });

  it('has no section for a capability with no models', () => {
    expect(catalogSections([row('qwen', 'llm')]).map((s) => s.capability)).toEqual(['llm']);
    expect(catalogSections([])).toEqual([]);
  });
});

describe("the models page's filter box", () => {
  const found = (query: string) => BUILTIN_CATALOG.filter((entry) => matchesModel(entry, query)).map((entry) => entry.id);

  it('finds models by any words of their name, section, languages, licence or quality line, case and accents aside', () => {
    expect(found('')).toHaveLength(BUILTIN_CATALOG.length);
    const german = found('GERMAN voice');
    expect(german.length).toBeGreaterThan(0);
    for (const id of german) expect(BUILTIN_CATALOG.find((e) => e.id === id)).toMatchObject({ capability: 'tts' });
    // Words in any order: both directions of a language pair, and nothing else.
    const pair = found('french translation english');
    expect(pair).toHaveLength(2);
    for (const id of pair) expect(BUILTIN_CATALOG.find((e) => e.id === id)).toMatchObject({ capability: 'translate', languages: expect.arrayContaining(['en', 'fr']) });
    // A licence with a section.
    expect(found('apache chat').every((id) => BUILTIN_CATALOG.find((e) => e.id === id)!.capability === 'llm')).toBe(true);
    expect(found('apache chat').length).toBeGreaterThan(0);
    expect(found('Français')).toEqual(found('francais'));
  });

  it('finds nothing for words no entry has', () => {
    expect(found('zzz-no-such-model')).toEqual([]);
  });
});

