import { IMAGE_MAX_INPUT_PIXELS } from '../../../contract/image';
import { decodeImage } from '../../vision/image-io';
import { detectFaces, FACE_MODEL_IDS, faceModelsLoaded } from '../../vision/faces';
import { loadSegmenter, segmentForeground, SEGMENT_MODEL_ID } from '../../vision/segment';
import { colorizeImage, lumaAndColorfulness } from '../colorize';
import { encodeResult } from '../output';
import { throwIfCancelled } from '../../vision/cancel';
import type { OperationOutput } from '../task';

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** /image/colorize: a colour picture is made greyscale first (and the result says so). */
export async function runColorize(bytes: Uint8Array): Promise<OperationOutput> {
  const image = await decodeImage(bytes, { maxPixels: IMAGE_MAX_INPUT_PIXELS });
  const { width, height } = image;
  const { y, colorful } = lumaAndColorfulness(image.data);
  // The detector sees the greyscale picture, exactly what the colours are inferred from.
  const grey = new Uint8Array(image.data.length);
  for (let i = 0, j = 0; i < y.length; i++, j += 4) {
    const v = Math.round(y[i]! * 255);
    grey[j] = v;
    grey[j + 1] = v;
    grey[j + 2] = v;
    grey[j + 3] = image.data[j + 3]!;
  }
  const modelsLoaded: string[] = [];
  const wasLoaded = faceModelsLoaded();
  const faces = await detectFaces(grey, width, height, { maxFaces: 8 });
  if (!wasLoaded && faceModelsLoaded()) modelsLoaded.push(...FACE_MODEL_IDS);
  throwIfCancelled();
  if (await loadSegmenter()) modelsLoaded.push(SEGMENT_MODEL_ID);
  const subject = await segmentForeground({ data: grey, width, height });
  throwIfCancelled();
  const { data, report } = await colorizeImage(grey, width, height, faces, subject.alpha);
  const found = `${report.faces} face${report.faces === 1 ? '' : 's'}, ${percent(report.sky)} sky and ${percent(report.vegetation)} vegetation recognised`;
  const note = colorful
    ? `The input had colour: it was converted to greyscale first, then colorized from its luminance (${found}).`
    : `Colorized from luminance (${found}).`;
  const encoded = await encodeResult({ data, width, height });
  return {
    bytes: encoded.bytes,
    contentType: encoded.contentType,
    name: `colorized.${encoded.extension}`,
    width,
    height,
    meta: { converted_to_greyscale: colorful, note, regions: report },
    modelsLoaded,
  };
}
