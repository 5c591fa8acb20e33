/** Zod-free rules of the face contract: the schema in ../face.ts is built from them, and the studio reads them for its helper text without loading zod. */
export const NUM_IMAGE_MAX = 4;
