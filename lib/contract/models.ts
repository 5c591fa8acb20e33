import { z } from 'zod';
import { CAPABILITIES } from './define';

/**
 * The model catalogue and the model manager's answers. A catalogue entry is data: the
 * built-in entries live in lib/server/models/catalog/*.json, and an operator adds more
 * without code as JSON files in MODELS_DIR/catalog.d/ (one entry or an array each).
 * The schema is general on purpose: chat GGUF files first, then voices, translation and
 * image models (ONNX, several files per model) through the same manager.
 */

/** A catalogue id: also the folder name under MODELS_DIR, so no path characters. */
export const modelId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]{0,79}$/, 'must be 1 to 80 lowercase letters, digits, dots, dashes or underscores, starting with a letter or digit');

export const modelFile = z.object({
  /** The name on disk, inside the model's folder. */
  name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, 'must be a plain file name'),
  /** Pinned to a revision (a commit hash, never a branch), so the bytes cannot change. */
  url: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  /**
   * Bytes, when the publisher says (a hub's LFS pointer). Absent when only the digest is
   * published (LocalAI's gallery for Piper's release tarballs): the download then takes the
   * size the server gives, and the sha256 alone vouches for the bytes.
   */
  size: z.number().int().positive().optional(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex digits'),
  /**
   * What to do with the file once verified. tar.gz: the members whose names end with one of
   * `keep` are put in the model's folder (by their base name). gzip: the file (whose name ends
   * in .gz) is decompressed to its name without .gz. Either way the download is then deleted.
   */
  unpack: z
    .discriminatedUnion('format', [
      z.object({
        format: z.literal('tar.gz'),
        keep: z.array(z.string().regex(/^\.[A-Za-z0-9.]{1,20}$/, 'must be a file-name ending such as .onnx')).min(1),
      }),
      z.object({ format: z.literal('gzip') }),
    ])
    .optional(),
  /** Where the size and sha256 were published (the hub's file page, LocalAI's gallery ...). */
  checksumSource: z.string().min(1),
}).refine((file) => file.unpack?.format !== 'gzip' || /\.gz$/.test(file.name), { path: ['name'], message: 'must end in .gz when unpack.format is gzip' });

export const modelLicence = z.object({
  /** SPDX id or the licence's own name (e.g. "Apache-2.0", "Llama 3.2 Community License"). */
  name: z.string().min(1),
  // http(s) only: the models page links to it, and a drop-in catalogue could say javascript:.
  url: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** May the model's output be used commercially? false = research or non-commercial only. */
  commercialUse: z.boolean(),
  /** Does the hub ask for a token (accepted terms) before download? */
  gated: z.boolean().default(false),
});

export const catalogEntry = z.object({
  id: modelId,
  name: z.string().min(1).max(120),
  capability: z.enum(CAPABILITIES),
  /** What the model does within its capability: chat, speech, translation, colorize ... */
  task: z.string().min(1).max(40),
  /** The runtime that loads it (bergamot: Marian translation models, through @browsermt/bergamot-translator's WebAssembly build). */
  engine: z.enum(['node-llama-cpp', 'onnxruntime', 'bergamot']),
  /** Parameters, as people quote them ("0.5B"). */
  parameters: z.string().max(20).optional(),
  /** Quantisation or precision ("Q4_K_M", "fp16"). */
  quantization: z.string().max(20).optional(),
  files: z.array(modelFile).min(1),
  licence: modelLicence,
  /** BCP 47 / ISO 639-1 codes; for a translation model, its source then its target. */
  languages: z.array(z.string().min(2).max(12)).min(1),
  /** Resident memory while loaded, in MB (weights + a default context). */
  memoryMB: z.number().int().positive(),
  /** One line on what to expect. */
  quality: z.string().min(1).max(300),
  /** Chat models: does the model's template support tool (function) calls? */
  toolCalls: z.boolean().default(false),
  /**
   * For ONNX models: the runner that reads it, i.e. which published network's inputs and
   * outputs it has (ddcolor, deoldify, gfpgan, codeformer, real_esrgan, styleganex_age, piper).
   */
  architecture: z.enum(['ddcolor', 'deoldify', 'gfpgan', 'codeformer', 'real_esrgan', 'styleganex_age', 'piper']).optional(),
  /** The implementation whose pre- and post-processing this entry follows (image and voice models). */
  reference: z.string().max(300).optional(),
  homepage: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
});

export type CatalogEntry = z.output<typeof catalogEntry>;
export type ModelFile = z.output<typeof modelFile>;
export type CatalogEntryInput = z.input<typeof catalogEntry>;

/** A drop-in file: one entry or several. */
export const catalogFile = z.union([catalogEntry, z.array(catalogEntry)]);

export const downloadState = z.object({
  job: z.string(),
  status: z.enum(['queued', 'running', 'complete', 'error']),
  receivedBytes: z.number().int().nonnegative(),
  totalBytes: z.number().int().nonnegative(),
  /** Bytes per second over the last seconds. */
  bytesPerSecond: z.number().nonnegative(),
  /** Seconds left at that rate, null when unknown. */
  secondsLeft: z.number().nonnegative().nullable(),
  /** When it failed: a code (`not_found`, `checksum_mismatch`, `network`, `insufficient_storage`, `cancelled` ...) and words. */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});

export const modelStatus = z.object({
  entry: catalogEntry,
  /** Where it comes from: the built-in catalogue or a catalog.d file. */
  source: z.enum(['builtin', 'dropin']),
  installed: z.boolean(),
  /** Bytes on disk (installed files and partial downloads). */
  diskBytes: z.number().int().nonnegative(),
  download: downloadState.nullable(),
  /** Does it fit this machine's memory (memoryMB within what is free for it)? */
  fitsMemory: z.boolean(),
});

export const modelsListRequest = z.object({});
export const modelsListResult = z.object({
  models: z.array(modelStatus),
  /** .gguf files put into MODELS_DIR by hand: usable for chat, not verified against a catalogue. */
  found: z.array(z.object({ file: z.string(), size: z.number().int().nonnegative() })),
  disk: z.object({ dir: z.string(), usedBytes: z.number().int().nonnegative(), freeBytes: z.number().int().nonnegative() }),
  memory: z.object({ totalMB: z.number().int(), budgetMB: z.number().int() }),
  /** The chat model to offer on a machine with none: the best that fits its memory. */
  recommendedChat: modelId.nullable(),
  /** Catalogue files that were refused, with why (so an operator sees a typo). */
  catalogProblems: z.array(z.object({ file: z.string(), problem: z.string() })),
  /** May this caller install and remove? */
  canManage: z.boolean(),
});

export const modelInstallRequest = z.object({
  id: modelId,
  /** Needed for a model whose licence forbids commercial use. */
  accept_licence: z.boolean().optional(),
});
export const modelInstallResult = z.object({ id: modelId, download: downloadState.nullable(), installed: z.boolean() });

export const modelIdParams = z.object({});
export const modelRemoveResult = z.object({ id: modelId, removed: z.boolean(), freedBytes: z.number().int().nonnegative() });
export const modelCancelResult = z.object({ id: modelId, cancelled: z.boolean() });

export const modelsVerifyRequest = z.object({});
export const modelsVerifyResult = z.object({
  models: z.array(z.object({ id: z.string(), ok: z.boolean(), problems: z.array(z.string()) })),
});
