import fs from 'node:fs';
import path from 'node:path';
import { projectRequire } from '../packages';

/**
 * Face detection for every engine that needs faces (face studio, image enhancer).
 *
 * Runs @vladmandic/human (MIT; models BlazeFace, MediaPipe FaceMesh + iris, and FaceRes for
 * gender) on TensorFlow.js's wasm backend: tfjs-node does not install offline, the wasm
 * build does and needs nothing outside npm. One Human instance per thread (each worker
 * thread has its own wasm module), created on first use and kept.
 *
 * Age comes from @vladmandic/face-api's AgeGenderNet (MIT, an age regressor trained on
 * UTKFace) on the same tfjs engine: FaceRes's age head is nearly flat (its softmax peaks
 * at about 0.06 and it answers ~29 years for almost any face, greyed hair and wrinkles
 * included), so it could not tell whether an ageing effect worked; AgeGenderNet can.
 *
 * Coordinates are pixels of the image given to detectFaces. "left" and "right" follow
 * MediaPipe: the subject's own left and right, so `leftEye` is on the viewer's right.
 */

export interface Point {
  x: number;
  y: number;
}

export interface FaceRegions {
  /** Outline of the face from forehead to chin (36 points, closed). */
  faceOval: Point[];
  /** Outer outline of both lips (closed). */
  lipsOuter: Point[];
  /** Inner outline of the lips, i.e. the mouth opening (closed). */
  lipsInner: Point[];
  leftEye: Point[];
  rightEye: Point[];
  leftBrow: Point[];
  rightBrow: Point[];
  /** Iris centre then 4 ring points, when the iris model ran, else empty. */
  leftIris: Point[];
  rightIris: Point[];
}

export interface DetectedFace {
  box: { x: number; y: number; width: number; height: number };
  /** Detector confidence, 0 to 1. */
  score: number;
  /** 478 landmarks [x, y, z] (468 MediaPipe FaceMesh points, then 10 iris points); x, y in pixels. */
  mesh: Array<[number, number, number]>;
  /** AgeGenderNet age estimate in years. */
  age: number;
  gender: 'female' | 'male' | 'unknown';
  genderScore: number;
  /** Head rotation in radians, when the mesh gives it. */
  rotation: { roll: number; yaw: number; pitch: number } | null;
  regions: FaceRegions;
}

export interface DetectOptions {
  /** Most faces to return (default 16). */
  maxFaces?: number;
  /** Detector confidence below which a face is ignored (default 0.4). */
  minConfidence?: number;
}

/** MediaPipe FaceMesh indices of the outlines, so callers can also warp by index. */
export const MESH = {
  faceOval: [10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109],
  lipsOuter: [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291, 375, 321, 405, 314, 17, 84, 181, 91, 146],
  lipsInner: [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308, 324, 318, 402, 317, 14, 87, 178, 88, 95],
  rightEye: [33, 246, 161, 160, 159, 158, 157, 173, 133, 155, 154, 153, 145, 144, 163, 7],
  leftEye: [263, 466, 388, 387, 386, 385, 384, 398, 362, 382, 381, 380, 374, 373, 390, 249],
  rightBrow: [70, 63, 105, 66, 107, 55, 65, 52, 53, 46],
  leftBrow: [300, 293, 334, 296, 336, 285, 295, 282, 283, 276],
  /** Single landmarks used for anchoring effects. */
  foreheadTop: 10,
  chin: 152,
  noseTip: 1,
  noseBridge: 168,
  rightNoseWing: 129,
  leftNoseWing: 358,
  rightMouthCorner: 61,
  leftMouthCorner: 291,
  rightEyeOuter: 33,
  rightEyeInner: 133,
  leftEyeOuter: 263,
  leftEyeInner: 362,
  rightCheek: 205,
  leftCheek: 425,
  rightJaw: 172,
  leftJaw: 397,
} as const;

/** Ids of the models a detection loads, as they appear in the model listing. */
export const FACE_MODEL_IDS = ['human/blazeface', 'human/facemesh', 'human/iris', 'human/faceres', 'face-api/age-gender'] as const;

