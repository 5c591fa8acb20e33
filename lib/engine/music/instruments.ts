/**
 * The instruments the composer can use: General MIDI programs of the FluidR3 GM soundfont,
 * the words that name them in tags and prompts, and the roles each one can play.
 */

export type Role = 'lead' | 'chords' | 'bass' | 'pad';

export interface Instrument {
  /** General MIDI program number (0-based). */
  program: number;
  /** Words and phrases that name it in tags or a prompt (lower case). */
  words: string[];
  /** Roles it can take, in order of preference when a user asks for it. */
  roles: Role[];
}

export const INSTRUMENTS = {
  piano: { program: 0, words: ['piano', 'grand piano', 'keys'], roles: ['chords', 'lead'] },
  'electric-piano': { program: 4, words: ['electric piano', 'rhodes', 'epiano', 'e-piano', 'wurlitzer'], roles: ['chords', 'lead'] },
  organ: { program: 16, words: ['organ', 'hammond'], roles: ['chords', 'pad'] },
  'acoustic-guitar': { program: 25, words: ['acoustic guitar', 'steel guitar'], roles: ['chords', 'lead'] },
  'nylon-guitar': { program: 24, words: ['nylon guitar', 'classical guitar', 'spanish guitar', 'nylon'], roles: ['chords', 'lead'] },
  'clean-guitar': { program: 27, words: ['electric guitar', 'clean guitar'], roles: ['chords', 'lead'] },
  'overdrive-guitar': { program: 29, words: ['overdrive guitar', 'overdriven guitar', 'overdrive'], roles: ['chords', 'lead'] },
  'distortion-guitar': { program: 30, words: ['distorted guitar', 'distortion guitar', 'distortion', 'heavy guitar'], roles: ['chords', 'lead'] },
  'acoustic-bass': { program: 32, words: ['upright bass', 'double bass', 'acoustic bass', 'contrabass'], roles: ['bass'] },
  'finger-bass': { program: 33, words: ['bass guitar', 'electric bass', 'finger bass'], roles: ['bass'] },
  'pick-bass': { program: 34, words: ['pick bass'], roles: ['bass'] },
  'synth-bass': { program: 38, words: ['synth bass', '808', 'sub bass'], roles: ['bass'] },
  strings: { program: 48, words: ['strings', 'string section', 'string ensemble'], roles: ['pad', 'chords', 'lead'] },
  violin: { program: 40, words: ['violin', 'fiddle'], roles: ['lead'] },
  cello: { program: 42, words: ['cello'], roles: ['lead', 'bass'] },
  harp: { program: 46, words: ['harp'], roles: ['chords', 'lead'] },
  choir: { program: 52, words: ['choir', 'choral', 'chorus voices'], roles: ['pad', 'lead'] },
  brass: { program: 61, words: ['brass', 'horns', 'brass section'], roles: ['pad', 'lead', 'chords'] },
  trumpet: { program: 56, words: ['trumpet'], roles: ['lead'] },
  'french-horn': { program: 60, words: ['french horn'], roles: ['lead', 'pad'] },
  sax: { program: 65, words: ['saxophone', 'sax'], roles: ['lead'] },
  clarinet: { program: 71, words: ['clarinet'], roles: ['lead'] },
  flute: { program: 73, words: ['flute'], roles: ['lead'] },
  'synth-lead': { program: 81, words: ['synth lead', 'lead synth', 'saw lead', 'synthesizer', 'synth'], roles: ['lead', 'chords'] },
  'square-lead': { program: 80, words: ['square lead', 'chiptune', '8-bit', '8bit'], roles: ['lead', 'chords'] },
  'warm-pad': { program: 89, words: ['pad', 'synth pad', 'warm pad'], roles: ['pad'] },
  'halo-pad': { program: 94, words: ['halo pad', 'ethereal pad'], roles: ['pad'] },
  polysynth: { program: 90, words: ['polysynth', 'poly synth'], roles: ['chords', 'pad'] },
  vibraphone: { program: 11, words: ['vibraphone', 'vibes'], roles: ['lead', 'chords'] },
  marimba: { program: 12, words: ['marimba'], roles: ['lead', 'chords'] },
  bells: { program: 9, words: ['bells', 'glockenspiel', 'celesta'], roles: ['lead'] },
  'music-box': { program: 10, words: ['music box'], roles: ['lead'] },
} as const satisfies Record<string, Instrument>;

export type InstrumentId = keyof typeof INSTRUMENTS;

export function instrument(id: InstrumentId): Instrument {
  return INSTRUMENTS[id];
}

/**
 * Generic words that name a family, not one instrument ("guitar", "bass"): the genre
 * decides which member is meant (a rock guitar is overdriven, a folk guitar acoustic).
 */
export const FAMILY_WORDS: Record<string, Partial<Record<string, InstrumentId>> & { default: InstrumentId }> = {
  guitar: { default: 'clean-guitar', rock: 'overdrive-guitar', metal: 'distortion-guitar', folk: 'acoustic-guitar', pop: 'acoustic-guitar', lofi: 'clean-guitar' },
  bass: { default: 'finger-bass', jazz: 'acoustic-bass', edm: 'synth-bass', synthwave: 'synth-bass', hiphop: 'synth-bass', rock: 'pick-bass', metal: 'pick-bass', orchestral: 'cello' },
};

/** Words that switch the drum kit off in negative_tags, or on in tags. */
export const DRUM_WORDS = ['drums', 'drum', 'percussion', 'beat', 'beats', 'drum kit'];
/** Words in negative_tags that remove the sung voice. */
export const VOCAL_WORDS = ['vocals', 'vocal', 'voice', 'singing', 'singer', 'lyrics'];
