import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { AgeModifier } from '../../lib/engine/face/neural/age-modifier';
import { ageModifierGraph } from '../../lib/engine/face/neural/test-graph';
import { Colorizer } from '../../lib/engine/image/neural/colorizer';
import { CODEFORMER, FaceEnhancer, GFPGAN_1_4 } from '../../lib/engine/image/neural/face-enhancer';
import { FrameEnhancer, REAL_ESRGAN_X4 } from '../../lib/engine/image/neural/frame-enhancer';
import { codeformerGraph, ddcolorGraph, deoldifyGraph, frameEnhancerGraph, gfpganGraph } from '../../lib/engine/image/neural/test-graphs';
import type { ModelSource } from '../../lib/engine/onnx/image-model';

/** The neural runners the bench knows, by FaceFusion's file name; each found in the models folder or replaced by its generated graph. */
export type Task = 'colorize' | 'upscale-x4' | 'face-restore' | 'age';

export interface NeuralEntry {
  task: Task;
  id: string;
  file: string;
  generated: () => Uint8Array;
}

export const NEURAL: NeuralEntry[] = [
  { task: 'colorize', id: 'ddcolor', file: 'ddcolor.onnx', generated: ddcolorGraph },
  { task: 'colorize', id: 'deoldify', file: 'deoldify.onnx', generated: deoldifyGraph },
  { task: 'upscale-x4', id: 'real_esrgan_x4', file: 'real_esrgan_x4.onnx', generated: () => frameEnhancerGraph(4) },
  { task: 'face-restore', id: 'gfpgan_1.4', file: 'gfpgan_1.4.onnx', generated: gfpganGraph },
  { task: 'face-restore', id: 'codeformer', file: 'codeformer.onnx', generated: codeformerGraph },
  { task: 'age', id: 'styleganex_age', file: 'styleganex_age.onnx', generated: ageModifierGraph },
];

/** MODELS_DIR as the server will read it (default DATA_DIR/models). */
export const modelsDir = (): string => process.env.MODELS_DIR ?? path.join(process.env.DATA_DIR ?? path.join(process.cwd(), '.data'), 'models');

/** The installed file for an entry: any file of that name under the models folder. */
export function findInstalled(file: string, dir = modelsDir()): string | null {
  if (!existsSync(dir)) return null;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === file) return full;
    if (statSync(full).isDirectory()) {
      const inner = findInstalled(file, full);
      if (inner) return inner;
    }
  }
  return null;
}

export function sourceOf(entry: NeuralEntry): { source: ModelSource; installed: boolean; megabytes: number } {
  const installed = findInstalled(entry.file);
  if (installed) return { source: { path: installed }, installed: true, megabytes: statSync(installed).size / 1e6 };
  const bytes = entry.generated();
  return { source: { bytes }, installed: false, megabytes: bytes.length / 1e6 };
}

export function runnerFor(entry: NeuralEntry, source: ModelSource) {
  switch (entry.id) {
    case 'ddcolor':
      return new Colorizer({ id: 'ddcolor', type: 'ddcolor' }, source);
    case 'deoldify':
      return new Colorizer({ id: 'deoldify', type: 'deoldify' }, source);
    case 'real_esrgan_x4':
      return new FrameEnhancer(REAL_ESRGAN_X4, source);
    case 'gfpgan_1.4':
      return new FaceEnhancer(GFPGAN_1_4, source);
    case 'codeformer':
      return new FaceEnhancer(CODEFORMER, source);
    default:
      return new AgeModifier(entry.id, source);
  }
}

export const fixture = (name: string) => new Uint8Array(readFileSync(path.join(process.cwd(), 'tests/fixtures/image', name)));