// Human's dist files are not reachable through its package "exports"; resolve the main
// entry and load the wasm build that sits beside it (projectRequire: from the project folder).

interface HumanResultFace {
  box: [number, number, number, number];
  score: number;
  boxScore?: number;
  mesh: Array<[number, number, number?]>;
  age?: number;
  gender?: string;
  genderScore?: number;
  annotations?: Record<string, Array<[number, number, number?]>>;
  rotation?: { angle?: { roll: number; yaw: number; pitch: number } } | null;
}

interface TensorLike {
  dispose(): void;
}

interface HumanLike {
  tf: {
    tensor3d(values: Int32Array, shape: [number, number, number], dtype: 'int32'): TensorLike;
    expandDims(tensor: TensorLike, axis: number): TensorLike;
    image: { cropAndResize(image: TensorLike, boxes: number[][], indices: number[], size: [number, number]): TensorLike };
    io: {
      decodeWeights(buffer: ArrayBuffer, specs: unknown[]): Record<string, unknown>;
      registerLoadRouter(router: (url: string | string[]) => unknown): void;
      getModelArtifactsForJSON(json: unknown, loadWeights: (manifest: WeightsManifest) => Promise<[unknown[], ArrayBuffer]>): Promise<unknown>;
    };
  };
  config: { face: { detector: { maxDetected: number; minConfidence: number } } };
  load(): Promise<void>;
  warmup?(): Promise<unknown>;
  detect(input: unknown): Promise<{ face: HumanResultFace[]; error?: string | null }>;
}

type WeightsManifest = Array<{ paths: string[]; weights: unknown[] }>;

interface AgeNetLike {
  loadFromWeightMap(weights: Record<string, unknown>): void;
  predictAgeAndGender(input: TensorLike): Promise<{ age: number } | Array<{ age: number }>>;
}

// A scheme of our own, so the loader never competes with another module's file:// handler.
const MODEL_SCHEME = 'prism-face-models://';

let humanPromise: Promise<HumanLike> | null = null;
let ageNet: AgeNetLike | null = null;
let loadedAt: Date | null = null;
// Human keeps per-instance state during detect(): one detection at a time per thread.
let queue: Promise<unknown> = Promise.resolve();

function humanPaths() {
  const dist = path.dirname(projectRequire.resolve('@vladmandic/human'));
  const wasmDist = path.dirname(projectRequire.resolve('@tensorflow/tfjs-backend-wasm'));
  return { build: path.join(dist, 'human.node-wasm.js'), models: path.join(dist, '..', 'models'), wasm: path.join(wasmDist, '..') };
}

function wasmDir(candidate: string): string {
  // require.resolve gives dist/index.js or dist/tf-backend-wasm.node.js; the .wasm files sit in dist/.
  for (const dir of [candidate, path.join(candidate, 'dist')]) {
    if (fs.existsSync(path.join(dir, 'tfjs-backend-wasm.wasm'))) return dir + path.sep;
  }
  return path.join(candidate, 'dist') + path.sep;
}

function registerModelLoader(human: HumanLike): void {
  const { tf } = human;
  tf.io.registerLoadRouter((url) => {
    if (typeof url !== 'string' || !url.startsWith(MODEL_SCHEME)) return null;
    const file = url.slice(MODEL_SCHEME.length);
    return {
      load: async () => {
        const json = JSON.parse(await fs.promises.readFile(file, 'utf8')) as unknown;
        return tf.io.getModelArtifactsForJSON(json, async (manifest) => {
          const specs: unknown[] = [];
          const parts: Buffer[] = [];
          for (const group of manifest) {
            for (const shard of group.paths) parts.push(await fs.promises.readFile(path.join(path.dirname(file), shard)));
            specs.push(...group.weights);
          }
          const all = Buffer.concat(parts);
          return [specs, all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer];
        });
      },
    };
  });
}

