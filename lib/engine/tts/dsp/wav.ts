/** 16-bit PCM WAV, the format the VOICEVOX engine answers with. */

export interface PcmAudio {
  sampleRate: number;
  channels: number;
  /** Interleaved samples in -1..1. */
  samples: Float32Array;
}

const HEADER_BYTES = 44;

/** Encodes float samples (-1..1, interleaved) as a canonical 44-byte-header PCM WAV; values beyond full scale are clipped. */
export function encodeWav(audio: PcmAudio): Uint8Array {
  const { sampleRate, channels, samples } = audio;
  const dataBytes = samples.length * 2;
  const bytes = new Uint8Array(HEADER_BYTES + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[offset + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i++) {
    const v = Math.round(samples[i]! * 32767);
    view.setInt16(HEADER_BYTES + i * 2, v > 32767 ? 32767 : v < -32768 ? -32768 : v, true);
  }
  return bytes;
}

/** Reads a PCM WAV (16-bit, or 32-bit float) by walking its chunks; throws on anything else. */
export function decodeWav(bytes: Uint8Array): PcmAudio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a RIFF/WAVE file');
  let offset = 12;
  let format: { code: number; channels: number; sampleRate: number; bits: number } | null = null;
  while (offset + 8 <= bytes.byteLength) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        code: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('data chunk before fmt chunk');
      const end = Math.min(body + size, bytes.byteLength);
      if (format.code === 1 && format.bits === 16) {
        const samples = new Float32Array(Math.floor((end - body) / 2));
        for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(body + i * 2, true) / 32768;
        return { sampleRate: format.sampleRate, channels: format.channels, samples };
      }
      if (format.code === 3 && format.bits === 32) {
        const samples = new Float32Array(Math.floor((end - body) / 4));
        for (let i = 0; i < samples.length; i++) samples[i] = view.getFloat32(body + i * 4, true);
        return { sampleRate: format.sampleRate, channels: format.channels, samples };
      }
      throw new Error(`unsupported WAV encoding (format ${format.code}, ${format.bits} bits)`);
    }
    offset = body + size + (size & 1);
  }
  throw new Error('no data chunk');
}

/** Duplicates a mono signal into interleaved stereo. */
export function toStereo(mono: Float32Array): Float32Array {
  const out = new Float32Array(mono.length * 2);
  for (let i = 0; i < mono.length; i++) {
    out[2 * i] = mono[i]!;
    out[2 * i + 1] = mono[i]!;
  }
  return out;
}
