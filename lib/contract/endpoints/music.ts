import { defineEndpoint } from '../define';
import { musicRoutes } from '../routes/music';
import * as music from '../music';

/** The music endpoints: method and path (routes/music.ts), schemas (music.ts) and examples of each operation. */
export const musicEndpoints = {
  simple: defineEndpoint({
    ...musicRoutes.simple,
    summary: 'Generate two song variations from a description',
    request: music.simpleRequest,
    response: music.generationList,
    examples: {
      valid: [{ prompt: 'a happy lofi song about rainy mornings' }, { prompt: 'epic orchestral', instrumental: true, model: 'chirp-v3-0' }],
      invalid: [
        { input: {}, field: 'prompt' },
        { input: { prompt: 'song', model: 'chirp-v9' }, field: 'model' },
        { input: { prompt: 'song', instrumental: 'yes' }, field: 'instrumental' },
      ],
    },
  }),
  advance: defineEndpoint({
    ...musicRoutes.advance,
    summary: 'Generate two song variations from title, tags and lyrics',
    request: music.advanceRequest,
    response: music.generationList,
    examples: {
      valid: [
        { title: 'Rain', tags: 'lofi sad 80 bpm', prompt: '[Verse]\nRain on the window\n[Chorus]\nStay with me', instrumental: false, model: 'chirp-v3-0' },
        { title: 'Drive', tags: 'synthwave', instrumental: true },
      ],
      invalid: [
        { input: { tags: 'rock', prompt: 'la la' }, field: 'title' },
        { input: { title: 'Song', prompt: '' }, field: 'prompt' },
      ],
    },
  }),
  fetch: defineEndpoint({
    ...musicRoutes.fetch,
    errors: ['unknown_id'],
    summary: 'Fetch generation records by id',
    description: `Poll this while a generation runs; the rate limit applies, so honour Retry-After. Records come back in the order asked; an unknown id, an empty list or more than ${music.FETCH_MAX_IDS} ids is a 400.`,
    request: music.fetchRequest,
    response: music.generationList,
    examples: {
      valid: [{ ids: 'abc123,def456' }],
      invalid: [
        { input: {}, field: 'ids' },
        { input: { ids: ',' }, field: 'ids' },
        { input: { ids: Array.from({ length: 21 }, (_, i) => `id${i}`).join(',') }, field: 'ids' },
        { input: { ids: '../etc' }, field: 'ids.0' },
      ],
    },
  }),
} as const;