/**
 * The wasm module's Emscripten glue installs process-wide 'uncaughtException' and
 * 'unhandledRejection' listeners that rethrow, turning any stray rejection elsewhere in
 * the thread into a crash. Take back whatever listeners loading added.
 */
async function withoutStrayListeners<T>(load: () => Promise<T>): Promise<T> {
  type Listener = (...args: unknown[]) => void;
  const events = ['uncaughtException', 'unhandledRejection'];
  const listeners = (event: string) => process.listeners(event as 'uncaughtException') as Listener[];
  const before = new Map(events.map((event) => [event, new Set(listeners(event))]));
  try {
    return await load();
  } finally {
    for (const event of events) {
      for (const listener of listeners(event)) {
        if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
      }
    }
  }
}

async function createHuman(): Promise<HumanLike> {
  return withoutStrayListeners(createHumanInstance);
}

async function createHumanInstance(): Promise<HumanLike> {
  const paths = humanPaths();
  const { Human } = projectRequire(paths.build) as { Human: new (config: unknown) => HumanLike };
  const human = new Human({
    backend: 'wasm',
    wasmPath: wasmDir(paths.wasm),
    wasmPlatformFetch: false,
    modelBasePath: MODEL_SCHEME + paths.models + path.sep,
    debug: false,
    // Still images: no frame-to-frame caching or skipping.
    cacheSensitivity: 0,
    cacheModels: false,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: { rotation: true, maxDetected: 16, minConfidence: 0.4, skipFrames: 0, skipTime: 0, return: false },
      mesh: { enabled: true },
      iris: { enabled: true, skipFrames: 0, skipTime: 0 },
      description: { enabled: true, skipFrames: 0, skipTime: 0 },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  });
  registerModelLoader(human);
  await human.load();
  ageNet = await createAgeNet(human);
  loadedAt = new Date();
  return human;
}

/** face-api's AgeGenderNet, its weights decoded from the package's manifest and shard. */
async function createAgeNet(human: HumanLike): Promise<AgeNetLike> {
  const root = path.join(path.dirname(projectRequire.resolve('@vladmandic/face-api')), '..');
  const faceapi = projectRequire(path.join(root, 'dist', 'face-api.node-wasm.js')) as { AgeGenderNet: new () => AgeNetLike };
  const modelDir = path.join(root, 'model');
  const manifest = JSON.parse(await fs.promises.readFile(path.join(modelDir, 'age_gender_model-weights_manifest.json'), 'utf8')) as WeightsManifest;
  const shards = await Promise.all(manifest.flatMap((group) => group.paths.map((shard) => fs.promises.readFile(path.join(modelDir, shard)))));
  const bytes = Buffer.concat(shards);
  const weights = human.tf.io.decodeWeights(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    manifest.flatMap((group) => group.weights),
  );
  const net = new faceapi.AgeGenderNet();
  net.loadFromWeightMap(weights);
  return net;
}

/** Age of the face in `box`, from a square crop around it (what AgeGenderNet was trained on). */
async function estimateAge(human: HumanLike, image: TensorLike, width: number, height: number, box: HumanResultFace['box']): Promise<number> {
  if (!ageNet) return Number.NaN;
  const side = Math.max(box[2], box[3]);
  const cx = box[0] + box[2] / 2;
  const cy = box[1] + box[3] / 2;
  const batch = human.tf.expandDims(image, 0);
  const crop = human.tf.image.cropAndResize(
    batch,
    [[(cy - side / 2) / height, (cx - side / 2) / width, (cy + side / 2) / height, (cx + side / 2) / width]],
    [0],
    [112, 112],
  );
  try {
    const result = await ageNet.predictAgeAndGender(crop);
    const age = Array.isArray(result) ? result[0]?.age : result.age;
    return typeof age === 'number' ? Math.round(age * 10) / 10 : Number.NaN;
  } finally {
    batch.dispose();
    crop.dispose();
  }
}

