import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as colorize } from '@/api/image/colorize/route';
import { POST as superres } from '@/api/image/gfp_superres/route';
import { POST as unblur } from '@/api/image/unblur/route';
import { POST as age } from '@/api/face/age/route';
import { ageModifierGraph } from '@/lib/engine/face/neural/test-graph';
import { sampleBytes } from '@/lib/engine/face/test-support/pictures';
import { ddcolorGraph, frameEnhancerGraph, gfpganGraph } from '@/lib/engine/image/neural/test-graphs';
import { resetEnvForTests } from '@/lib/server/env';
import { importModelFile } from '@/lib/server/models';
import { call, freshPlatform, json } from './platform-support';

/**
 * Endpoints answer from an installed model when there is one, through the same model manager
 * as chat: a catalogue drop-in (a graph made here with the real model's inputs and outputs,
 * and its sha256), imported as an offline machine would, then named in the result (`engine`,
 * and `note` or `model`); the built-in engine answers when none is installed or the setting
 * says builtin. Colorize (DDColor), gfp_superres (Real-ESRGAN), face age (StyleGANEX).
 */
let dataDir: string;
let done: () => Promise<void>;
let picture: string;
const ID = 'ddcolor-test-graph';

beforeAll(async () => {
  ({ dataDir, done } = await freshPlatform({ MODELS_CATALOG_BUILTIN: 'false', JOB_RUN_IN_APP: 'true', IMAGE_WORKERS: '1' }));
  const grey = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#7a7a7a' } }).png().toBuffer();
  picture = `data:image/png;base64,${grey.toString('base64')}`;
});
afterAll(() => done());

async function colorizeNote(): Promise<{ status: number; note: string; engine: string; image?: string }> {
  const response = await colorize(call('/api/image/colorize', { method: 'POST', body: { init_image: picture } }));
  const body = await json(response);
  const result = body.result as { note: string; engine: string; images: string[] };
  return { status: response.status, note: result?.note, engine: result?.engine, image: result?.images?.[0] };
}

/** A catalogue drop-in for a generated graph, then its import, as an offline machine installs. */
async function installGraph(id: string, file: string, graph: Buffer, entry: Record<string, unknown>, options: { acceptLicence?: boolean } = {}) {
  const source = path.join(dataDir, file);
  await writeFile(source, graph);
  const dropIns = path.join(dataDir, 'models', 'catalog.d');
  await mkdir(dropIns, { recursive: true });
  await writeFile(
    path.join(dropIns, `${id}.json`),
    JSON.stringify({
      id,
      name: `${id} (test graph)`,
      capability: 'image',
      engine: 'onnxruntime',
      files: [{ name: file, url: `https://example.com/${file}`, size: graph.length, sha256: createHash('sha256').update(graph).digest('hex'), checksumSource: 'made by the test' }],
      licence: { name: 'Apache-2.0', commercialUse: true },
      languages: ['und'],
      memoryMB: 64,
      quality: 'A graph with the real model inputs and outputs.',
      ...entry,
    }),
  );
  expect(await importModelFile(source, id, options)).toEqual({ id, file });
}

describe('an installed upscaling model', () => {
  it('answers /image/gfp_superres at exactly round(size × outscale), and names itself', async () => {
    await installGraph('real-esrgan-test-graph', 'real_esrgan_x4.onnx', Buffer.from(frameEnhancerGraph(4)), { task: 'superres', architecture: 'real_esrgan' });
    const response = await superres(call('/api/image/gfp_superres', { method: 'POST', body: { init_image: picture, outscale: 2 } }));
    const body = await json(response);
    expect(response.status).toBe(200);
    expect(body.result).toMatchObject({ width: 192, height: 128, model: 'real-esrgan-test-graph', engine: 'model:real-esrgan-test-graph' });
    // The same name in the response header, for callers that read headers.
    expect(response.headers.get('prism-engine')).toBe('model:real-esrgan-test-graph');
  });

  it('with a face restoration model installed too, restores the faces of the result and names both', async () => {
    await installGraph('gfpgan-test-graph', 'gfpgan_1.4.onnx', Buffer.from(gfpganGraph()), { task: 'face-restore', architecture: 'gfpgan' });
    const face = `data:image/jpeg;base64,${Buffer.from(sampleBytes()).toString('base64')}`;
    const response = await superres(call('/api/image/gfp_superres', { method: 'POST', body: { init_image: face, outscale: 1 } }));
    const body = await json(response);
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.result).toMatchObject({ engine: 'model:real-esrgan-test-graph+model:gfpgan-test-graph' });
    expect(response.headers.get('prism-engine')).toBe('model:real-esrgan-test-graph+model:gfpgan-test-graph');
  });

  it('restores the faces in /image/unblur too, after the built-in stages, and names both', async () => {
    const face = `data:image/jpeg;base64,${Buffer.from(sampleBytes()).toString('base64')}`;
    // The lightest built-in stages: the face step is what this test is about.
    const pipeline = { bokeh: 'background_blur_low', background_enhance: 'upsampler-bicubic' };
    const response = await unblur(call('/api/image/unblur', { method: 'POST', body: { init_image: face, pipeline } }));
    const body = await json(response);
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.result).toMatchObject({ engine: 'built-in+model:gfpgan-test-graph' });
    expect(body.result.faces).toBeGreaterThan(0);
  }, 120_000);
});

