import { heldRunner } from '../../onnx/held-runner';
import { decodeImage } from '../../vision/image-io';
import { CODEFORMER, FaceEnhancer, GFPGAN_1_4 } from '../neural/face-enhancer';
import { encodeResult } from '../output';
import type { InstalledFaceEnhancer, OperationOutput } from '../task';

/**
 * The faces of an operation's result restored by an installed GFPGAN or CodeFormer
 * (FaceFusion's face enhancer: aligned, restored, pasted back, blended 80 %), for
 * /image/gfp_superres and /image/unblur. The result names both engines.
 */
export async function restoreFacesWithModel(output: OperationOutput, model: InstalledFaceEnhancer): Promise<OperationOutput> {
  const image = await decodeImage(output.bytes);
  const spec = model.architecture === 'codeformer' ? CODEFORMER : GFPGAN_1_4;
  const enhancer = heldRunner('face-enhancer', model.path, () => new FaceEnhancer({ ...spec, id: model.id }, { path: model.path }), model.residency);
  const firstLoad = !enhancer.loaded;
  const { image: restored, faces, answer } = await enhancer.run(image);
  const encoded = await encodeResult(restored);
  const before = typeof output.meta.engine === 'string' ? output.meta.engine : 'built-in';
  return {
    ...output,
    bytes: encoded.bytes,
    contentType: encoded.contentType,
    meta: { ...output.meta, faces, engine: `${before}+model:${answer.model}` },
    modelsLoaded: firstLoad ? [...output.modelsLoaded, answer.model] : output.modelsLoaded,
  };
}
