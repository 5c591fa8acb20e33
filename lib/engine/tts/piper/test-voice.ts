import { writeOnnxModel, type NodeSpec } from '../../onnx/writer';
import type { PiperVoiceConfig } from './voice-config';

/**
 * A stand-in for a Piper voice, made by the tests (no weights can be downloaded here): a
 * graph with Piper's inputs and output (input int64 [1, n], input_lengths int64 [1], scales
 * float32 [3], optionally sid int64 [1]; output float32 [1, 1, 1, t]) whose "audio" is the
 * phoneme ids it was given, times length_scale, over 1000, plus sid / 1000. What comes out
 * shows exactly what went in, in which order.
 */
export function testVoiceModel(options: { multiSpeaker?: boolean } = {}): Uint8Array {
  const nodes: NodeSpec[] = [
    { op: 'Cast', inputs: ['input'], outputs: ['ids_f'], attributes: [{ name: 'to', int: 1 }] },
    { op: 'Gather', inputs: ['scales', 'length_index'], outputs: ['length_scale'], attributes: [{ name: 'axis', int: 0 }] },
    { op: 'Mul', inputs: ['ids_f', 'length_scale'], outputs: ['scaled'] },
    { op: 'Div', inputs: ['scaled', 'thousand'], outputs: ['audio'] },
  ];
  let last = 'audio';
  if (options.multiSpeaker) {
    nodes.push(
      { op: 'Cast', inputs: ['sid'], outputs: ['sid_f'], attributes: [{ name: 'to', int: 1 }] },
      { op: 'Div', inputs: ['sid_f', 'thousand'], outputs: ['sid_offset'] },
      { op: 'Add', inputs: ['audio', 'sid_offset'], outputs: ['with_speaker'] },
    );
    last = 'with_speaker';
  }
  nodes.push({ op: 'Reshape', inputs: [last, 'output_shape'], outputs: ['output'] });
  return writeOnnxModel({
    name: 'piper-test-voice',
    nodes,
    initializers: [
      { name: 'length_index', dims: [1], data: BigInt64Array.of(1n) },
      { name: 'thousand', dims: [1], data: Float32Array.of(1000) },
      { name: 'output_shape', dims: [4], data: BigInt64Array.of(1n, 1n, 1n, -1n) },
    ],
    inputs: [
      { name: 'input', shape: [1, 'phonemes'], type: 'int64' },
      { name: 'input_lengths', shape: [1], type: 'int64' },
      { name: 'scales', shape: [3] },
      ...(options.multiSpeaker ? [{ name: 'sid', shape: [1], type: 'int64' as const }] : []),
    ],
    outputs: [{ name: 'output', shape: [1, 1, 1, 'samples'] }],
  });
}

/** A config whose phoneme_id_map gives each of `phonemes` its own id, from 3 up (0 pad, 1 begin, 2 end). */
export function testVoiceConfig(phonemes: Iterable<string>, extra: Partial<PiperVoiceConfig> = {}): PiperVoiceConfig {
  const map: Record<string, number[]> = { _: [0], '^': [1], $: [2] };
  let next = 3;
  for (const phoneme of phonemes) if (!map[phoneme]) map[phoneme] = [next++];
  return {
    audio: { sample_rate: 16_000 },
    espeak: { voice: 'en-us' },
    phoneme_type: 'espeak',
    inference: { noise_scale: 0.667, length_scale: 1, noise_w: 0.8 },
    phoneme_id_map: map,
    num_speakers: 1,
    speaker_id_map: {},
    ...extra,
  };
}
