import { SUPERRES_MAX_INPUT_PIXELS, SUPERRES_MAX_OUTPUT_PIXELS } from '../../../contract/image';
import { decodeImage, probeImage } from '../../vision/image-io';
import { OperationInputError } from '../errors';
import { encodeResult } from '../output';
import { loadUpscaler, nativeScaleFor, outputSize, pickModel, srModelId, superResolve, type SrModelChoice } from '../superres';
import type { OperationOutput } from '../task';

const mp = (pixels: number) => `${(pixels / 1e6).toFixed(1)} MP`;

/**
 * The exact output size of gfp_superres, round(size × outscale), or the 400 naming outscale
 * when it would pass the output limit. Every upscaler (built-in or installed) asks this first.
 */
export async function superresTarget(bytes: Uint8Array, outscale: number): Promise<{ width: number; height: number }> {
  const probe = await probeImage(bytes, SUPERRES_MAX_INPUT_PIXELS);
  const target = outputSize(probe.width, probe.height, outscale);
  if (target.width * target.height > SUPERRES_MAX_OUTPUT_PIXELS) {
    throw new OperationInputError(
      'outscale',
      `${probe.width}×${probe.height} at outscale ${outscale} would give ${target.width}×${target.height} (${mp(target.width * target.height)}); ` +
        `the output may be at most ${mp(SUPERRES_MAX_OUTPUT_PIXELS)}: lower outscale or send a smaller image`,
    );
  }
  return target;
}

/** gfp_superres: the image upscaled to exactly round(size × outscale). */
export async function runSuperres(bytes: Uint8Array, outscale: number, model: SrModelChoice = 'auto'): Promise<OperationOutput> {
  await superresTarget(bytes, outscale);
  const image = await decodeImage(bytes, { maxPixels: SUPERRES_MAX_INPUT_PIXELS });
  const scale = nativeScaleFor(outscale);
  const chosen = pickModel(model, image.width * image.height);
  const modelsLoaded = (await loadUpscaler(chosen, scale)) ? [srModelId(chosen, scale)] : [];
  const result = await superResolve(image, outscale, { model: chosen });
  const encoded = await encodeResult(result);
  return {
    bytes: encoded.bytes,
    contentType: encoded.contentType,
    name: `superres-${outscale}x.${encoded.extension}`,
    width: result.width,
    height: result.height,
    meta: { model: srModelId(result.model, result.nativeScale) },
    modelsLoaded,
  };
}
