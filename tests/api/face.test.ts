import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FACE_AGES, FACE_STYLE_IDS, MAKEUP_REFERENCES } from '../../lib/contract/face';
import { request } from './http';

/** The face studio over HTTP against the production build (local engine). */

interface Catalogue {
  transform: string[];
  expression: string[];
  age: string[];
  makeup_reference: string[];
  styles: Array<{ id: string; label: string; preview: string }>;
  sample_image: string;
}

async function catalogue(): Promise<Catalogue> {
  const answer = await request('local', 'GET', '/api/face/styles');
  expect(answer.status).toBe(200);
  return answer.body.result as Catalogue;
}

async function imageAt(url: string) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^image\/(jpeg|png)$/);
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

const NO_FACE = `data:image/png;base64,${(
  await sharp({ create: { width: 200, height: 150, channels: 3, background: '#6a8fb3' } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="150"><rect y="100" width="200" height="50" fill="#3d6b35"/></svg>') }])
    .png()
    .toBuffer()
).toString('base64')}`;

describe('face (local mode)', () => {
  it('lists every style with a preview served by the app, the ages and the makeup references', async () => {
    const result = await catalogue();
    expect(result.transform).toEqual([...FACE_STYLE_IDS]);
    expect(result.transform.length).toBeGreaterThanOrEqual(12);
    expect(result.age).toEqual([...FACE_AGES]);
    expect(result.expression).toEqual([]);
    expect(result.makeup_reference).toHaveLength(MAKEUP_REFERENCES.length);
    const preview = await imageAt(result.styles[0]!.preview);
    expect(preview.width).toBeGreaterThan(100);
    const reference = await imageAt(result.makeup_reference[0]!);
    expect(reference.width).toBe(512);
  });

  it('styles the sample into num_image pictures, and says which prompt words it used', async () => {
    const { sample_image } = await catalogue();
    const answer = await request('local', 'POST', '/api/face/transform', { json: { init_image: sample_image, style_id: 'noir', prompt: 'moody', num_image: 2 } });
    expect(answer.status, answer.text).toBe(200);
    const result = answer.body.result as { images: string[]; style_id: string; faces: number; prompt_words: string[]; backend_processing_time: number };
    expect(result).toMatchObject({ style_id: 'noir', faces: 1, prompt_words: ['dark'] });
    expect(result.images).toHaveLength(2);
    expect(new Set(result.images).size).toBe(2);
    expect(result.backend_processing_time).toBeGreaterThan(0);
    for (const url of result.images) expect((await imageAt(url)).width).toBe(512);
  });

  it('answers an unknown style with a 400 listing the valid ids', async () => {
    const { sample_image } = await catalogue();
    const answer = await request('local', 'POST', '/api/face/transform', { json: { init_image: sample_image, style_id: 'van-gogh' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ status: false, message: `style_id: must be one of ${FACE_STYLE_IDS.join(', ')}`, code: 'invalid_input', result: {}, request_id: expect.any(String) });
  });

  it('answers a picture without a face with a 400 that says so, for every operation', async () => {
    const { makeup_reference } = await catalogue();
    for (const [path, json] of [
      ['/api/face/transform', { init_image: NO_FACE, style_id: 'cartoon' }],
      ['/api/face/age', { init_image: NO_FACE, age: '60' }],
      ['/api/face/makeup', { init_image: NO_FACE, reference_image: makeup_reference[0] }],
    ] as const) {
      const answer = await request('local', 'POST', path, { json });
      expect(answer.status, path).toBe(400);
      expect(answer.body.message, path).toMatch(/^init_image: no face found/);
    }
  });

  it('ages the sample (estimate before and after), and rejects an age outside the catalogue', async () => {
    const { sample_image } = await catalogue();
    const answer = await request('local', 'POST', '/api/face/age', { json: { init_image: sample_image, age: '80' } });
    expect(answer.status, answer.text).toBe(200);
    const result = answer.body.result as { age: string; images: string[]; estimated_age_before: number[]; estimated_age_after: number[] };
    expect(result.age).toBe('80');
    expect(result.estimated_age_after[0]).toBeGreaterThan(result.estimated_age_before[0]!);
    await imageAt(result.images[0]!);
    const wrong = await request('local', 'POST', '/api/face/age', { json: { init_image: sample_image, age: '45' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(`age: must be one of ${FACE_AGES.join(', ')}`);
  });

  it('transfers makeup from a catalogue reference, and needs a face in the reference', async () => {
    const { sample_image, makeup_reference } = await catalogue();
    const answer = await request('local', 'POST', '/api/face/makeup', { json: { init_image: sample_image, reference_image: makeup_reference[2] } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.result).toMatchObject({ reference_image: makeup_reference[2], faces: 1 });
    await imageAt((answer.body.result as { images: string[] }).images[0]!);
    const noFace = await request('local', 'POST', '/api/face/makeup', { json: { init_image: sample_image, reference_image: NO_FACE } });
    expect(noFace.status).toBe(400);
    expect(noFace.body.message).toMatch(/^reference_image: no face found/);
  });
});
