import type { FaceStyleId, MakeupReferenceId } from '../../contract/face';
import type { Residency } from '../onnx/held-runner';

/**
 * What the provider sends to the face worker and what comes back. Plain data only: it
 * crosses a thread boundary (structured clone), so no classes and no functions.
 */

export type FaceTask = (
  | { op: 'transform'; bytes: Uint8Array; styleId: FaceStyleId; prompt: string; count: number }
  | { op: 'age'; bytes: Uint8Array; age: number; installed?: { id: string; path: string; residency?: Residency } }
  | { op: 'makeup'; bytes: Uint8Array; reference: Uint8Array }
  /** Renders a bundled asset: a style preview or a makeup reference, from the sample face. */
  | { op: 'asset'; bytes: Uint8Array; styleId?: FaceStyleId; lookId?: MakeupReferenceId; maxSide: number }
) & {
  /** Shared flag (lib/engine/vision/cancel.ts), raised by the server's pool runner to stop the task. */
  cancel?: SharedArrayBuffer;
};

export interface FaceImage {
  bytes: Uint8Array;
  contentType: 'image/png' | 'image/jpeg';
  /** Suggested download name. */
  name: string;
}

export interface FaceOutput {
  images: FaceImage[];
  width: number;
  height: number;
  /** Faces found and processed. */
  faces: number;
  /** Operation-specific facts (prompt words used, age estimates ...). */
  meta: Record<string, unknown>;
  /** The models this task loaded for the first time in its thread, and when (for the model listing). */
  modelsLoaded: { ids: string[]; at: string } | null;
}

export type FaceTaskResult = { ok: true; output: FaceOutput } | { ok: false; error: { field: string; message: string } };
