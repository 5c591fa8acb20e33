import { bytesField, concat, floatField, intField, stringField, type Bytes } from '../../protobuf/wire';

/**
 * A stand-in for a Firefox Translations model, made by the tests (no weights can be
 * downloaded here): a one-layer Marian transformer with random weights, written in Marian's
 * binary format, and a SentencePiece vocabulary, both as real as the engine needs to load
 * and run them. The output layer's bias strongly favours one word of the vocabulary, so
 * whatever the input, the translation is that word, repeated: what comes out shows that the
 * text went through this model and back through its vocabulary.
 */
export interface TestModelOptions {
  /** Words of the vocabulary (each a piece "▁word"); the translation is made of `favour`. */
  words: string[];
  favour: string;
  /** Seeds the random weights, so a test model is the same every run. */
  seed?: number;
  /** Leaves one matrix out (a broken model, which Marian aborts on). */
  omit?: string;
}

export interface TestModel {
  model: Uint8Array;
  vocab: Uint8Array;
}

const DIM = 8;
const FFN = 16;
const FLOAT32 = 0x0404;
const INT8 = 0x0101;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** SentencePiece piece types (sentencepiece_model.proto). */
const NORMAL = 1;
const UNKNOWN = 2;
const CONTROL = 3;

export function testTranslationModel(options: TestModelOptions): TestModel {
  if (!options.words.includes(options.favour)) throw new Error(`testTranslationModel: ${options.favour} is not one of the words`);
  // Marian's defaults: </s> is 0 and <unk> 1 (marian-dev src/data/sentencepiece_vocab.cpp).
  const pieces: Array<[string, number, number]> = [
    ['</s>', 0, CONTROL],
    ['<unk>', 0, UNKNOWN],
    ['▁', -2, NORMAL],
    ...[...LETTERS].map((letter, i): [string, number, number] => [letter, -3 - i / 100, NORMAL]),
    ...options.words.map((word): [string, number, number] => [`▁${word}`, -1, NORMAL]),
  ];
  const vocab = sentencePieceModel(pieces);
  const favoured = pieces.findIndex(([piece]) => piece === `▁${options.favour}`);
  const model = marianModel(pieces.length, favoured, options.seed ?? 1, options.omit);
  return { model, vocab };
}

function sentencePieceModel(pieces: Array<[string, number, number]>): Bytes {
  return concat([
    ...pieces.map(([piece, score, type]) => bytesField(1, concat([stringField(1, piece), floatField(2, score), intField(3, type)]))),
    // TrainerSpec: unigram, the vocabulary size, unk 1, no bos, eos 0, no pad.
    bytesField(2, concat([intField(3, 1), intField(4, pieces.length), intField(40, 1), intField(41, -1), intField(42, 0), intField(43, -1)])),
    // NormalizerSpec: no character map (identity), a dummy prefix, whitespace as ▁.
    bytesField(3, concat([stringField(1, 'identity'), intField(3, 1), intField(4, 1), intField(5, 1)])),
  ]);
}

/** The model's options, as Marian stores them in the model file (special:model.yml). */
function modelYaml(vocabSize: number): string {
  return [
    'type: transformer',
    `dim-emb: ${DIM}`,
    `dim-vocabs: [${vocabSize}, ${vocabSize}]`,
    'enc-depth: 1',
    'dec-depth: 1',
    'tied-embeddings-all: true',
    'transformer-heads: 2',
    `transformer-dim-ffn: ${FFN}`,
    'transformer-ffn-depth: 2',
    'transformer-ffn-activation: relu',
    'transformer-decoder-autoreg: self-attention',
    'transformer-postprocess: dan',
    'transformer-postprocess-emb: d',
    'transformer-preprocess: ""',
    'transformer-postprocess-top: ""',
    'transformer-train-position-embeddings: false',
    'output-omit-bias: false',
    'version: prism-test-model',
    '',
  ].join('\n');
}

/** Every matrix Marian asks for in a one-layer transformer with tied embeddings, and its shape. */
function parameterShapes(vocabSize: number): Array<[string, number[]]> {
  const attention = (prefix: string): Array<[string, number[]]> => [
    ...['q', 'k', 'v', 'o'].flatMap((x): Array<[string, number[]]> => [
      [`${prefix}_W${x}`, [DIM, DIM]],
      [`${prefix}_b${x}`, [1, DIM]],
    ]),
    [`${prefix}_Wo_ln_scale`, [1, DIM]],
    [`${prefix}_Wo_ln_bias`, [1, DIM]],
  ];
  const ffn = (prefix: string): Array<[string, number[]]> => [
    [`${prefix}_W1`, [DIM, FFN]],
    [`${prefix}_b1`, [1, FFN]],
    [`${prefix}_W2`, [FFN, DIM]],
    [`${prefix}_b2`, [1, DIM]],
    [`${prefix}_ffn_ln_scale`, [1, DIM]],
    [`${prefix}_ffn_ln_bias`, [1, DIM]],
  ];
  return [
    ['Wemb', [vocabSize, DIM]],
    ...attention('encoder_l1_self'),
    ...ffn('encoder_l1_ffn'),
    ...attention('decoder_l1_self'),
    ...attention('decoder_l1_context'),
    ...ffn('decoder_l1_ffn'),
    ['decoder_ff_logit_out_b', [1, vocabSize]],
  ];
}

function marianModel(vocabSize: number, favoured: number, seed: number, omit?: string): Bytes {
  let state = seed >>> 0 || 1;
  // A linear congruential generator: small weights, the same for the same seed.
  const random = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
  const yaml = new TextEncoder().encode(`${modelYaml(vocabSize)}\0`);
  const items: Array<{ name: string; type: number; shape: number[]; data: Bytes }> = [{ name: 'special:model.yml', type: INT8, shape: [yaml.length], data: yaml }];
  for (const [name, shape] of parameterShapes(vocabSize)) {
    if (name === omit) continue;
    const values = new Float32Array(shape.reduce((a, b) => a * b, 1));
    for (let i = 0; i < values.length; i++) values[i] = name.endsWith('ln_scale') ? 1 : random() * 0.5;
    if (name === 'decoder_ff_logit_out_b') values[favoured] = 50;
    items.push({ name, type: FLOAT32, shape, data: new Uint8Array(values.buffer) });
  }
  return marianBinary(items);
}

/** marian-dev src/common/binary.cpp saveItems: headers, names, shapes, then 256-byte-aligned data. */
function marianBinary(items: Array<{ name: string; type: number; shape: number[]; data: Bytes }>): Bytes {
  const u64 = (n: number) => {
    const b = new Uint8Array(8);
    new DataView(b.buffer).setBigUint64(0, BigInt(n), true);
    return b;
  };
  const padded = items.map(({ data }) => {
    const out = new Uint8Array(Math.max(256, Math.ceil(data.length / 256) * 256));
    out.set(data);
    return out;
  });
  const encoder = new TextEncoder();
  const head: Bytes[] = [u64(1), u64(items.length)];
  items.forEach(({ name, type, shape }, i) => head.push(u64(encoder.encode(name).length + 1), u64(type), u64(shape.length), u64(padded[i]!.length)));
  for (const { name } of items) head.push(encoder.encode(`${name}\0`));
  for (const { shape } of items) head.push(new Uint8Array(Int32Array.from(shape).buffer));
  const position = head.reduce((sum, part) => sum + part.length, 0);
  const next = (Math.floor((position + 8) / 256) + 1) * 256;
  const offset = next - position - 8;
  return concat([...head, u64(offset), new Uint8Array(offset), ...padded]);
}
