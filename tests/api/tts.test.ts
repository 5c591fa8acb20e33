import { describe, expect, inject, it } from 'vitest';
import { request } from './http';

/** Speech over HTTP against the production build (local engine): the API a VOICEVOX client sees. */

async function wavAt(url: string) {
  // Result URLs are absolute on the server's own origin; fetch them as a client would.
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('audio/wav');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  return { rate: bytes.readUInt32LE(24), channels: bytes.readUInt16LE(22), seconds: bytes.readUInt32LE(40) / (bytes.readUInt32LE(24) * bytes.readUInt16LE(22) * 2) };
}

describe('tts (local mode)', () => {
  it('lists the voices in the VOICEVOX shape, with their languages', async () => {
    const answer = await request('local', 'GET', '/api/tts/speakers');
    expect(answer.status).toBe(200);
    const speakers = answer.body.result as Array<{ name: string; speaker_uuid: string; language: string; styles: Array<{ id: number; name: string }> }>;
    expect(speakers[0]).toMatchObject({ language: 'ja', styles: expect.arrayContaining([{ id: 0, name: 'ノーマル' }]) });
    expect(speakers.map((s) => s.language)).toEqual(expect.arrayContaining(['ja', 'en-US', 'es', 'fr', 'de']));
    const ids = speakers.flatMap((s) => s.styles.map((st) => st.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers an unknown speaker with a 400 naming speaker', async () => {
    for (const [path, json] of [
      ['/api/tts/audio_query', { text: 'こんにちは', speaker: 4321 }],
      ['/api/tts/synthesis', { speaker: 4321, input: { accent_phrases: [] } }],
      ['/api/tts/mora_data', { speaker: 4321, accent_phrases: [] }],
    ] as const) {
      const answer = await request('local', 'POST', path, { json });
      expect(answer.status, path).toBe(400);
      expect(answer.body).toEqual({ status: false, message: 'speaker: must be a style id listed by GET /tts/speakers', code: 'invalid_input', result: {}, request_id: expect.any(String) });
    }
  });

  it('makes a query, then a WAV at the asked rate and channels, served by the app', async () => {
    const query = await request('local', 'POST', '/api/tts/audio_query', { json: { text: 'こんにちは', speaker: 0 } });
    expect(query.status).toBe(200);
    const input = { ...(query.body.result as object), outputSamplingRate: 16000, outputStereo: true };
    const answer = await request('local', 'POST', '/api/tts/synthesis', { json: { speaker: 0, input } });
    expect(answer.status).toBe(200);
    const { audios } = answer.body.result as { audios: string[] };
    expect(audios).toHaveLength(1);
    // Absolute, on the server's own origin (its host name as the server sees it).
    expect(audios[0]).toMatch(new RegExp(`^http://[^/]+:${new URL(inject('localUrl')).port}/api/files/[a-f0-9]{64}$`));
    expect(await wavAt(audios[0]!)).toMatchObject({ rate: 16000, channels: 2 });
  });

  it('multi_synthesis answers one WAV per query and the joined one last', async () => {
    const a = (await request('local', 'POST', '/api/tts/audio_query', { json: { text: 'はい', speaker: 0 } })).body.result;
    const b = (await request('local', 'POST', '/api/tts/audio_query', { json: { text: 'いいえ', speaker: 0 } })).body.result;
    const answer = await request('local', 'POST', '/api/tts/multi_synthesis', { json: { speaker: 0, input: [a, b] } });
    expect(answer.status).toBe(200);
    const { audios } = answer.body.result as { audios: string[] };
    expect(audios).toHaveLength(3);
    const [first, second, joined] = await Promise.all(audios.map(wavAt));
    expect(joined!.seconds).toBeCloseTo(first!.seconds + second!.seconds, 2);
  });

  it('answers a phoneme the voice does not know with a 400 naming the mora', async () => {
    const input = { accent_phrases: [{ moras: [{ text: 'コ', consonant: 'q', consonant_length: 0.05, vowel: 'o', vowel_length: 0.1, pitch: 5 }], accent: 1 }] };
    const answer = await request('local', 'POST', '/api/tts/synthesis', { json: { speaker: 0, input } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^input\.accent_phrases\.0\.moras\.0\.consonant: must be an Open JTalk consonant/);
  });
});
