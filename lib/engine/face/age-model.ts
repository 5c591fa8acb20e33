import { heldRunner, type Residency } from '../onnx/held-runner';
import { fromRgba, toRgba } from '../vision/raster';
import { AgeModifier } from './neural/age-modifier';
import type { OperationResult } from './operations';
import { encodePicture, facesOf, loadPicture } from './picture';

/**
 * /face/age with an installed StyleGANEX age model (FaceFusion's age modifier). The model
 * takes a direction (−100 younger … 100 older), not an age: the step is the distance from the
 * faces' mean estimated age to the target, two points of direction per year, within ±100.
 */
export const directionFor = (estimatedAges: number[], targetAge: number): number => {
  const mean = estimatedAges.reduce((sum, age) => sum + age, 0) / Math.max(1, estimatedAges.length);
  return Math.max(-100, Math.min(100, Math.round((targetAge - mean) * 2)));
};

export async function ageWithModel(bytes: Uint8Array, targetAge: number, model: { id: string; path: string; residency?: Residency }): Promise<OperationResult> {
  const picture = await loadPicture(bytes, 'init_image');
  const { width, height } = picture.planes;
  const rgba = toRgba(picture.planes);
  const modifier = heldRunner('age-modifier', model.path, () => new AgeModifier(model.id, { path: model.path }), model.residency);
  const before = picture.faces.map((face) => face.age);
  const { image } = await modifier.run({ data: new Uint8Array(rgba.buffer, rgba.byteOffset, rgba.byteLength), width, height }, { faces: picture.faces, direction: directionFor(before, targetAge) });
  const planes = fromRgba(image.data, width, height, picture.hadAlpha);
  const after = await facesOf(planes);
  return {
    images: [await encodePicture(planes, picture.hadAlpha, `age-${targetAge}`)],
    width,
    height,
    faces: picture.faces.length,
    meta: {
      estimated_age_before: before,
      estimated_age_after: picture.faces.map((face) => after.find((c) => Math.hypot(c.box.x - face.box.x, c.box.y - face.box.y) < face.box.width * 0.5)?.age ?? null),
      engine: `model:${model.id}`,
    },
  };
}