/** Loads the models once per thread. Returns when they were loaded (for the model listing). */
export async function loadFaceModels(): Promise<{ loadedAt: Date }> {
  humanPromise ??= createHuman().catch((error: unknown) => {
    humanPromise = null;
    throw error;
  });
  await humanPromise;
  return { loadedAt: loadedAt! };
}

/** True once this thread holds the models. */
export function faceModelsLoaded(): boolean {
  return loadedAt !== null;
}

function toPoints(mesh: Array<[number, number, number]>, indices: readonly number[]): Point[] {
  return indices.map((index) => ({ x: mesh[index]![0], y: mesh[index]![1] }));
}

function irisPoints(annotations: HumanResultFace['annotations'], name: string): Point[] {
  const points = annotations?.[name] ?? [];
  return points.map(([x, y]) => ({ x, y }));
}

function toFace(raw: HumanResultFace): DetectedFace | null {
  if (!raw.mesh || raw.mesh.length < 468) return null;
  // Human gives whole-pixel landmarks; precise enough for masks and warps at face scale.
  const mesh = raw.mesh.map(([x, y, z]) => [x, y, z ?? 0] as [number, number, number]);
  const angle = raw.rotation?.angle;
  const gender = raw.gender === 'female' || raw.gender === 'male' ? raw.gender : 'unknown';
  return {
    box: { x: raw.box[0], y: raw.box[1], width: raw.box[2], height: raw.box[3] },
    score: raw.boxScore ?? raw.score,
    mesh,
    age: raw.age ?? Number.NaN,
    gender,
    genderScore: raw.genderScore ?? 0,
    rotation: angle ? { roll: angle.roll, yaw: angle.yaw, pitch: angle.pitch } : null,
    regions: {
      faceOval: toPoints(mesh, MESH.faceOval),
      lipsOuter: toPoints(mesh, MESH.lipsOuter),
      lipsInner: toPoints(mesh, MESH.lipsInner),
      leftEye: toPoints(mesh, MESH.leftEye),
      rightEye: toPoints(mesh, MESH.rightEye),
      leftBrow: toPoints(mesh, MESH.leftBrow),
      rightBrow: toPoints(mesh, MESH.rightBrow),
      leftIris: irisPoints(raw.annotations, 'leftEyeIris'),
      rightIris: irisPoints(raw.annotations, 'rightEyeIris'),
    },
  };
}

function rgbTensorValues(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Int32Array {
  const pixels = width * height;
  if (rgba.length < pixels * 4) throw new Error(`detectFaces: expected ${pixels * 4} RGBA bytes, got ${rgba.length}`);
  const rgb = new Int32Array(pixels * 3);
  for (let i = 0, j = 0; i < pixels; i++, j += 3) {
    const k = i * 4;
    rgb[j] = rgba[k]!;
    rgb[j + 1] = rgba[k + 1]!;
    rgb[j + 2] = rgba[k + 2]!;
  }
  return rgb;
}

/**
 * Finds the faces in an RGBA image (row-major, 4 bytes per pixel), largest first.
 * An image without faces gives an empty array; the caller decides whether that is an error.
 */
export async function detectFaces(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  options: DetectOptions = {},
): Promise<DetectedFace[]> {
  const human = await (humanPromise ?? (await loadFaceModels(), humanPromise!));
  const run = async () => {
    human.config.face.detector.maxDetected = options.maxFaces ?? 16;
    human.config.face.detector.minConfidence = options.minConfidence ?? 0.4;
    const tensor = human.tf.tensor3d(rgbTensorValues(rgba, width, height), [height, width, 3], 'int32');
    try {
      const result = await human.detect(tensor);
      if (result.error) throw new Error(`face detection failed: ${result.error}`);
      const faces: DetectedFace[] = [];
      for (const raw of result.face) {
        const face = toFace(raw);
        if (!face) continue;
        const age = await estimateAge(human, tensor, width, height, raw.box);
        if (Number.isFinite(age)) face.age = age;
        faces.push(face);
      }
      return faces.sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
    } finally {
      tensor.dispose();
    }
  };
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}
