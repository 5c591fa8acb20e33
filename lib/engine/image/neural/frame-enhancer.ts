import { type ImageModel, type ModelAnswer, type ModelSource, SessionModel } from '../../onnx/image-model';
import { ort } from '../../onnx/runtime';
import { throwIfCancelled } from '../../vision/cancel';
import type { RgbaImage } from '../../vision/image-io';
import { axis } from '../../vision/resize-linear';
import { planTiles, type TileSize } from './tile-plan';

/**
 * Real-ESRGAN ×4 (and the other frame enhancers FaceFusion publishes), run the way
 * facefusion/processors/modules/frame_enhancer/core.py runs them: tiles in, RGB 0..1 NCHW,
 * output ×255 clipped and truncated to bytes, tile cores stitched, then blended with the
 * source enlarged by cv2.resize. The result is written tile by tile straight into the output
 * bytes: at ×4 a 12 MP photo becomes 192 MP (768 MB of RGBA), so no full-size float copy
 * of it ever exists.
 */

export const FRAME_ENHANCER_REFERENCE = 'facefusion/processors/modules/frame_enhancer/core.py';

export interface FrameEnhancerSpec {
  id: string;
  /** frame_enhancer's model 'size' (tile, pad, overlap): (256, 16, 8) for Real-ESRGAN. */
  size: TileSize;
  scale: number;
}

export const REAL_ESRGAN_X4: FrameEnhancerSpec = { id: 'real_esrgan_x4', size: { tile: 256, pad: 16, overlap: 8 }, scale: 4 };

export interface FrameEnhanceOptions {
  /** frame_enhancer_blend, 0..100: share of the model's picture (FaceFusion's default 80). */
  blend?: number;
  /** Called after each tile (done, total); the shared cancel flag is checked at the same point. */
  onTile?: (done: number, total: number) => void;
  /**
   * Another (tile, pad, overlap) than the model's, e.g. 128-px tiles to cut the network's
   * working memory by 4 on a very large photo. Cores still meet edge to edge; only the
   * context each tile sees changes.
   */
  size?: TileSize;
}

export class FrameEnhancer extends SessionModel implements ImageModel<RgbaImage, FrameEnhanceOptions, { image: RgbaImage; tiles: number }> {
  readonly kind = 'frame-enhancer' as const;
  constructor(
    readonly spec: FrameEnhancerSpec,
    source: ModelSource,
  ) {
    super(spec.id, source);
  }

  async run(image: RgbaImage, options: FrameEnhanceOptions = {}): Promise<{ image: RgbaImage; tiles: number; answer: ModelAnswer }> {
    const session = await this.session.get();
    const { scale } = this.spec;
    const size = options.size ?? this.spec.size;
    const plan = planTiles(image.width, image.height, size);
    const outWidth = image.width * scale;
    const outHeight = image.height * scale;
    const out = new Uint8Array(outWidth * outHeight * 4);
    const blend = (options.blend ?? 80) / 100;
    const inputName = session.inputNames[0] ?? 'input';
    const outputName = session.outputNames[0]!;
    // blend_merge_frame enlarges the source with cv2.resize (bilinear); its sampling positions per axis.
    const xs = axis(image.width, outWidth);
    const ys = axis(image.height, outHeight);
    let done = 0;
    for (const tile of plan.tiles) {
      throwIfCancelled();
      const input = tileInput(image, tile.x, tile.y, plan.tileSide);
      const result = await session.run({ [inputName]: new ort.Tensor('float32', input, [1, 3, plan.tileSide, plan.tileSide]) });
      const tensor = result[outputName]!;
      const side = plan.tileSide * scale;
      if (tensor.dims[2] !== side || tensor.dims[3] !== side) throw new Error(`${this.id}: expected a ${side}×${side} output, got ${tensor.dims.join('×')}`);
      writeCore(tensor.data as Float32Array, side, (tile.coreX - tile.x) * scale, plan.coreSide * scale, tile.coreX * scale, tile.coreY * scale, {
        image,
        out,
        outWidth,
        outHeight,
        blend,
        xs,
        ys,
      });
      tensor.dispose();
      done++;
      options.onTile?.(done, plan.tiles.length);
    }
    return { image: { data: out, width: outWidth, height: outHeight }, tiles: plan.tiles.length, answer: { model: this.id, reference: FRAME_ENHANCER_REFERENCE } };
  }
}

/** prepare_tile_frame: the tile as RGB / 255 in NCHW; pixels outside the picture are the zero padding of create_tile_frames. */
export function tileInput(image: RgbaImage, left: number, top: number, side: number): Float32Array {
  const plane = side * side;
  const input = new Float32Array(3 * plane);
  for (let y = 0; y < side; y++) {
    const sy = top + y;
    if (sy < 0 || sy >= image.height) continue;
    for (let x = 0; x < side; x++) {
      const sx = left + x;
      if (sx < 0 || sx >= image.width) continue;
      const k = (sy * image.width + sx) * 4;
      const i = y * side + x;
      input[i] = image.data[k]! / 255;
      input[plane + i] = image.data[k + 1]! / 255;
      input[2 * plane + i] = image.data[k + 2]! / 255;
    }
  }
  return input;
}

interface Target {
  image: RgbaImage;
  out: Uint8Array;
  outWidth: number;
  outHeight: number;
  blend: number;
  xs: ReturnType<typeof axis>;
  ys: ReturnType<typeof axis>;
}

/**
 * The tile's core into the output: normalize_tile_frame (×255, clip, truncate), then
 * blend_merge_frame (cv2.addWeighted of the bilinear-enlarged source and the model's
 * picture, rounded). Alpha is enlarged the same way, as process_frame does with the mask.
 */
function writeCore(data: Float32Array, side: number, offset: number, core: number, outLeft: number, outTop: number, target: Target): void {
  const { image, out, outWidth, outHeight, blend, xs, ys } = target;
  const plane = side * side;
  const w = image.width;
  for (let y = 0; y < core; y++) {
    const oy = outTop + y;
    if (oy < 0 || oy >= outHeight) continue;
    const y0 = ys.index[oy]!;
    const y1 = Math.min(y0 + 1, image.height - 1);
    const wy = ys.weight[oy]!;
    for (let x = 0; x < core; x++) {
      const ox = outLeft + x;
      if (ox < 0 || ox >= outWidth) continue;
      const x0 = xs.index[ox]!;
      const x1 = Math.min(x0 + 1, w - 1);
      const wx = xs.weight[ox]!;
      const i = (offset + y) * side + (offset + x);
      const o = (oy * outWidth + ox) * 4;
      for (let c = 0; c < 4; c++) {
        const a = image.data[(y0 * w + x0) * 4 + c]!;
        const b = image.data[(y0 * w + x1) * 4 + c]!;
        const d = image.data[(y1 * w + x0) * 4 + c]!;
        const e = image.data[(y1 * w + x1) * 4 + c]!;
        const top = a + (b - a) * wx;
        const enlarged = Math.round(top + (d + (e - d) * wx - top) * wy);
        if (c === 3) {
          out[o + 3] = enlarged;
          continue;
        }
        const v = data[c * plane + i]! * 255;
        const model = v <= 0 ? 0 : v >= 255 ? 255 : Math.trunc(v);
        out[o + c] = Math.round(enlarged * (1 - blend) + model * blend);
      }
    }
  }
}
