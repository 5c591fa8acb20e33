import { writeOnnxModel, type NodeSpec, type TensorSpec } from '../../onnx/writer';

/**
 * Tiny ONNX graphs with the input and output names, shapes and dtypes of the real models
 * (as FaceFusion feeds them), and arithmetic simple enough to compute by hand. The real
 * weights are hundreds of MB and not on this machine; these prove the glue around them.
 */

const floats = (name: string, dims: number[], values: number[]): TensorSpec => ({ name, dims, data: Float32Array.from(values) });

/**
 * Real-ESRGAN ×4's interface: `input` [1, 3, H, W] RGB 0..1 → [1, 3, 4H, 4W]. Inside: a 3×3
 * box blur per channel (zero padding, like the network's convolutions) and a nearest ×4
 * enlargement. Its reach (1 px) is under the 8 px overlap, so tiled and whole runs must agree.
 */
export function frameEnhancerGraph(scale = 4): Uint8Array {
  const box = new Array<number>(3 * 9).fill(1 / 9);
  return writeOnnxModel({
    name: 'real-esrgan-shaped',
    nodes: [
      { op: 'Conv', inputs: ['input', 'box'], outputs: ['blurred'], attributes: [{ name: 'group', int: 3 }, { name: 'pads', ints: [1, 1, 1, 1] }] },
      { op: 'Resize', inputs: ['blurred', '', 'scales'], outputs: ['output'], attributes: [{ name: 'mode', string: 'nearest' }] },
    ],
    initializers: [floats('box', [3, 1, 3, 3], box), floats('scales', [4], [1, 1, scale, scale])],
    inputs: [{ name: 'input', shape: [1, 3, 'height', 'width'] }],
    outputs: [{ name: 'output', shape: [1, 3, 'height_x4', 'width_x4'] }],
  });
}

/** One 1×1 convolution: out[c] = Σ weights[c][k]·in[k] + bias[c]. */
function pointwise(name: string, inputs: number, weights: number[][], bias: number[], inputShape: Array<number | string>, extra: NodeSpec[] = []): Uint8Array {
  return writeOnnxModel({
    name,
    nodes: [{ op: 'Conv', inputs: ['input', 'w', 'b'], outputs: ['output'] }, ...extra],
    initializers: [floats('w', [weights.length, inputs, 1, 1], weights.flat()), floats('b', [bias.length], bias)],
    inputs: [{ name: 'input', shape: inputShape }],
    outputs: [{ name: 'output', shape: [1, weights.length, inputShape[2]!, inputShape[3]!] }],
  });
}

/** DDColor's interface: `input` [1, 3, S, S] grey RGB 0..1 → [1, 2, S, S], the Lab a and b. Here a = 40·mean − 10, b = 25 − 20·mean. */
export const DDCOLOR_AB = { a: (v: number) => 40 * v - 10, b: (v: number) => 25 - 20 * v };
export function ddcolorGraph(): Uint8Array {
  const third = 1 / 3;
  return pointwise('ddcolor-shaped', 3, [[40 * third, 40 * third, 40 * third], [-20 * third, -20 * third, -20 * third]], [-10, 25], [1, 3, 'height', 'width']);
}

/** DeOldify's interface: `input` [1, 3, S, S] grey RGB 0..255 → [1, 3, S, S] RGB 0..255. Here a warm tint: R = v + 40, G = v, B = 0.6·v. */
export function deoldifyGraph(): Uint8Array {
  return pointwise('deoldify-shaped', 3, [[1, 0, 0], [0, 1, 0], [0, 0, 0.6]], [40, 0, 0], [1, 3, 'height', 'width']);
}

/** GFPGAN 1.4's interface: `input` [1, 3, 512, 512] RGB in −1..1 → `output`, same shape. Here the negative, so the pasted face is unmistakable. */
export function gfpganGraph(): Uint8Array {
  return writeOnnxModel({
    name: 'gfpgan-shaped',
    nodes: [{ op: 'Neg', inputs: ['input'], outputs: ['output'] }],
    initializers: [],
    inputs: [{ name: 'input', shape: [1, 3, 512, 512] }],
    outputs: [{ name: 'output', shape: [1, 3, 512, 512] }],
  });
}

/** CodeFormer's interface: `input` [1, 3, 512, 512] and `weight` [1] float64 → `output`. Here output = −2·weight·input, so weight 0.5 gives GFPGAN-shaped's negative. */
export function codeformerGraph(): Uint8Array {
  return writeOnnxModel({
    name: 'codeformer-shaped',
    nodes: [
      { op: 'Cast', inputs: ['weight'], outputs: ['weight_f'], attributes: [{ name: 'to', int: 1 }] },
      { op: 'Mul', inputs: ['weight_f', 'minus_two'], outputs: ['factor'] },
      { op: 'Mul', inputs: ['input', 'factor'], outputs: ['output'] },
    ],
    initializers: [floats('minus_two', [1], [-2])],
    inputs: [
      { name: 'input', shape: [1, 3, 512, 512] },
      { name: 'weight', shape: [1], type: 'double' },
    ],
    outputs: [{ name: 'output', shape: [1, 3, 512, 512] }],
  });
}
