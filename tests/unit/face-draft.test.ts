import { describe, expect, it } from 'vitest';
import { parseFaceDraft } from '@/components/face/draft';
import { NUM_IMAGE_MAX } from '@/lib/contract/limits/face';

const photo = { url: '/api/files/abc', preview: '/api/files/abc', name: 'me.jpg' };
const choices = { mode: 'age', styleId: 'pop-art', prompt: 'bold', numImage: 2, ageIndex: 3, reference: null };

describe("the face studio's kept draft", () => {
  it('reads back the choices for the next run with the portrait', () => {
    expect(parseFaceDraft({ photo, results: [], choices })).toEqual({ photo, results: [], choices });
  });

  it('reads a draft kept before the choices were, and drops damaged choices but keeps the portrait', () => {
    expect(parseFaceDraft({ photo, results: [] })).toEqual({ photo, results: [] });
    for (const damaged of [
      { ...choices, mode: 'swap' },
      { ...choices, numImage: NUM_IMAGE_MAX + 1 },
      { ...choices, numImage: 0 },
      { ...choices, ageIndex: -1 },
      { ...choices, prompt: 7 },
      { ...choices, styleId: 42 },
      'age',
    ]) {
      expect(parseFaceDraft({ photo, results: [], choices: damaged }), JSON.stringify(damaged)).toEqual({ photo, results: [] });
    }
  });
});
