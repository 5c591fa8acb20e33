import { writeOnnxModel } from '../../onnx/writer';

/**
 * A tiny graph with StyleGANEX age's interface as FaceFusion feeds it: `target` [1, 3, 256, 256],
 * `target_with_background` [1, 3, 384, 384] (both RGB in −1..1) and `direction`, a float32
 * scalar → [1, 3, 1536, 1536]. Inside: the background crop enlarged 4× (nearest), its contrast
 * scaled by 1 + 0.2·direction, so direction 0 is the identity and ±2.5 are visibly different.
 * `target` is consumed (its mean times zero) so the runtime keeps it as a real input.
 */
export function ageModifierGraph(): Uint8Array {
  const scalar = (name: string, value: number) => ({ name, dims: [] as number[], data: Float32Array.of(value) });
  return writeOnnxModel({
    name: 'styleganex-age-shaped',
    nodes: [
      { op: 'Resize', inputs: ['target_with_background', '', 'scales'], outputs: ['big'], attributes: [{ name: 'mode', string: 'nearest' }] },
      { op: 'Mul', inputs: ['direction', 'fifth'], outputs: ['step'] },
      { op: 'Add', inputs: ['step', 'one'], outputs: ['factor'] },
      { op: 'Mul', inputs: ['big', 'factor'], outputs: ['scaled'] },
      { op: 'ReduceMean', inputs: ['target'], outputs: ['mean'], attributes: [{ name: 'axes', ints: [1, 2, 3] }] },
      { op: 'Mul', inputs: ['mean', 'zero'], outputs: ['nothing'] },
      { op: 'Add', inputs: ['scaled', 'nothing'], outputs: ['output'] },
    ],
    initializers: [{ name: 'scales', dims: [4], data: Float32Array.of(1, 1, 4, 4) }, scalar('fifth', 0.2), scalar('one', 1), scalar('zero', 0)],
    inputs: [
      { name: 'target', shape: [1, 3, 256, 256] },
      { name: 'target_with_background', shape: [1, 3, 384, 384] },
      { name: 'direction', shape: [] },
    ],
    outputs: [{ name: 'output', shape: [1, 3, 1536, 1536] }],
  });
}
