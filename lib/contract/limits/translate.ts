/** Zod-free rules of the translate contract: the schema in ../translate.ts is built from them, and the studio reads them for its helper text without loading zod. */
/** Text accepted by both translation endpoints (spec: length 3 to 1500). */
export const TRANSLATE_TEXT_MIN = 3;

export const TRANSLATE_TEXT_MAX = 1500;
