import { readFileSync } from 'node:fs';
import path from 'node:path';
import '@tensorflow/tfjs-backend-cpu';
import * as tf from '@tensorflow/tfjs-core';
import * as tfl from '@tensorflow/tfjs-layers';
import { describe, expect, it } from 'vitest';
import { convertLayersModel } from './layers-to-onnx';
import { createSession, ort } from '../onnx/runtime';

// The two custom layers of the ESRGAN "thick" models, as TensorFlow.js needs them to load.
class MultiplyBeta extends tfl.layers.Layer {
  static className = 'MultiplyBeta';
  override call(inputs: tf.Tensor | tf.Tensor[]) {
    return tf.mul(Array.isArray(inputs) ? inputs[0]! : inputs, 0.2);
  }
}
class PixelShuffle4x extends tfl.layers.Layer {
  static className = 'PixelShuffle4x';
  override computeOutputShape(shape: tfl.Shape | tfl.Shape[]) {
    const s = (Array.isArray(shape[0]) ? shape[0] : shape) as tfl.Shape;
    return [s[0]!, s[1] === null ? null : s[1]! * 4, s[2] === null ? null : s[2]! * 4, 3] as tfl.Shape;
  }
  override call(inputs: tf.Tensor | tf.Tensor[]) {
    return tf.depthToSpace((Array.isArray(inputs) ? inputs[0]! : inputs) as tf.Tensor4D, 4, 'NHWC');
  }
}
tf.serialization.registerClass(MultiplyBeta);
tf.serialization.registerClass(PixelShuffle4x);

async function loadTfjs(modelJson: string) {
  const json = JSON.parse(readFileSync(modelJson, 'utf8'));
  const specs = json.weightsManifest.flatMap((g: { weights: unknown[] }) => g.weights);
  const data = Buffer.concat(json.weightsManifest.flatMap((g: { paths: string[] }) => g.paths.map((p) => readFileSync(path.join(path.dirname(modelJson), p)))));
  return tfl.loadLayersModel(
    tf.io.fromMemory({ modelTopology: json.modelTopology, weightSpecs: specs, weightData: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) }),
  );
}

describe('convertLayersModel', () => {
  it.each(['esrgan-medium/models/x4', 'esrgan-slim/models/x3', 'esrgan-thick/models/x4'])(
    'gives the same output as TensorFlow.js for %s',
    async (model) => {
      await tf.setBackend('cpu');
      const modelJson = path.join(process.cwd(), 'node_modules/@upscalerjs', model, 'model.json');
      const size = 12;
      const pixels = Float32Array.from({ length: size * size * 3 }, (_, i) => ((i * 37) % 251) + ((i * 13) % 5));
      const reference = await loadTfjs(modelJson);
      const expected = (reference.predict(tf.tensor4d(pixels, [1, size, size, 3])) as tf.Tensor).dataSync() as Float32Array;

      const converted = convertLayersModel(modelJson);
      const session = await createSession(converted.onnx);
      const planar = new Float32Array(pixels.length);
      for (let i = 0; i < size * size; i++) for (let c = 0; c < 3; c++) planar[c * size * size + i] = pixels[i * 3 + c]!;
      const result = await session.run({ [converted.inputName]: new ort.Tensor('float32', planar, [1, 3, size, size]) });
      const output = result[converted.outputName]!;
      const [, channels, height, width] = output.dims as number[];
      expect(channels! * height! * width!).toBe(expected.length);
      const actual = output.data as Float32Array;
      let worst = 0;
      let scale = 0;
      for (let i = 0; i < height! * width!; i++)
        for (let c = 0; c < 3; c++) {
          const want = expected[i * 3 + c]!;
          worst = Math.max(worst, Math.abs(actual[c * height! * width! + i]! - want));
          scale = Math.max(scale, Math.abs(want));
        }
      expect(scale).toBeGreaterThan(0);
      expect(worst / scale).toBeLessThan(1e-3);
    },
    60_000,
  );
});
