import { composeSong, type SongRequest } from './compose';
import { renderCover } from './cover';
import { coverVideo, wavToMp3 } from './encode';
import { songToMidi } from './midi';
import { mixdown } from './mix';
import { beatsToSeconds, type Song } from './song';
import { DEFAULT_SOUNDFONT, renderMidi, SAMPLE_RATE } from './synth';
import { singVocals } from './vocals/sing';
import { fitLength, writeWav, type Audio } from './wav';

/**
 * The whole engine: request in, files and metadata out. `generateSong` makes every output;
 * `previewSong` makes the first section's audio quickly, for the streaming state.
 */

export interface RenderOptions {
  soundfont?: string;
  /** Time limit of each tool run (FluidSynth, eSpeak NG, ffmpeg). */
  toolTimeoutMs?: number;
  signal?: AbortSignal;
}

export interface SongMeta {
  title: string;
  /** The caller's tags (advance), else the recognised style. */
  tags: string;
  /** The style as the engine read it: "lofi, sad, piano, 80 bpm, A minor". */
  style: string;
  /** Lyrics as sung; empty when instrumental. */
  lyrics: string;
  duration: number;
  bpm: number;
  key: string;
  genre: string;
  instrumental: boolean;
  sections: { kind: string; start: number; end: number }[];
}

export interface Timings {
  compose: number;
  synth: number;
  vocals: number;
  mix: number;
  encode: number;
  cover: number;
  video: number;
  total: number;
}

export interface GeneratedSong {
  midi: Uint8Array;
  wav: Uint8Array;
  mp3: Uint8Array;
  png: Uint8Array;
  mp4: Uint8Array;
  meta: SongMeta;
  timings: Timings;
}

export interface PreviewSong {
  mp3: Uint8Array;
  /** Seconds of song the preview covers. */
  duration: number;
  meta: SongMeta;
}

/** The tags shown: the caller's own (advance), else the style the prompt was read as. */
function tagsOf(song: Song, request: SongRequest): string {
  return request.mode === 'advance' && request.tags.trim() ? request.tags.trim() : song.style.tags;
}

function metaOf(song: Song, request: SongRequest): SongMeta {
  return {
    title: song.title,
    tags: tagsOf(song, request),
    lyrics: song.lyrics,
    duration: song.durationSeconds,
    bpm: song.bpm,
    key: song.style.tags.split(', ').at(-1) ?? '',
    style: song.style.tags,
    genre: song.style.genre,
    instrumental: song.vocals.length === 0,
    sections: song.sections.map((s) => ({
      kind: s.kind,
      start: beatsToSeconds(song, s.startBar * song.beatsPerBar),
      end: beatsToSeconds(song, (s.startBar + s.bars) * song.beatsPerBar),
    })),
  };
}

/** Where the preview stops: the end of the first section reaching 8 s (or half the song). */
export function previewEndSeconds(song: Song): number {
  const goal = Math.min(8, song.durationSeconds / 2);
  for (const section of song.sections) {
    const end = beatsToSeconds(song, (section.startBar + section.bars) * song.beatsPerBar);
    if (end >= goal) return Math.min(end, song.durationSeconds);
  }
  return song.durationSeconds;
}

const now = () => performance.now();

/** Band and voice rendered and mixed, `endSeconds` long. */
async function renderAudio(song: Song, endSeconds: number, options: RenderOptions, timings: Partial<Timings>): Promise<Audio> {
  const timeoutMs = options.toolTimeoutMs ?? 120_000;
  const frames = Math.round(endSeconds * SAMPLE_RATE);
  const synthStart = now();
  const [band, voice] = await Promise.all([
    renderMidi(songToMidi(song, { endSeconds }), { soundfont: options.soundfont ?? DEFAULT_SOUNDFONT, timeoutMs, signal: options.signal }).then((audio) => {
      timings.synth = now() - synthStart;
      return audio;
    }),
    song.vocals.length
      ? singVocals(song, { sampleRate: SAMPLE_RATE, endSeconds, timeoutMs, signal: options.signal }).then((track) => {
          timings.vocals = now() - synthStart;
          return track;
        })
      : Promise.resolve(null),
  ]);
  if (band.sampleRate !== SAMPLE_RATE) throw new Error(`FluidSynth rendered ${band.sampleRate} Hz`);
  const mixStart = now();
  const mixed = mixdown(fitLength(band, frames), voice);
  timings.mix = now() - mixStart;
  return mixed;
}

function fadeOut(audio: Audio, seconds: number): Audio {
  const length = Math.min(audio.channels[0]!.length, Math.round(seconds * audio.sampleRate));
  for (const channel of audio.channels) {
    for (let i = 0; i < length; i += 1) channel[channel.length - 1 - i] = channel[channel.length - 1 - i]! * (i / length);
  }
  return audio;
}

export async function previewSong(request: SongRequest, options: RenderOptions = {}): Promise<PreviewSong> {
  const song = composeSong(request);
  const end = previewEndSeconds(song);
  const audio = await renderAudio(song, end, options, {});
  const mp3 = await wavToMp3(writeWav(end < song.durationSeconds ? fadeOut(audio, 0.6) : audio), { timeoutMs: options.toolTimeoutMs ?? 120_000, signal: options.signal });
  return { mp3, duration: end, meta: metaOf(song, request) };
}

export async function generateSong(request: SongRequest, options: RenderOptions = {}): Promise<GeneratedSong> {
  const timeoutMs = options.toolTimeoutMs ?? 120_000;
  const started = now();
  const timings: Partial<Timings> = { vocals: 0 };
  const song = composeSong(request);
  const midi = songToMidi(song);
  timings.compose = now() - started;
  const audio = await renderAudio(song, song.durationSeconds, options, timings);
  const wav = writeWav(audio);
  const meta = metaOf(song, request);

  const encodeStart = now();
  const [mp3, png] = await Promise.all([
    wavToMp3(wav, { timeoutMs, signal: options.signal }).then((bytes) => {
      timings.encode = now() - encodeStart;
      return bytes;
    }),
    renderCover({
      title: song.title,
      tags: meta.tags,
      genre: song.style.genre,
      moods: song.style.moods,
      seed: request.seed,
      contour: (song.vocals.length ? song.vocals : (song.parts.find((p) => p.name === 'lead')?.notes ?? [])).map((n) => n.pitch),
    }).then((bytes) => {
      timings.cover = now() - encodeStart;
      return bytes;
    }),
  ]);
  const videoStart = now();
  const mp4 = await coverVideo(png, mp3, { durationSeconds: song.durationSeconds, timeoutMs, signal: options.signal });
  timings.video = now() - videoStart;
  timings.total = now() - started;
  return { midi, wav, mp3, png, mp4, meta, timings: timings as Timings };
}
