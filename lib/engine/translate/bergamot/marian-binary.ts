/**
 * What a Marian binary model (.bin) says about itself in its header, read before the model
 * is handed to the WebAssembly engine: a file that is not one fails here with a sentence,
 * rather than as an abort inside Marian that takes the engine's instance down with it.
 *
 * Layout (marian-dev src/common/binary.cpp): u64 version (1), u64 item count, then per item
 * a header of four u64 (name length, element type, shape length, data length), then the
 * names, the shapes and the data. Firefox's models store their matrices as intgemm8; a
 * float32 model (the tests' generated one, or an unquantised export) needs the float path.
 */
const BINARY_FILE_VERSION = 1n;
const HEADER_BYTES = 32;
/** marian::Type: the intgemm class bit (0x4000); float32 is 0x0404. */
const INTGEMM_CLASS = 0x4000n;
/** No real model has more items than this; a larger count means the bytes are not a model. */
const MAX_ITEMS = 100_000n;

export type GemmPrecision = 'int8shiftAlphaAll' | 'float32';

export class MarianModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MarianModelError';
  }
}

/**
 * Checks that the bytes are a whole Marian binary model and returns the matrix precision
 * Bergamot must be told for it (its gemm-precision option). Marian itself reads past the end
 * of a truncated file without noticing, so the length its header describes is checked here.
 */
export function gemmPrecisionOf(model: Uint8Array): GemmPrecision {
  const view = new DataView(model.buffer, model.byteOffset, model.byteLength);
  if (model.byteLength < 16) throw new MarianModelError(`the model file is ${model.byteLength} bytes, too short to be a Marian model`);
  const version = view.getBigUint64(0, true);
  if (version !== BINARY_FILE_VERSION) throw new MarianModelError(`the model file is not a Marian binary model (version field ${version}, expected 1)`);
  const count = view.getBigUint64(8, true);
  if (count === 0n || count > MAX_ITEMS || 16 + Number(count) * HEADER_BYTES > model.byteLength) {
    throw new MarianModelError(`the model file's header describes ${count} items, more than its ${model.byteLength} bytes can hold (an incomplete download?)`);
  }
  let intgemm = false;
  let described = 16n + count * BigInt(HEADER_BYTES);
  let data = 0n;
  for (let i = 0; i < Number(count); i++) {
    const at = 16 + i * HEADER_BYTES;
    const [nameLength, type, shapeLength, dataLength] = [0, 8, 16, 24].map((field) => view.getBigUint64(at + field, true)) as [bigint, bigint, bigint, bigint];
    if ((type & INTGEMM_CLASS) !== 0n) intgemm = true;
    described += nameLength + shapeLength * 4n;
    data += dataLength;
  }
  // Then a u64 with the padding's length, the padding, and the data.
  const padding = described + 8n <= BigInt(model.byteLength) ? view.getBigUint64(Number(described), true) : 0n;
  described += 8n + padding + data;
  if (described > BigInt(model.byteLength)) {
    throw new MarianModelError(`the model file is ${model.byteLength} bytes but its header describes ${described} (an incomplete download?)`);
  }
  return intgemm ? 'int8shiftAlphaAll' : 'float32';
}
