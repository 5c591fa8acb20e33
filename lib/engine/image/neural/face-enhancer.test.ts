import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyAffine, estimateSimilarity } from '../../vision/affine';
import { createCancelFlag, OperationCancelled, setCancelFlag } from '../../vision/cancel';
import { alignFace, boxMask, landmarks5, WARP_TEMPLATES } from '../../vision/face-align';
import { detectFaces, MESH, type DetectedFace } from '../../vision/faces';
import { decodeImage, encodeImage, type RgbaImage } from '../../vision/image-io';
import { fixtureBytes } from '../test-support/fixtures';
import { twoPeople } from './test-people';
import { CODEFORMER, cropToInput, FaceEnhancer, GFPGAN_1_4, outputToCrop } from './face-enhancer';
import { codeformerGraph, gfpganGraph } from './test-graphs';

let photo: RgbaImage;
let faces: DetectedFace[];

beforeAll(async () => {
  // The astronaut portrait of the image fixtures (public domain), one face.
  photo = await decodeImage(fixtureBytes('astronaut.jpg'));
  faces = await detectFaces(photo.data, photo.width, photo.height);
}, 30_000);

afterEach(() => setCancelFlag(undefined));

describe('alignment (warp_face_by_face_landmark_5)', () => {
  it('finds the similarity that maps five points onto the template exactly when one exists', () => {
    const template = WARP_TEMPLATES.ffhq_512.map(([x, y]) => ({ x: x * 512, y: y * 512 }));
    // Points = template rotated 30°, halved and moved: the estimate must undo exactly that.
    const c = Math.cos(Math.PI / 6) * 0.5;
    const s = Math.sin(Math.PI / 6) * 0.5;
    const points = template.map((p) => ({ x: c * p.x - s * p.y + 40, y: s * p.x + c * p.y + 7 }));
    const m = estimateSimilarity(points, template);
    points.forEach((p, i) => {
      const q = applyAffine(m, p);
      expect(q.x).toBeCloseTo(template[i]!.x, 6);
      expect(q.y).toBeCloseTo(template[i]!.y, 6);
    });
  });

  it('puts a real face’s eyes, nose and mouth where the FFHQ template wants them', () => {
    expect(faces).toHaveLength(1);
    const points = landmarks5(faces[0]!);
    // FaceFusion's order: viewer's left eye first.
    expect(points[0]!.x).toBeLessThan(points[1]!.x);
    expect(points[2]!.y).toBeLessThan(points[3]!.y);
    const crop = alignFace(photo.data, photo.width, photo.height, points, 'ffhq_512', 512);
    const misses = points.map((p, i) => {
      const q = applyAffine(crop.matrix, p);
      return Math.hypot(q.x - WARP_TEMPLATES.ffhq_512[i]![0] * 512, q.y - WARP_TEMPLATES.ffhq_512[i]![1] * 512);
    });
    // A similarity cannot fit five real landmarks exactly, and MediaPipe's points are not the 68-point ones. The face is
    // 111 px wide, enlarged 4× in the crop: every point within 4 % of the crop (20 px, 5 px in the photo), 12 px on average.
    expect(Math.max(...misses)).toBeLessThan(20);
    expect(misses.reduce((a, b) => a + b) / 5).toBeLessThan(12);
  });
});