describe('an installed age model', () => {
  it('answers /face/age and says so in engine; the built-in engine says built-in', async () => {
    const face = `data:image/jpeg;base64,${Buffer.from(sampleBytes()).toString('base64')}`;
    const builtInResponse = await age(call('/api/face/age', { method: 'POST', body: { init_image: face, age: '60' } }));
    expect(builtInResponse.headers.get('prism-engine')).toBe('built-in');
    const builtIn = await json(builtInResponse);
    expect(builtIn.result).toMatchObject({ engine: 'built-in', faces: 1 });
    const graph = Buffer.from(ageModifierGraph());
    const nonCommercial = { capability: 'face', task: 'age', architecture: 'styleganex_age', licence: { name: 'S-Lab-1.0', commercialUse: false } };
    // A non-commercial licence must be accepted, on import as on download.
    await expect(installGraph('styleganex-age-test-graph', 'styleganex_age.onnx', graph, nonCommercial)).rejects.toMatchObject({ code: 'licence_not_accepted' });
    await installGraph('styleganex-age-test-graph', 'styleganex_age.onnx', graph, nonCommercial, { acceptLicence: true });
    const response = await age(call('/api/face/age', { method: 'POST', body: { init_image: face, age: '60' } }));
    const body = await json(response);
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.result).toMatchObject({ engine: 'model:styleganex-age-test-graph', faces: 1, age: '60' });
  });
});

describe('an installed colorization model', () => {
  it('is not there at first: the built-in engine answers', async () => {
    const answer = await colorizeNote();
    expect(answer.status).toBe(200);
    expect(answer.note).toMatch(/^Colorized from luminance/);
  });

  it('once imported, answers /image/colorize and is named in the result', async () => {
    await installGraph(ID, 'ddcolor.onnx', Buffer.from(ddcolorGraph()), {
      task: 'colorize',
      architecture: 'ddcolor',
      reference: 'facefusion/processors/modules/frame_colorizer/core.py',
    });

    const answer = await colorizeNote();
    expect(answer.status).toBe(200);
    expect(answer.note).toContain(`installed model ${ID}`);
    expect(answer.engine).toBe(`model:${ID}`);
  });

  it('steps aside for the built-in engine when IMAGE_COLORIZE_MODEL=builtin', async () => {
    process.env.IMAGE_COLORIZE_MODEL = 'builtin';
    resetEnvForTests();
    try {
      expect((await colorizeNote()).note).toMatch(/^Colorized from luminance/);
    } finally {
      delete process.env.IMAGE_COLORIZE_MODEL;
      resetEnvForTests();
    }
  });
});

describe('the resident memory limit (MODELS_MAX_RESIDENT_MB)', () => {
  it('refuses an installed model larger than the limit with a 503 that names the setting, and uses it again once the limit allows', async () => {
    const { resetEnvForTests } = await import('@/lib/server/env');
    process.env.MODELS_MAX_RESIDENT_MB = '64';
    resetEnvForTests();
    try {
      await installGraph('ddcolor-too-big', 'ddcolor_big.onnx', Buffer.from(ddcolorGraph()), { task: 'colorize', architecture: 'ddcolor', memoryMB: 65 });
      process.env.IMAGE_COLORIZE_MODEL = 'ddcolor-too-big';
      resetEnvForTests();
      const refused = await colorize(call('/api/image/colorize', { method: 'POST', body: { init_image: picture } }));
      const body = await json(refused);
      expect(refused.status).toBe(503);
      expect(body).toMatchObject({ status: false, code: 'unavailable' });
      expect(body.message).toMatch(/ddcolor-too-big needs about 65 MB, more than MODELS_MAX_RESIDENT_MB \(64\)/);
      process.env.MODELS_MAX_RESIDENT_MB = '65';
      resetEnvForTests();
      expect((await colorizeNote()).engine).toBe('model:ddcolor-too-big');
    } finally {
      delete process.env.MODELS_MAX_RESIDENT_MB;
      delete process.env.IMAGE_COLORIZE_MODEL;
      resetEnvForTests();
    }
  });
});
