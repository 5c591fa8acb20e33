import { describe, expect, it } from 'vitest';
import { ModelTooLargeError, ResidentModels, type Resident } from '../../onnx/resident-models';
import { Colorizer } from './colorizer';
import { FrameEnhancer, REAL_ESRGAN_X4 } from './frame-enhancer';
import { ddcolorGraph, deoldifyGraph, frameEnhancerGraph } from './test-graphs';

function fake(id: string, kind: string, memoryMb: number, unloaded: string[]): Resident {
  return { id, kind, memoryMb, unload: async () => void unloaded.push(id) };
}

describe('ResidentModels (one per kind, MODELS_MAX_RESIDENT_MB)', () => {
  it('unloads the previous model of a kind when another of that kind comes in', async () => {
    const unloaded: string[] = [];
    const set = new ResidentModels(4000);
    await set.admit(fake('ddcolor', 'colorizer', 900, unloaded));
    await set.admit(fake('gfpgan_1.4', 'face-enhancer', 700, unloaded));
    await set.admit(fake('deoldify', 'colorizer', 1700, unloaded));
    expect(unloaded).toEqual(['ddcolor']);
    expect(set.ids).toEqual(['gfpgan_1.4', 'deoldify']);
    expect(set.usedMb).toBe(2400);
  });

  it('evicts the least recently used until the newcomer fits, and refuses one larger than the limit', async () => {
    const unloaded: string[] = [];
    const set = new ResidentModels(2000);
    await set.admit(fake('a', 'colorizer', 800, unloaded));
    await set.admit(fake('b', 'face-enhancer', 800, unloaded));
    await set.admit(fake('a', 'colorizer', 800, unloaded)); // used again: now b is the oldest
    await set.admit(fake('c', 'frame-enhancer', 700, unloaded));
    expect(unloaded).toEqual(['b']);
    expect(set.ids).toEqual(['a', 'c']);
    await expect(set.admit(fake('huge', 'age-modifier', 2500, unloaded))).rejects.toBeInstanceOf(ModelTooLargeError);
    expect(set.ids).toEqual(['a', 'c']);
  });

  it('drives real runners: the session is created on first run and released on eviction', async () => {
    const set = new ResidentModels(100);
    const ddcolor = new Colorizer({ id: 'ddcolor', type: 'ddcolor' }, { bytes: ddcolorGraph() });
    const deoldify = new Colorizer({ id: 'deoldify', type: 'deoldify' }, { bytes: deoldifyGraph() });
    const esrgan = new FrameEnhancer(REAL_ESRGAN_X4, { bytes: frameEnhancerGraph() });
    const admit = (model: Colorizer | FrameEnhancer) => set.admit({ id: model.id, kind: model.kind, memoryMb: 10, unload: () => model.unload() });
    expect(ddcolor.loaded).toBe(false);
    await admit(ddcolor);
    await ddcolor.run({ data: new Uint8Array(4 * 4 * 4).fill(128), width: 4, height: 4 });
    expect(ddcolor.loaded).toBe(true);
    await admit(esrgan);
    await esrgan.load();
    await admit(deoldify);
    expect(ddcolor.loaded).toBe(false);
    expect(esrgan.loaded).toBe(true);
    await set.clear();
    expect(esrgan.loaded).toBe(false);
  });
});
