import koffi from 'koffi';

/**
 * eSpeak NG through its C library (libespeak-ng1, Debian), called with koffi. The library,
 * unlike the command line, reports where each phoneme starts in the audio it makes: that
 * is what lets a syllable's consonant and vowel be timed, measured and re-timed.
 *
 * The library keeps global state: call it from one thread at a time (the provider gives it
 * a worker pool of one thread).
 */

const AUDIO_OUTPUT_SYNCHRONOUS = 2;
const INITIALIZE_PHONEME_EVENTS = 0x0001;
const INITIALIZE_DONT_EXIT = 0x8000;
const CHARS_UTF8 = 1;
const PHONEMES_INPUT = 0x100; // [[...]] in the text is phoneme mnemonics
const POS_CHARACTER = 1;
const EVENT_LIST_TERMINATED = 0;
const EVENT_WORD = 1;
const EVENT_PHONEME = 7;
const PARAMETER_RATE = 1;
const PARAMETER_PITCH = 3;
const PHONEMES_IPA = 0x02;

/** Separator asked of espeak_TextToPhonemes between phonemes, so each phoneme is one token. */
export const PHONEME_SEPARATOR = '|';

export interface EspeakEvent {
  kind: 'word' | 'phoneme';
  /** Sample index in the synthesised audio. */
  sample: number;
  /** Phoneme mnemonic (phoneme events). */
  name: string;
  /** Character position in the input, 1-based (word events). */
  textPosition: number;
}

export interface EspeakAudio {
  sampleRate: number;
  samples: Float32Array;
  events: EspeakEvent[];
}

interface Binding {
  sampleRate: number;
  setVoice: (name: string) => number;
  setParameter: (parameter: number, value: number, relative: number) => number;
  synth: (text: Buffer, size: number, position: number, type: number, end: number, flags: number, uid: null, user: null) => number;
  setCallback: (callback: unknown) => void;
  textToPhonemes: (pointer: Array<unknown>, textMode: number, phonemeMode: number) => string | null;
  eventStruct: koffi.IKoffiCType;
  callbackType: koffi.IKoffiCType;
}

// One binding per thread, kept on globalThis: koffi type names are global to the process'
// thread, and a module loaded twice (ESM and CommonJS views of it) must not declare them twice.
const GLOBAL_KEY = Symbol.for('prism.tts.espeak');
type Holder = { [GLOBAL_KEY]?: Binding };

function load(): Binding {
  const holder = globalThis as Holder;
  if (holder[GLOBAL_KEY]) return holder[GLOBAL_KEY];
  const lib = koffi.load('libespeak-ng.so.1');
  const eventStruct = koffi.struct('prism_espeak_event', {
    type: 'int',
    unique_identifier: 'uint',
    text_position: 'int',
    length: 'int',
    audio_position: 'int',
    sample: 'int',
    user_data: 'void *',
    id: koffi.array('uint8', 8),
  });
  const callbackType = koffi.proto('int prism_espeak_callback(int16_t *wav, int numsamples, prism_espeak_event *events)');
  const initialize = lib.func('int espeak_Initialize(int output, int buflength, const char *path, int options)');
  const sampleRate = initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, null, INITIALIZE_PHONEME_EVENTS | INITIALIZE_DONT_EXIT) as number;
  if (!(sampleRate > 0)) throw new Error('eSpeak NG could not initialise (is libespeak-ng1 installed?)');
  const binding: Binding = {
    sampleRate,
    setVoice: lib.func('int espeak_SetVoiceByName(const char *name)'),
    setParameter: lib.func('int espeak_SetParameter(int parameter, int value, int relative)'),
    synth: lib.func(
      'int espeak_Synth(const char *text, size_t size, unsigned int position, int position_type, unsigned int end_position, unsigned int flags, void *unique_identifier, void *user_data)',
    ),
    setCallback: lib.func('void espeak_SetSynthCallback(prism_espeak_callback *callback)'),
    textToPhonemes: lib.func('const char *espeak_TextToPhonemes(_Inout_ const char **textptr, int textmode, int phonememode)'),
    eventStruct,
    callbackType,
  };
  holder[GLOBAL_KEY] = binding;
  return binding;
}

