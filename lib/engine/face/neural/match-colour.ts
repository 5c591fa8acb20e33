import { resizeArea, resizeCubic } from '../../vision/resize-area-cubic';

/**
 * match_frame_color of facefusion/vision.py: moves the model's picture (target) towards the
 * colours of the untouched crop (source) at coarse scales, so a generator's colour drift does
 * not show once pasted back. Three rounds at sizes linspace(16, side, 3) (16, 352, 688 for a
 * 1024 px target); each adds the cubic-enlarged difference of area-shrunk copies
 * (equalize_frame_color); the last round at full size returns the matched picture.
 * Pictures are interleaved RGB floats 0..255, square.
 */
export function matchFrameColour(source: Float32Array, sourceSide: number, target: Float32Array, targetSide: number): Float32Array {
  let current = source;
  let currentSide = sourceSide;
  for (let k = 0; k < 3; k++) {
    const size = Math.trunc(16 + (k * (targetSide - 16)) / 3);
    current = equalize(current, currentSide, target, targetSide, size);
    currentSide = targetSide;
  }
  return equalize(current, currentSide, target, targetSide, targetSide);
}

/** equalize_frame_color: target + cubic-enlarged (area(source) − area(target)), clipped and truncated to bytes. */
function equalize(source: Float32Array, sourceSide: number, target: Float32Array, targetSide: number, size: number): Float32Array {
  const small = (frame: Float32Array, side: number) => (side === size ? frame : resizeArea(frame, side, side, 3, size, size));
  const a = small(source, sourceSide);
  const b = small(target, targetSide);
  const difference = new Float32Array(a.length);
  for (let i = 0; i < a.length; i++) difference[i] = a[i]! - b[i]!;
  const big = size === targetSide ? difference : resizeCubic(difference, size, size, 3, targetSide, targetSide);
  const out = new Float32Array(target.length);
  for (let i = 0; i < out.length; i++) out[i] = Math.trunc(Math.min(255, Math.max(0, target[i]! + big[i]!)));
  return out;
}
