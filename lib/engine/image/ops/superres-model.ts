import sharp from 'sharp';
import { SUPERRES_MAX_INPUT_PIXELS } from '../../../contract/image';
import { decodeImage } from '../../vision/image-io';
import { heldRunner } from '../../onnx/held-runner';
import { FrameEnhancer, REAL_ESRGAN_X4 } from '../neural/frame-enhancer';
import { encodeResult } from '../output';
import type { InstalledModelRef, OperationOutput } from '../task';
import { superresTarget } from './superres';

/**
 * gfp_superres with an installed Real-ESRGAN ×4 (FaceFusion's frame enhancer: 256-px tiles
 * with overlap), then resampled (Lanczos) to exactly round(size × outscale), as the built-in
 * path answers.
 */
export async function runSuperresWithModel(bytes: Uint8Array, outscale: number, model: InstalledModelRef): Promise<OperationOutput> {
  const target = await superresTarget(bytes, outscale);
  const image = await decodeImage(bytes, { maxPixels: SUPERRES_MAX_INPUT_PIXELS });
  const enhancer = heldRunner('frame-enhancer', model.path, () => new FrameEnhancer({ ...REAL_ESRGAN_X4, id: model.id }, { path: model.path }), model.residency);
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
