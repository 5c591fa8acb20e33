import sharp from 'sharp';
import { SUPERRES_MAX_INPUT_PIXELS, SUPERRES_MAX_OUTPUT_PIXELS } from '../../../contract/image';
import { decodeImage, probeImage } from '../../vision/image-io';
import { OperationInputError } from '../errors';
import { heldRunner } from '../../onnx/held-runner';
import { FrameEnhancer, REAL_ESRGAN_X4 } from '../neural/frame-enhancer';
import { encodeResult } from '../output';
import { outputSize } from '../superres';
import type { InstalledModelRef, OperationOutput } from '../task';

const mp = (pixels: number) => `${(pixels / 1e6).toFixed(1)} MP`;

/**
 * gfp_superres with an installed Real-ESRGAN ×4 (FaceFusion's frame enhancer: 256-px tiles
 * with overlap), then resampled (Lanczos) to exactly round(size × outscale), as the built-in
 * path answers.
 */
export async function runSuperresWithModel(bytes: Uint8Array, outscale: number, model: InstalledModelRef): Promise<OperationOutput> {
  const probe = await probeImage(bytes, SUPERRES_MAX_INPUT_PIXELS);
  const target = outputSize(probe.width, probe.height, outscale);
  if (target.width * target.height > SUPERRES_MAX_OUTPUT_PIXELS) {
    throw new OperationInputError('outscale', `the output may be at most ${mp(SUPERRES_MAX_OUTPUT_PIXELS)}: lower outscale or send a smaller image`);
  }
  const image = await decodeImage(bytes, { maxPixels: SUPERRES_MAX_INPUT_PIXELS });
  const enhancer = heldRunner('frame-enhancer', model.path, () => new FrameEnhancer({ ...REAL_ESRGAN_X4, id: model.id }, { path: model.path }));
  const firstLoad = !enhancer.loaded;
  const { image: enlarged, answer } = await enhancer.run(image, { blend: 100 });
  const exact =
    enlarged.width === target.width && enlarged.height === target.height
      ? enlarged.data
      : new Uint8Array(
          await sharp(enlarged.data, { raw: { width: enlarged.width, height: enlarged.height, channels: 4 } })
            .resize(target.width, target.height, { kernel: 'lanczos3', fit: 'fill' })
            .raw()
            .toBuffer(),
        );
  const encoded = await encodeResult({ data: exact, width: target.width, height: target.height });
  return {
    bytes: encoded.bytes,
    contentType: encoded.contentType,
    name: `superres-${outscale}x.${encoded.extension}`,
    width: target.width,
    height: target.height,
    meta: { model: answer.model, engine: `model:${answer.model}`, note: `Upscaled by the installed model ${answer.model} (following ${answer.reference}).` },
    modelsLoaded: firstLoad ? [answer.model] : [],
  };
}
