import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeOnnxModel, type Attribute, type NodeSpec, type TensorSpec } from '../onnx/writer';

/**
 * Translates a TensorFlow.js *layers* model (model.json + weight shards, as shipped by the
 * UpscalerJS ESRGAN/RDN packages) into an ONNX graph with the same weights, so it runs on
 * ONNX Runtime's multi-threaded CPU kernels rather than TensorFlow.js's wasm backend.
 *
 * Supported layers are exactly those the super-resolution packages use: InputLayer, Conv2D
 * ('same' padding, stride 1, linear or relu), Activation (relu), Concatenate (channel
 * axis), Add, UpSampling2D (nearest), and the two custom layers of the ESRGAN "thick"
 * models, MultiplyBeta (× 0.2) and PixelShuffle<n>x (depth to space). Anything else throws,
 * so an unexpected model fails loudly at load time instead of computing nonsense.
 *
 * Keras works channels-last (NHWC); the ONNX graph is channels-first (NCHW): kernels are
 * transposed from [kh, kw, in, out] to [out, in, kh, kw] and channel axes become 1.
 */

interface KerasLayer {
  class_name: string;
  name?: string;
  config: {
    name: string;
    filters?: number;
    kernel_size?: [number, number];
    strides?: [number, number];
    dilation_rate?: [number, number];
    padding?: string;
    activation?: string;
    use_bias?: boolean;
    axis?: number;
    size?: [number, number];
    interpolation?: string;
  };
  inbound_nodes: Array<Array<[string, number, number, unknown]>>;
}

interface LayersModelJson {
  format?: string;
  modelTopology: { model_config?: { config: ModelConfig }; config?: ModelConfig };
  weightsManifest: Array<{ paths: string[]; weights: Array<{ name: string; shape: number[]; dtype: string }> }>;
}

interface ModelConfig {
  layers: KerasLayer[];
  input_layers: Array<[string, number, number]>;
  output_layers: Array<[string, number, number]>;
}

/** Reads every weight of the manifest into named Float32Arrays (shards concatenated in order). */
function readWeights(modelDir: string, manifest: LayersModelJson['weightsManifest']): Map<string, { shape: number[]; data: Float32Array }> {
  const weights = new Map<string, { shape: number[]; data: Float32Array }>();
  for (const group of manifest) {
    const buffer = Buffer.concat(group.paths.map((shard) => readFileSync(path.join(modelDir, path.basename(shard)))));
    let offset = 0;
    for (const spec of group.weights) {
      if (spec.dtype !== 'float32') throw new Error(`weight ${spec.name}: dtype ${spec.dtype} is not supported`);
      const count = spec.shape.reduce((a, b) => a * b, 1);
      const data = new Float32Array(count);
      // Copy out (the shard buffer may not be 4-byte aligned).
      for (let i = 0; i < count; i++) data[i] = buffer.readFloatLE(offset + i * 4);
      offset += count * 4;
      weights.set(spec.name, { shape: spec.shape, data });
    }
  }
  return weights;
}

/** [kh, kw, in, out] → [out, in, kh, kw]. */
function transposeKernel(data: Float32Array, [kh, kw, cin, cout]: number[]): Float32Array {
  const out = new Float32Array(data.length);
  for (let y = 0; y < kh!; y++)
    for (let x = 0; x < kw!; x++)
      for (let i = 0; i < cin!; i++)
        for (let o = 0; o < cout!; o++) out[((o * cin! + i) * kh! + y) * kw! + x] = data[((y * kw! + x) * cin! + i) * cout! + o]!;
  return out;
}

export interface ConvertedModel {
  onnx: Uint8Array;
  inputName: string;
  outputName: string;
}

