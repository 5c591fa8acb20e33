/** Zod-free rules of the music contract: the schema in ../music.ts is built from them, and the studio reads them for its helper text without loading zod. */
// Decision (spec: "state values: not shown"): a generation moves
// submitted → queued → streaming (partial audio in output.audio) → complete, or → error
// from any state before complete, with `error` filled in.
export const GENERATION_STATUSES = ['submitted', 'queued', 'streaming', 'complete', 'error'] as const;

export const MUSIC_MODELS = ['chirp-v3-0'] as const;

/** Decision (spec: "maximum number of ids: not shown"): at most 20 ids per fetch. */
export const FETCH_MAX_IDS = 20;

export type GenerationStatus = (typeof GENERATION_STATUSES)[number];
export const FINAL_STATUSES: readonly GenerationStatus[] = ['complete', 'error'];

/** Decision: a simple generation's description is 1 to 500 characters. */
export const SIMPLE_PROMPT_MAX = 500;
/** Decision: a custom song's title (required), style tags, negative tags and lyrics, in characters. */
export const ADVANCE_LIMITS = { title: 120, tags: 200, lyrics: 3000 } as const;
