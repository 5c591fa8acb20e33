import { IMAGE_MAX_INPUT_PIXELS } from '../../../contract/image';
import { decodeImage } from '../../vision/image-io';
import { Colorizer } from '../neural/colorizer';
import { heldRunner } from '../../onnx/held-runner';
import { lumaAndColorfulness } from '../colorize';
import { encodeResult } from '../output';
import type { InstalledColorizer, OperationOutput } from '../task';

/** /image/colorize with an installed model (DDColor or DeOldify, FaceFusion's way): the result names it. */
export async function runColorizeWithModel(bytes: Uint8Array, model: InstalledColorizer): Promise<OperationOutput> {
  const image = await decodeImage(bytes, { maxPixels: IMAGE_MAX_INPUT_PIXELS });
  const { colorful } = lumaAndColorfulness(image.data);
  const colorizer = heldRunner('colorizer', model.path, () => new Colorizer({ id: model.id, type: model.type }, { path: model.path }), model.residency);
  const firstLoad = !colorizer.loaded;
  const { image: coloured, answer } = await colorizer.run(image);
  const encoded = await encodeResult(coloured);
  const note = `Colorized by the installed model ${answer.model} (following ${answer.reference})${colorful ? '; the input had colour and was read as greyscale' : ''}.`;
  return {
    bytes: encoded.bytes,
    contentType: encoded.contentType,
    name: `colorized.${encoded.extension}`,
    width: coloured.width,
    height: coloured.height,
    meta: { converted_to_greyscale: colorful, note, engine: `model:${answer.model}` },
    modelsLoaded: firstLoad ? [answer.model] : [],
  };
}