/** Converts `<dir>/model.json` (+ shards) into ONNX bytes. */
export function convertLayersModel(modelJsonPath: string): ConvertedModel {
  const modelDir = path.dirname(modelJsonPath);
  const json = JSON.parse(readFileSync(modelJsonPath, 'utf8')) as LayersModelJson;
  const config = json.modelTopology.model_config?.config ?? json.modelTopology.config;
  if (!config) throw new Error(`${modelJsonPath}: not a layers model`);
  const weights = readWeights(modelDir, json.weightsManifest);
  const weight = (name: string) => {
    const found = weights.get(name);
    if (!found) throw new Error(`${modelJsonPath}: weight ${name} missing`);
    return found;
  };

  const nodes: NodeSpec[] = [];
  const initializers: TensorSpec[] = [];
  const constant = (name: string, dims: number[], values: number[]) => {
    if (!initializers.some((t) => t.name === name)) initializers.push({ name, dims, data: Float32Array.from(values) });
    return name;
  };
  const inputsOf = (layer: KerasLayer) => (layer.inbound_nodes[0] ?? []).map(([name]) => name);

  const inputName = config.input_layers[0]![0];
  const outputName = config.output_layers[0]![0];

  for (const layer of config.layers) {
    const { name } = layer.config;
    const inputs = inputsOf(layer);
    switch (layer.class_name) {
      case 'InputLayer':
        break;
      case 'Conv2D': {
        const { kernel_size: kernel = [3, 3], strides = [1, 1], dilation_rate: dilation = [1, 1], padding = 'valid', activation = 'linear' } = layer.config;
        if (strides.some((s) => s !== 1) || dilation.some((d) => d !== 1)) throw new Error(`${name}: only stride 1, dilation 1 convolutions are supported`);
        if (padding === 'same' && kernel.some((k) => k % 2 === 0)) throw new Error(`${name}: 'same' padding needs odd kernels`);
        const k = weight(`${name}/kernel`);
        const kernelName = `${name}/W`;
        initializers.push({ name: kernelName, dims: [k.shape[3]!, k.shape[2]!, k.shape[0]!, k.shape[1]!], data: transposeKernel(k.data, k.shape) });
        const convInputs = [inputs[0]!, kernelName];
        if (layer.config.use_bias !== false) {
          const b = weight(`${name}/bias`);
          initializers.push({ name: `${name}/B`, dims: b.shape, data: b.data });
          convInputs.push(`${name}/B`);
        }
        const pads = padding === 'same' ? [(kernel[0] - 1) / 2, (kernel[1] - 1) / 2, (kernel[0] - 1) / 2, (kernel[1] - 1) / 2] : [0, 0, 0, 0];
        const attributes: Attribute[] = [
          { name: 'kernel_shape', ints: kernel },
          { name: 'pads', ints: pads },
          { name: 'strides', ints: [1, 1] },
        ];
        if (activation === 'relu') {
          nodes.push({ op: 'Conv', inputs: convInputs, outputs: [`${name}/conv`], name, attributes });
          nodes.push({ op: 'Relu', inputs: [`${name}/conv`], outputs: [name] });
        } else if (activation === 'linear') {
          nodes.push({ op: 'Conv', inputs: convInputs, outputs: [name], name, attributes });
        } else throw new Error(`${name}: activation ${activation} is not supported`);
        break;
      }
      case 'Activation':
        if (layer.config.activation !== 'relu') throw new Error(`${name}: activation ${layer.config.activation} is not supported`);
        nodes.push({ op: 'Relu', inputs, outputs: [name], name });
        break;
      case 'Concatenate':
        if (layer.config.axis !== 3 && layer.config.axis !== -1) throw new Error(`${name}: only channel concatenation is supported`);
        nodes.push({ op: 'Concat', inputs, outputs: [name], name, attributes: [{ name: 'axis', int: 1 }] });
        break;
      case 'Add':
        nodes.push({ op: inputs.length === 2 ? 'Add' : 'Sum', inputs, outputs: [name], name });
        break;
      case 'UpSampling2D': {
        const [sy, sx] = layer.config.size ?? [2, 2];
        if ((layer.config.interpolation ?? 'nearest') !== 'nearest') throw new Error(`${name}: only nearest upsampling is supported`);
        const scales = constant(`${name}/scales`, [4], [1, 1, sy, sx]);
        nodes.push({
          op: 'Resize',
          inputs: [inputs[0]!, '', scales],
          outputs: [name],
          name,
          attributes: [
            { name: 'mode', string: 'nearest' },
            { name: 'coordinate_transformation_mode', string: 'asymmetric' },
            { name: 'nearest_mode', string: 'floor' },
          ],
        });
        break;
      }
      case 'MultiplyBeta':
        nodes.push({ op: 'Mul', inputs: [inputs[0]!, constant('beta', [], [0.2])], outputs: [name], name });
        break;
      default: {
        const shuffle = /^PixelShuffle(\d+)x$/.exec(layer.class_name);
        if (!shuffle) throw new Error(`${name}: layer ${layer.class_name} is not supported`);
        // TensorFlow's depth_to_space (NHWC) orders channels as ONNX's DCR mode.
        nodes.push({ op: 'DepthToSpace', inputs, outputs: [name], name, attributes: [{ name: 'blocksize', int: Number(shuffle[1]) }, { name: 'mode', string: 'DCR' }] });
      }
    }
  }

  const onnx = writeOnnxModel({
    name: path.basename(modelDir),
    nodes,
    initializers,
    inputs: [{ name: inputName, shape: ['batch', 3, 'height', 'width'] }],
    outputs: [{ name: outputName, shape: ['batch', 3, 'out_height', 'out_width'] }],
  });
  return { onnx, inputName, outputName };
}
