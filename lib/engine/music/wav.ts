/**
 * PCM WAV in and out. Audio inside the engine is Float32 (-1..1), one array per channel.
 */

export interface Audio {
  sampleRate: number;
  channels: Float32Array[];
}

/** Reads 16-bit PCM (and 32-bit float) WAV; tolerates the bogus sizes of streamed headers. */
export function readWav(bytes: Uint8Array): Audio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (offset: number) => String.fromCharCode(bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!, bytes[offset + 3]!);
  if (bytes.byteLength < 44 || text(0) !== 'RIFF' || text(8) !== 'WAVE') throw new Error('not a WAV file');
  let offset = 12;
  let format = 0;
  let channelCount = 0;
  let sampleRate = 0;
  let bits = 0;
  while (offset + 8 <= bytes.byteLength) {
    const id = text(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = view.getUint16(body, true);
      channelCount = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
      if (format === 0xfffe) format = view.getUint16(body + 24, true);
    } else if (id === 'data') {
      const end = Math.min(bytes.byteLength, body + (size === 0 || size === 0xffffffff ? bytes.byteLength : size));
      const bytesPerSample = bits / 8;
      const frames = Math.floor((end - body) / (bytesPerSample * channelCount));
      const channels = Array.from({ length: channelCount }, () => new Float32Array(frames));
      for (let frame = 0; frame < frames; frame += 1) {
        for (let c = 0; c < channelCount; c += 1) {
          const at = body + (frame * channelCount + c) * bytesPerSample;
          channels[c]![frame] = format === 3 && bits === 32 ? view.getFloat32(at, true) : bits === 16 ? view.getInt16(at, true) / 32768 : 0;
        }
      }
      if (!(format === 1 && bits === 16) && !(format === 3 && bits === 32)) throw new Error(`unsupported WAV format ${format}/${bits}`);
      return { sampleRate, channels };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV without data');
}

/** 16-bit PCM WAV; samples are clipped to -1..1. */
export function writeWav(audio: Audio): Uint8Array {
  const channelCount = audio.channels.length;
  const frames = audio.channels[0]?.length ?? 0;
  const dataSize = frames * channelCount * 2;
  const bytes = new Uint8Array(44 + dataSize);
  const view = new DataView(bytes.buffer);
  const write = (offset: number, value: string) => [...value].forEach((c, i) => (bytes[offset + i] = c.charCodeAt(0)));
  write(0, 'RIFF');
  view.setUint32(4, 36 + dataSize, true);
  write(8, 'WAVE');
  write(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channelCount, true);
  view.setUint32(24, audio.sampleRate, true);
  view.setUint32(28, audio.sampleRate * channelCount * 2, true);
  view.setUint16(32, channelCount * 2, true);
  view.setUint16(34, 16, true);
  write(36, 'data');
  view.setUint32(40, dataSize, true);
  let at = 44;
  for (let frame = 0; frame < frames; frame += 1) {
    for (let c = 0; c < channelCount; c += 1) {
      const sample = Math.max(-1, Math.min(1, audio.channels[c]![frame]!));
      view.setInt16(at, Math.round(sample * 32767), true);
      at += 2;
    }
  }
  return bytes;
}

/** Cuts or pads (with silence) every channel to exactly `frames` samples. */
export function fitLength(audio: Audio, frames: number): Audio {
  return {
    sampleRate: audio.sampleRate,
    channels: audio.channels.map((channel) => {
      if (channel.length === frames) return channel;
      const out = new Float32Array(frames);
      out.set(channel.subarray(0, Math.min(frames, channel.length)));
      return out;
    }),
  };
}
