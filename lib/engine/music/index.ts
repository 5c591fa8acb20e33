/**
 * The music engine: procedural composition from text, rendered by FluidSynth with a General
 * MIDI soundfont, sung by eSpeak NG through TD-PSOLA, encoded by ffmpeg, cover drawn with
 * sharp. Bytes and options in, bytes and metadata out; it never fetches, stores or speaks HTTP.
 */
export { composeSong, type SongRequest } from './compose';
export { songToMidi } from './midi';
export { generateSong, previewSong, previewEndSeconds, type GeneratedSong, type PreviewSong, type RenderOptions, type SongMeta, type Timings } from './render';
export { parseStyle, type Style } from './style';
export { DEFAULT_SOUNDFONT } from './synth';
export type { MusicTask } from './worker';