export function espeakSampleRate(): number {
  return load().sampleRate;
}

function selectVoice(b: Binding, voice: string): void {
  if (b.setVoice(voice) !== 0) throw new Error(`eSpeak NG has no voice ${voice}`);
  // Default rate and pitch: the query carries its own speed and pitch.
  b.setParameter(PARAMETER_RATE, 175, 0);
  b.setParameter(PARAMETER_PITCH, 50, 0);
}

/**
 * Phonemes of a text, clause by clause, tokens separated by PHONEME_SEPARATOR and words by
 * spaces, with stress marks (mnemonics: ' and ,; IPA: ˈ and ˌ).
 */
export function textToPhonemes(voice: string, text: string, ipa: boolean): string[] {
  const b = load();
  selectVoice(b, voice);
  const clauses: string[] = [];
  // koffi updates pointer[0] in place as the library advances through the text.
  const holder = Buffer.from(`${text}\0`, 'utf8');
  const pointer: Array<unknown> = [holder];
  const mode = (ipa ? PHONEMES_IPA : 0) | (PHONEME_SEPARATOR.charCodeAt(0) << 8);
  for (let guard = 0; guard < 10_000; guard++) {
    const clause = b.textToPhonemes(pointer, CHARS_UTF8, mode);
    if (clause !== null && clause.trim() !== '') clauses.push(clause);
    if (pointer[0] === null || clause === null) break;
  }
  return clauses;
}

/** Audio of a text (or, with `phonemes`, of [[phoneme mnemonics]]) and where its words and phonemes start. */
export function synthesize(voice: string, text: string, phonemes: boolean): EspeakAudio {
  const b = load();
  selectVoice(b, voice);
  const chunks: Int16Array[] = [];
  const events: EspeakEvent[] = [];
  let total = 0;
  const eventSize = koffi.sizeof(b.eventStruct);
  const callback = koffi.register(
    (wav: unknown, count: number, list: unknown) => {
      if (count > 0 && wav !== null) {
        chunks.push(Int16Array.from(koffi.decode(wav, 'int16_t', count) as number[]));
        total += count;
      }
      for (let i = 0; list !== null; i++) {
        const event = koffi.decode(list, i * eventSize, b.eventStruct) as {
          type: number; text_position: number; sample: number; id: number[];
        };
        if (event.type === EVENT_LIST_TERMINATED) break;
        if (event.type === EVENT_PHONEME) {
          const bytes = event.id;
          const end = bytes.indexOf(0);
          events.push({ kind: 'phoneme', sample: event.sample, name: Buffer.from(bytes.slice(0, end < 0 ? 8 : end)).toString('utf8'), textPosition: event.text_position });
        } else if (event.type === EVENT_WORD) {
          events.push({ kind: 'word', sample: event.sample, name: '', textPosition: event.text_position });
        }
      }
      return 0;
    },
    koffi.pointer(b.callbackType),
  );
  try {
    b.setCallback(callback);
    const buffer = Buffer.from(`${text}\0`, 'utf8');
    const status = b.synth(buffer, buffer.length, 0, POS_CHARACTER, 0, CHARS_UTF8 | (phonemes ? PHONEMES_INPUT : 0), null, null);
    if (status !== 0) throw new Error(`eSpeak NG failed to synthesise (status ${status})`);
  } finally {
    b.setCallback(null);
    koffi.unregister(callback);
  }
  const samples = new Float32Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) samples[offset + i] = chunk[i]! / 32768;
    offset += chunk.length;
  }
  return { sampleRate: b.sampleRate, samples, events };
}
