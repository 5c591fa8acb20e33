import type { BACKGROUND_ENHANCE, BOKEH, COLOR_ENHANCE, FACE_ENHANCE, FACE_LIFTING, REMBG_OUTPUT } from '../../contract/image';
import type { Residency } from '../onnx/held-runner';

/**
 * What the provider sends to the image worker and what comes back. Plain data only:
 * it crosses a thread boundary (structured clone), so no classes and no functions.
 */

export interface UnblurPipeline {
  bokeh: (typeof BOKEH)[number];
  color_enhance: (typeof COLOR_ENHANCE)[number];
  background_enhance: (typeof BACKGROUND_ENHANCE)[number];
  face_lifting: (typeof FACE_LIFTING)[number];
  face_enhance: (typeof FACE_ENHANCE)[number];
}

/** An installed model the worker should use instead of the built-in engine. */
export interface InstalledModelRef {
  /** Its catalogue id, named in the result. */
  id: string;
  /** The .onnx file. */
  path: string;
  /** How long and in how much memory it may stay loaded (MODELS_MAX_RESIDENT_MB, MODELS_IDLE_MS). */
  residency?: Residency;
}

export interface InstalledFaceEnhancer extends InstalledModelRef {
  architecture: 'gfpgan' | 'codeformer';
}

export interface InstalledColorizer extends InstalledModelRef {
  type: 'ddcolor' | 'deoldify';
}

export type ImageTask = (
  | { op: 'superres'; bytes: Uint8Array; outscale: number; model?: 'auto' | 'thick' | 'medium'; installed?: InstalledModelRef; restoreFaces?: InstalledFaceEnhancer }
  | { op: 'rembg'; bytes: Uint8Array; output: (typeof REMBG_OUTPUT)[number]; backgroundColor: string }
  | { op: 'unblur'; bytes: Uint8Array; pipeline: UnblurPipeline ; restoreFaces?: InstalledFaceEnhancer }
  | { op: 'colorize'; bytes: Uint8Array; model?: InstalledColorizer }
) & {
  /** Shared flag (see cancel.ts): set to 1 by the caller to stop the task early. */
  cancel?: SharedArrayBuffer;
};

export interface OperationOutput {
  bytes: Uint8Array;
  contentType: 'image/png' | 'image/jpeg';
  /** Suggested download name, e.g. superres-4x.png. */
  name: string;
  width: number;
  height: number;
  /** Operation-specific facts for the result (model used, faces found, note ...). */
  meta: Record<string, unknown>;
  /** Model ids this task loaded for the first time in its thread (for the model listing). */
  modelsLoaded: string[];
}

export type ImageTaskResult = { ok: true; output: OperationOutput } | { ok: false; error: { field: string; message: string }; cancelled?: true };
