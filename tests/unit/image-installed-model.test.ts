import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as colorize } from '@/api/image/colorize/route';
import { ddcolorGraph } from '@/lib/engine/image/neural/test-graphs';
import { resetEnvForTests } from '@/lib/server/env';
import { importModelFile } from '@/lib/server/models';
import { call, freshPlatform, json } from './platform-support';

/**
 * /image/colorize answers from an installed model when there is one, through the same model
 * manager as chat: a catalogue drop-in (a DDColor-shaped graph made here, with its sha256),
 * imported as an offline machine would, then named in the result; the built-in engine
 * answers when none is installed or IMAGE_COLORIZE_MODEL=builtin.
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

async function colorizeNote(): Promise<{ status: number; note: string; image: string }> {
  const response = await colorize(call('/api/image/colorize', { method: 'POST', body: { init_image: picture } }));
  const body = await json(response);
  const result = body.result as { note: string; images: string[] };
  return { status: response.status, note: result?.note, image: result?.images?.[0] };
}

describe('an installed colorization model', () => {
  it('is not there at first: the built-in engine answers', async () => {
    const answer = await colorizeNote();
    expect(answer.status).toBe(200);
    expect(answer.note).toMatch(/^Colorized from luminance/);
  });

  it('once imported, answers /image/colorize and is named in the result', async () => {
    const graph = Buffer.from(ddcolorGraph());
    const file = path.join(dataDir, 'ddcolor.onnx');
    await writeFile(file, graph);
    const dropIns = path.join(dataDir, 'models', 'catalog.d');
    await mkdir(dropIns, { recursive: true });
    await writeFile(
      path.join(dropIns, 'ddcolor.json'),
      JSON.stringify({
        id: ID,
        name: 'DDColor (test graph)',
        capability: 'image',
        task: 'colorize',
        engine: 'onnxruntime',
        architecture: 'ddcolor',
        files: [{ name: 'ddcolor.onnx', url: 'https://example.com/ddcolor.onnx', size: graph.length, sha256: createHash('sha256').update(graph).digest('hex'), checksumSource: 'made by the test' }],
        licence: { name: 'Apache-2.0', commercialUse: true },
        languages: ['und'],
        memoryMB: 64,
        quality: 'A graph with DDColor inputs and outputs.',
        reference: 'facefusion/processors/modules/frame_colorizer/core.py',
      }),
    );
    expect(await importModelFile(file, ID)).toEqual({ id: ID, file: 'ddcolor.onnx' });

    const answer = await colorizeNote();
    expect(answer.status).toBe(200);
    expect(answer.note).toContain(`installed model ${ID}`);
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