describe('face enhancer pre- and post-processing', () => {
  it('feeds RGB scaled to −1..1 (prepare_crop_frame) and reads it back (normalize_crop_frame)', () => {
    const rgb = Float32Array.from([0, 255, 51, 102, 153, 204, 255, 0, 0, 1, 2, 3]);
    const input = cropToInput(rgb, 2);
    // Plane order: R of the four pixels, then G, then B.
    expect(Array.from(input.subarray(0, 4)).map((v) => +v.toFixed(4))).toEqual([-1, -0.2, 1, -0.9922]);
    expect(Array.from(input.subarray(4, 8)).map((v) => +v.toFixed(4))).toEqual([1, 0.2, -1, -0.9843]);
    expect(Array.from(outputToCrop(input, 2))).toEqual(Array.from(rgb));
    // Clipped to −1..1; 0 is 127.5, which numpy's round (half to even) makes 128; −0.99215686 is 1.0000001 → 1.
    expect(Array.from(outputToCrop(Float32Array.of(-3, 3, 0, -0.99215686, 0, 0, 0, 0, 0, 0, 0, 0), 2))).toEqual([0, 128, 128, 255, 128, 128, 128, 128, 128, 1, 128, 128]);
  });

  it('feathers the box mask as create_box_mask does (38 px border, σ 19 at 512 px)', () => {
    const mask = boxMask(512);
    expect(mask[256 * 512 + 256]).toBeCloseTo(1, 3);
    // The step between the zeroed 38 rows and the ones sits at 37.5: half way, a little over at row 38.
    expect(mask[38 * 512 + 256]).toBeGreaterThan(0.5);
    expect(mask[38 * 512 + 256]).toBeLessThan(0.53);
    expect(mask[37 * 512 + 256]).toBeLessThan(0.5);
    expect(mask[0]).toBeLessThan(0.01);
  });
});

describe('FaceEnhancer on generated graphs', () => {
  it('GFPGAN-shaped: the face is replaced through the mask and blended 80 %, the rest untouched', async () => {
    const { image, faces: count, answer } = await new FaceEnhancer(GFPGAN_1_4, { bytes: gfpganGraph() }).run(photo, { faces });
    expect(count).toBe(1);
    expect(answer.model).toBe('gfpgan_1.4');
    writeFileSync(path.join(os.tmpdir(), 'prism-gfpgan-shaped.png'), await encodeImage(image, 'png'));
    // Nose tip: mask ≈ 1, the graph's negative, then 0.2·original + 0.8·(255 − original).
    const nose = faces[0]!.mesh[MESH.noseTip]!;
    const i = (Math.round(nose[1]) * photo.width + Math.round(nose[0])) * 4;
    for (let c = 0; c < 3; c++) expect(Math.abs(image.data[i + c]! - (0.2 * photo.data[i + c]! + 0.8 * (255 - photo.data[i + c]!)))).toBeLessThanOrEqual(6);
    // Far from the face (bottom-left corner of the portrait): identical bytes.
    const far = (500 * photo.width + 10) * 4;
    expect(Array.from(image.data.subarray(far, far + 4))).toEqual(Array.from(photo.data.subarray(far, far + 4)));
  });

  it('CodeFormer-shaped: the fidelity weight reaches the model as float64', async () => {
    const codeformer = new FaceEnhancer(CODEFORMER, { bytes: codeformerGraph() });
    const gfpgan = await new FaceEnhancer(GFPGAN_1_4, { bytes: gfpganGraph() }).run(photo, { faces });
    // weight 0.5 → output = −input, GFPGAN-shaped's answer; weight 0.25 → −input / 2, a different one.
    const half = await codeformer.run(photo, { faces, weight: 0.5 });
    const quarter = await codeformer.run(photo, { faces, weight: 0.25 });
    expect(Buffer.from(half.image.data).equals(Buffer.from(gfpgan.image.data))).toBe(true);
    expect(Buffer.from(quarter.image.data).equals(Buffer.from(gfpgan.image.data))).toBe(false);
  });

  it('stops between faces when the shared cancel flag is raised', async () => {
    // Two people side by side (the face engine's fixture idea: the portrait and its mirror).
    const pair = await decodeImage(await twoPeople());
    const both = await detectFaces(pair.data, pair.width, pair.height);
    expect(both).toHaveLength(2);
    const flag = createCancelFlag();
    setCancelFlag(flag.shared);
    const done: number[] = [];
    const run = new FaceEnhancer(GFPGAN_1_4, { bytes: gfpganGraph() }).run(pair, {
      faces: both,
      onFace: (n) => {
        done.push(n);
        flag.cancel();
      },
    });
    await expect(run).rejects.toBeInstanceOf(OperationCancelled);
    expect(done).toEqual([1]);
  });
});
