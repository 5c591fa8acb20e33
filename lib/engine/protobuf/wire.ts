/**
 * The protocol-buffers wire format, as far as the files our tests and engines write need it
 * (ONNX graphs in lib/engine/onnx/writer.ts, SentencePiece vocabularies in the translation
 * engine's test model): varints, length-delimited fields and 32-bit floats.
 */
export type Bytes = Uint8Array;

const encoder = new TextEncoder();
const TWO_64 = 2n ** 64n;

/** A varint; a negative number is its 64-bit two's complement (ten bytes), as protobuf writes int32 -1. */
export function varint(value: number): Bytes {
  if (!Number.isSafeInteger(value)) throw new Error(`varint: ${value} is not a safe integer`);
  const out: number[] = [];
  let v = value < 0 ? BigInt(value) + TWO_64 : BigInt(value);
  while (v > 127n) {
    out.push(Number(v % 128n) | 128);
    v /= 128n;
  }
  out.push(Number(v));
  return Uint8Array.from(out);
}

export function concat(parts: Bytes[]): Bytes {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export const key = (field: number, wire: 0 | 2 | 5) => varint(field * 8 + wire);
export const intField = (field: number, value: number) => concat([key(field, 0), varint(value)]);
export const bytesField = (field: number, value: Bytes) => concat([key(field, 2), varint(value.length), value]);
export const stringField = (field: number, value: string) => bytesField(field, encoder.encode(value));
export function floatField(field: number, value: number): Bytes {
  const buffer = new Uint8Array(4);
  new DataView(buffer.buffer).setFloat32(0, value, true);
  return concat([key(field, 5), buffer]);
}
