import { afterEach, describe, expect, it, vi } from 'vitest';
import { Colorizer } from './colorizer';
import { FrameEnhancer, REAL_ESRGAN_X4 } from './frame-enhancer';
import { ddcolorGraph, frameEnhancerGraph } from './test-graphs';
import { heldModels, heldRunner, type Residency } from '../../onnx/held-runner';
import { ModelTooLargeError } from '../../onnx/resident-models';

const picture = { data: new Uint8Array(4 * 4 * 4).fill(128), width: 4, height: 4 };
const colorizer = (id: string) => () => new Colorizer({ id, type: 'ddcolor' }, { bytes: ddcolorGraph() });
const enhancer = (id: string) => () => new FrameEnhancer({ ...REAL_ESRGAN_X4, id }, { bytes: frameEnhancerGraph() });

describe('held runners under MODELS_MAX_RESIDENT_MB and MODELS_IDLE_MS', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a runner while it is used, and swaps it for another file of its kind', async () => {
    const residency: Residency = { memoryMb: 100, limitMb: 1000, idleMs: 60_000 };
    const first = heldRunner('colorizer', '/models/a.onnx', colorizer('a'), residency);
    await first.run(picture);
    expect(heldRunner('colorizer', '/models/a.onnx', colorizer('a'), residency)).toBe(first);
    const second = heldRunner('colorizer', '/models/b.onnx', colorizer('b'), residency);
    expect(second).not.toBe(first);
    expect(first.loaded).toBe(false);
    expect(heldModels().colorizer).toBe('/models/b.onnx');
  });

  it('unloads the least recently used kind when the next would pass the limit', async () => {
    const colour = heldRunner('colorizer', '/models/c.onnx', colorizer('c'), { memoryMb: 600, limitMb: 1000, idleMs: 60_000 });
    await colour.run(picture);
    const upscale = heldRunner('frame-enhancer', '/models/e.onnx', enhancer('e'), { memoryMb: 600, limitMb: 1000, idleMs: 60_000 });
    await upscale.load();
    expect(colour.loaded).toBe(false);
    expect(heldModels()).toEqual({ 'frame-enhancer': '/models/e.onnx' });
  });

  it('refuses a model larger than the limit on its own, naming the setting', () => {
    expect(() => heldRunner('colorizer', '/models/huge.onnx', colorizer('huge'), { memoryMb: 5000, limitMb: 1000, idleMs: 60_000 })).toThrow(ModelTooLargeError);
    expect(() => heldRunner('colorizer', '/models/huge.onnx', colorizer('huge'), { memoryMb: 5000, limitMb: 1000, idleMs: 60_000 })).toThrow(/MODELS_MAX_RESIDENT_MB/);
  });

  it('unloads a model after its idle time, and loads it again on the next use', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const residency: Residency = { memoryMb: 100, limitMb: 1000, idleMs: 5_000 };
    const runner = heldRunner('colorizer', '/models/idle.onnx', colorizer('idle'), residency);
    await runner.run(picture);
    vi.advanceTimersByTime(4_000);
    expect(heldRunner('colorizer', '/models/idle.onnx', colorizer('idle'), residency)).toBe(runner); // used: the clock starts again
    vi.advanceTimersByTime(4_000);
    expect(heldModels().colorizer).toBe('/models/idle.onnx');
    vi.advanceTimersByTime(1_500);
    expect(heldModels().colorizer).toBeUndefined();
    await vi.waitFor(() => expect(runner.loaded).toBe(false));
    const again = heldRunner('colorizer', '/models/idle.onnx', colorizer('idle'), residency);
    expect(again).not.toBe(runner);
    await again.run(picture);
    expect(again.loaded).toBe(true);
  });
});
