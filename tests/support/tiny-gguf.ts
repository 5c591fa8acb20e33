import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
// A small deterministic generator (mulberry32): the weights need no crypto quality.
import { seededRandom } from '@/lib/engine/face/random';

/**
 * Writes a tiny llama-architecture GGUF with random weights, so tests and benches run a real
 * model through llama.cpp without downloading one. The format follows llama.cpp's GGUF spec
 * (docs in ggml's gguf.md / gguf-py): a header, typed metadata, tensor descriptions, then the
 * tensor data, each part aligned to 32 bytes. The vocabulary is byte-level BPE (GPT-2's
 * byte-to-unicode table, no merges): every text can be tokenised, one token per byte.
 *
 * Random weights babble, but the whole path is real: llama.cpp loads, tokenises, evaluates
 * and samples exactly as it does for a 4 GB model.
 */

const ALIGNMENT = 32;

/** GGUF metadata value types (gguf.md, "gguf_metadata_value_type"). */
const enum ValueType {
  UINT32 = 4,
  INT32 = 5,
  FLOAT32 = 6,
  STRING = 8,
  ARRAY = 9,
}
/** ggml tensor types used here. */
const GGML_TYPE_F32 = 0;
/** llama.cpp token types (llama_token_type). */
const TOKEN_NORMAL = 1;
const TOKEN_CONTROL = 3;

type Value =
  | { type: ValueType.UINT32 | ValueType.INT32 | ValueType.FLOAT32; value: number }
  | { type: ValueType.STRING; value: string }
  | { type: ValueType.ARRAY; items: ValueType.STRING; value: string[] }
  | { type: ValueType.ARRAY; items: ValueType.INT32; value: number[] };

export interface TinyGgufOptions {
  /** Width of the model (default 64). */
  embedding?: number;
  /** Transformer blocks (default 2). */
  layers?: number;
  /** Longest context the model claims (default 4096). */
  contextLength?: number;
  /** Seed of the weights: the same seed gives the same file. */
  seed?: number;
}

/** GPT-2's reversible byte → printable character table, used for byte-level BPE vocabularies. */
export function byteLevelTokens(): string[] {
  const printable = new Set<number>();
  for (let b = 33; b <= 126; b++) printable.add(b);
  for (let b = 161; b <= 172; b++) printable.add(b);
  for (let b = 174; b <= 255; b++) printable.add(b);
  const tokens: string[] = [];
  let extra = 0;
  for (let b = 0; b < 256; b++) tokens.push(String.fromCodePoint(printable.has(b) ? b : 256 + extra++));
  return tokens;
}


class ByteWriter {
  private chunks: Buffer[] = [];
  length = 0;
  push(buffer: Buffer) {
    this.chunks.push(buffer);
    this.length += buffer.length;
  }
  u32(value: number) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(value);
    this.push(b);
  }
  i32(value: number) {
    const b = Buffer.alloc(4);
    b.writeInt32LE(value);
    this.push(b);
  }
  u64(value: number) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(value));
    this.push(b);
  }
  f32(value: number) {
    const b = Buffer.alloc(4);
    b.writeFloatLE(value);
    this.push(b);
  }
  string(text: string) {
    const bytes = Buffer.from(text, 'utf8');
    this.u64(bytes.length);
    this.push(bytes);
  }
  pad() {
    const rest = this.length % ALIGNMENT;
    if (rest) this.push(Buffer.alloc(ALIGNMENT - rest));
  }
  bytes() {
    return Buffer.concat(this.chunks);
  }
}

function writeValue(out: ByteWriter, value: Value) {
  out.u32(value.type);
  switch (value.type) {
    case ValueType.UINT32:
      return out.u32(value.value);
    case ValueType.INT32:
      return out.i32(value.value);
    case ValueType.FLOAT32:
      return out.f32(value.value);
    case ValueType.STRING:
      return out.string(value.value);
    case ValueType.ARRAY:
      out.u32(value.items);
      out.u64(value.value.length);
      for (const item of value.value) {
        if (typeof item === 'string') out.string(item);
        else out.i32(item);
      }
  }
}

