import { describe, expect, it } from 'vitest';
import { catalogSections } from '@/components/models/format';

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
