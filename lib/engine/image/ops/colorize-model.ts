import { IMAGE_MAX_INPUT_PIXELS } from '../../../contract/image';
import { decodeImage } from '../../vision/image-io';
import { Colorizer } from '../neural/colorizer';
import { lumaAndColorfulness } from '../colorize';
import { encodeResult } from '../output';
import type { InstalledColorizer, OperationOutput } from '../task';

/**
 * One colorizer per model file per worker thread: the session is created on the first
 * picture and kept (creating it costs far more than a run). A file that changes path (a
 * reinstall) gets a new one; the previous is released.
 */
let current: { path: string; colorizer: Colorizer } | null = null;

function colorizerFor(model: InstalledColorizer): Colorizer {
  if (current?.path !== model.path) {
    void current?.colorizer.unload();
    current = { path: model.path, colorizer: new Colorizer({ id: model.id, type: model.type }, { path: model.path }) };
  }
  return current.colorizer;
}

/** /image/colorize with an installed model (DDColor or DeOldify, FaceFusion's way): the result names it. */
export async function runColorizeWithModel(bytes: Uint8Array, model: InstalledColorizer): Promise<OperationOutput> {
  const image = await decodeImage(bytes, { maxPixels: IMAGE_MAX_INPUT_PIXELS });
  const { colorful } = lumaAndColorfulness(image.data);
  const colorizer = colorizerFor(model);
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
