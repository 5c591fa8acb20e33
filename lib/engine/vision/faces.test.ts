import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectFaces, MESH } from './faces';

const SAMPLE = path.join(process.cwd(), 'public/face/sample.jpg');

async function rgba(input: string | Buffer) {
  const { data, info } = await sharp(input).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('detectFaces', () => {
  it('finds the face of the sample photo with a full mesh, age and regions', async () => {
    const image = await rgba(SAMPLE);
    const faces = await detectFaces(image.data, image.width, image.height);
    expect(faces).toHaveLength(1);
    const face = faces[0]!;
    // The astronaut's face sits around x 150-300, y 50-200 of the 512 px photo.
    expect(face.box.x).toBeGreaterThan(120);
    expect(face.box.x + face.box.width).toBeLessThan(330);
    expect(face.mesh).toHaveLength(478);
    expect(face.age).toBeGreaterThan(18);
    expect(face.age).toBeLessThan(50);
    // Anatomy: forehead above eyes above nose above mouth above chin; subject's right eye on the viewer's left.
    const y = (index: number) => face.mesh[index]![1];
    expect(y(MESH.foreheadTop)).toBeLessThan(y(MESH.rightEyeOuter));
    expect(y(MESH.rightEyeOuter)).toBeLessThan(y(MESH.noseTip));
    expect(y(MESH.noseTip)).toBeLessThan(y(MESH.rightMouthCorner));
    expect(y(MESH.rightMouthCorner)).toBeLessThan(y(MESH.chin));
    expect(face.mesh[MESH.rightEyeOuter]![0]).toBeLessThan(face.mesh[MESH.leftEyeOuter]![0]);
    expect(face.regions.faceOval).toHaveLength(36);
    expect(face.regions.lipsOuter).toHaveLength(20);
    expect(face.regions.leftIris.length).toBeGreaterThanOrEqual(4);
  });

  it('finds every face of a photo with two people', async () => {
    const left = await sharp(SAMPLE).extract({ left: 96, top: 0, width: 320, height: 320 }).toBuffer();
    const right = await sharp(left).flop().modulate({ brightness: 0.95 }).toBuffer();
    const pair = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#888' } })
      .composite([{ input: left, left: 0, top: 0 }, { input: right, left: 320, top: 0 }])
      .png()
      .toBuffer();
    const image = await rgba(pair);
    const faces = await detectFaces(image.data, image.width, image.height);
    expect(faces).toHaveLength(2);
    const centres = faces.map((face) => face.box.x + face.box.width / 2).sort((a, b) => a - b);
    expect(centres[0]).toBeLessThan(320);
    expect(centres[1]).toBeGreaterThan(320);
  });

  it('returns no face for a picture without one', async () => {
    const noise = Buffer.alloc(256 * 256 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) % 251;
    const scene = await sharp(noise, { raw: { width: 256, height: 256, channels: 3 } }).blur(3).png().toBuffer();
    const image = await rgba(scene);
    expect(await detectFaces(image.data, image.width, image.height)).toEqual([]);
  });
});