/** The GGUF bytes of a tiny random llama model. */
export function tinyLlamaGguf(options: TinyGgufOptions = {}): Buffer {
  const embedding = options.embedding ?? 64;
  const layers = options.layers ?? 2;
  const heads = 4;
  const feedForward = embedding * 2;
  const next = seededRandom(options.seed ?? 1);

  const tokens = [...byteLevelTokens(), '<|begin_of_text|>', '<|end_of_text|>'];
  const bos = 256;
  const eos = 257;
  const tokenTypes = tokens.map((_, id) => (id >= 256 ? TOKEN_CONTROL : TOKEN_NORMAL));
  const vocab = tokens.length;

  const metadata: Array<[string, Value]> = [
    ['general.architecture', { type: ValueType.STRING, value: 'llama' }],
    ['general.name', { type: ValueType.STRING, value: 'prism-tiny-random' }],
    ['general.alignment', { type: ValueType.UINT32, value: ALIGNMENT }],
    ['llama.context_length', { type: ValueType.UINT32, value: options.contextLength ?? 4096 }],
    ['llama.embedding_length', { type: ValueType.UINT32, value: embedding }],
    ['llama.block_count', { type: ValueType.UINT32, value: layers }],
    ['llama.feed_forward_length', { type: ValueType.UINT32, value: feedForward }],
    ['llama.rope.dimension_count', { type: ValueType.UINT32, value: embedding / heads }],
    ['llama.attention.head_count', { type: ValueType.UINT32, value: heads }],
    ['llama.attention.head_count_kv', { type: ValueType.UINT32, value: heads }],
    ['llama.attention.layer_norm_rms_epsilon', { type: ValueType.FLOAT32, value: 1e-5 }],
    ['tokenizer.ggml.model', { type: ValueType.STRING, value: 'gpt2' }],
    ['tokenizer.ggml.pre', { type: ValueType.STRING, value: 'default' }],
    ['tokenizer.ggml.tokens', { type: ValueType.ARRAY, items: ValueType.STRING, value: tokens }],
    ['tokenizer.ggml.token_type', { type: ValueType.ARRAY, items: ValueType.INT32, value: tokenTypes }],
    ['tokenizer.ggml.merges', { type: ValueType.ARRAY, items: ValueType.STRING, value: [] }],
    ['tokenizer.ggml.bos_token_id', { type: ValueType.UINT32, value: bos }],
    ['tokenizer.ggml.eos_token_id', { type: ValueType.UINT32, value: eos }],
  ];

  // ggml lists dimensions fastest-first: a [rows × cols] matrix is [cols, rows].
  const tensors: Array<{ name: string; dims: number[]; scale: number }> = [
    { name: 'token_embd.weight', dims: [embedding, vocab], scale: 1 },
    { name: 'output_norm.weight', dims: [embedding], scale: 0 },
    { name: 'output.weight', dims: [embedding, vocab], scale: 1 },
  ];
  for (let i = 0; i < layers; i++) {
    tensors.push(
      { name: `blk.${i}.attn_norm.weight`, dims: [embedding], scale: 0 },
      { name: `blk.${i}.attn_q.weight`, dims: [embedding, embedding], scale: 0.2 },
      { name: `blk.${i}.attn_k.weight`, dims: [embedding, embedding], scale: 0.2 },
      { name: `blk.${i}.attn_v.weight`, dims: [embedding, embedding], scale: 0.2 },
      { name: `blk.${i}.attn_output.weight`, dims: [embedding, embedding], scale: 0.2 },
      { name: `blk.${i}.ffn_norm.weight`, dims: [embedding], scale: 0 },
      { name: `blk.${i}.ffn_gate.weight`, dims: [embedding, feedForward], scale: 0.2 },
      { name: `blk.${i}.ffn_up.weight`, dims: [embedding, feedForward], scale: 0.2 },
      { name: `blk.${i}.ffn_down.weight`, dims: [feedForward, embedding], scale: 0.2 },
    );
  }

  const out = new ByteWriter();
  out.push(Buffer.from('GGUF', 'ascii'));
  out.u32(3);
  out.u64(tensors.length);
  out.u64(metadata.length);
  for (const [key, value] of metadata) {
    out.string(key);
    writeValue(out, value);
  }
  let offset = 0;
  const data: Buffer[] = [];
  for (const tensor of tensors) {
    out.string(tensor.name);
    out.u32(tensor.dims.length);
    for (const dim of tensor.dims) out.u64(dim);
    out.u32(GGML_TYPE_F32);
    out.u64(offset);
    const count = tensor.dims.reduce((a, b) => a * b, 1);
    const values = Buffer.alloc(count * 4);
    // Norm weights are 1 (scale 0 marks them); the rest uniform in ±scale.
    for (let i = 0; i < count; i++) values.writeFloatLE(tensor.scale === 0 ? 1 : (next() * 2 - 1) * tensor.scale, i * 4);
    // The output row of end-of-text is zero: its logit is 0 while some of 257 random others are
    // above it, so greedy decoding never ends by itself and an answer runs to its token limit
    // (tests and benches then count a known number of tokens).
    if (tensor.name === 'output.weight') values.fill(0, eos * embedding * 4, (eos + 1) * embedding * 4);
    const padded = Math.ceil(values.length / ALIGNMENT) * ALIGNMENT;
    data.push(values, Buffer.alloc(padded - values.length));
    offset += padded;
  }
  out.pad();
  for (const part of data) out.push(part);
  return out.bytes();
}

/** Writes the tiny model to `file`; returns its size and sha256, as a catalogue entry needs them. */
export async function writeTinyGguf(file: string, options: TinyGgufOptions = {}): Promise<{ size: number; sha256: string }> {
  const bytes = tinyLlamaGguf(options);
  await writeFile(file, bytes);
  return { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}
