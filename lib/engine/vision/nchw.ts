/**
 * Interleaved RGB (values 0..255) to a model's NCHW float input: (v / 255 − mean) / std per
 * channel, the normalisation Python references write as (frame / 255.0 − mean) / std.
 */
export function rgbToNchw(rgb: Float32Array, pixels: number, mean = 0, std = 1): Float32Array {
  const input = new Float32Array(3 * pixels);
  for (let i = 0; i < pixels; i++) for (let c = 0; c < 3; c++) input[c * pixels + i] = (rgb[i * 3 + c]! / 255 - mean) / std;
  return input;
}
