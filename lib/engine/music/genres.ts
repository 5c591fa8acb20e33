import type { InstrumentId } from './instruments';
import { slavicAdjectives } from './slavic-adjectives';
import { findTerms } from './text';
import type { ChordSpec, Mode } from './theory';

/**
 * Genre profiles: what a genre word in the tags or prompt changes. Every field is a musical
 * choice the composer reads; the seed picks among the candidates, so two variations of a
 * "lofi" song are both lofi but not the same.
 */

export type ChordStyle = 'block' | 'pulse' | 'strum' | 'stabs' | 'comp' | 'arp' | 'lazy' | 'power' | 'marcato' | 'rasgueado' | 'montuno' | 'bossa' | 'afterbeat';
export type BassStyle = 'root' | 'eighths' | 'offbeat' | 'walking' | 'long' | 'syncopated' | 'three-three-two' | 'tumbao' | 'bossa' | 'habanera' | 'octaves' | 'rolling' | 'logdrum' | 'alternating';
export type DrumStyle = 'pop' | 'rock' | 'metal' | 'four' | 'boombap' | 'onedrop' | 'dembow' | 'funk' | 'jazz' | 'folk' | 'synthwave' | 'orchestral' | 'ska' | 'palmas' | 'afrobeat' | 'afrobeats' | 'salsa' | 'bossa' | 'trap' | 'dnb' | 'cumbia' | 'bachata' | 'samba' | 'halftime' | 'disco' | 'techno' | 'amapiano' | 'merengue' | 'polka' | 'none';

export interface GenreProfile {
  /** Words that select it (lower case; the first is the canonical tag), in English and then as Spanish, French, German, Italian and Portuguese write it. */
  words: string[];
  bpm: [number, number];
  /** Mode when no mood or key says otherwise. */
  mode: Mode | 'any';
  /** 0.5 = straight eighths; 0.6..0.67 = swung. */
  swing: number;
  /** Chord colour: triads, sevenths or ninths. */
  extensions: 'triad' | 'seventh' | 'ninth';
  chordStyle: ChordStyle[];
  bassStyle: BassStyle[];
  drums: DrumStyle;
  instruments: { lead: InstrumentId[]; chords: InstrumentId[]; bass: InstrumentId[]; pad: InstrumentId[] };
  /** Timing looseness in beats (lofi drags, edm is on the grid). */
  humanize: number;
  /**
   * Dance music keeps to its tempo range whatever the mood (an upbeat house track was at 136 bpm,
   * techno's pace): a mood leans within it, only a tempo, "slow" or "fast" asked for leaves it.
   */
  strictTempo?: boolean;
  /** The genre's own progressions in a mode, in place of PROGRESSIONS' (at least three: verse, chorus and bridge differ). */
  progressions?: Partial<Record<Mode, ChordSpec[][]>>;
  /** The song's last chord, where the genre does not come home to the tonic (flamenco rests on its V). */
  lastChord?: Partial<Record<Mode, ChordSpec>>;
  /**
   * Styles within the genre that a word names and that play otherwise ("salsa" is latin, but on the
   * clave rather than reggaeton's dembow): what each changes in the profile. Its words are the
   * genre's words too.
   */
  variants?: GenreVariant[];
}

export interface GenreVariant {
  words: string[];
  bpm?: [number, number];
  mode?: GenreProfile['mode'];
  swing?: number;
  extensions?: GenreProfile['extensions'];
  chordStyle?: ChordStyle[];
  bassStyle?: BassStyle[];
  drums?: DrumStyle;
  instruments?: GenreProfile['instruments'];
  /** The variant's own progressions in place of the genre's (`{}`: the common ones, PROGRESSIONS'). */
  progressions?: GenreProfile['progressions'];
}

// Progressions in scale degrees (0 = I). Each section kind takes one; the seed picks which.
const d = (degree: number, extra: Omit<ChordSpec, 'degree'> = {}): ChordSpec => ({ degree, ...extra });
export const PROGRESSIONS: Record<Mode, ChordSpec[][]> = {
  major: [
    [d(0), d(4), d(5), d(3)], // I V vi IV
    [d(0), d(5), d(3), d(4)], // I vi IV V
    [d(5), d(3), d(0), d(4)], // vi IV I V
    [d(0), d(3), d(5), d(4)], // I IV vi V
    [d(3), d(0), d(4), d(5)], // IV I V vi
    [d(0), d(2), d(3), d(4)], // I iii IV V
    [d(1), d(4), d(0), d(0)], // ii V I I
    [d(3), d(4), d(2), d(5)], // IV V iii vi
  ],
  minor: [
    [d(0), d(5), d(2), d(6)], // i VI III VII
    [d(0), d(3), d(5), d(4, { dominant: true })], // i iv VI V
    [d(0), d(6), d(5), d(6)], // i VII VI VII
    [d(5), d(6), d(0), d(0)], // VI VII i i
    [d(0), d(3), d(4), d(0)], // i iv v i
    [d(3), d(5), d(0), d(4, { dominant: true })], // iv VI i V
    [d(0), d(2), d(6), d(3)], // i III VII iv
    [d(1), d(4, { dominant: true }), d(0), d(0)], // ii V i i
  ],
};

/**
 * The twelve-bar blues: I7 IV7 I7 I7, IV7 IV7 I7 I7, V7 IV7 I7 V7 (a minor blues: i7 iv7 i7 i7,
 * iv7 iv7 i7 i7, V7 iv7 i7 V7). Every chord has its seventh, a dominant one in major.
 */
export function bluesProgression(mode: Mode): ChordSpec[] {
  const seventh = (degree: number): ChordSpec => ({ degree, seventh: true, flatSeventh: mode === 'major' || degree === 4, dominant: degree === 4 });
  return [0, 3, 0, 0, 3, 3, 0, 0, 4, 3, 0, 4].map(seventh);
}

export const GENRES = {
  pop: {
    words: ['pop', 'dance pop', 'indie pop', 'k-pop', 'kpop', 'j-pop', 'jpop', 'ポップ', '流行', '팝송', '케이팝', 'ποπ', '流行乐', '流行音乐', '流行樂', '流行音樂', 'поп', 'поп-музыка', 'попса', 'поп-музика', 'पॉप', ...slavicAdjectives({ ru: 'попсов', pl: 'popow', cs: 'popov' }), 'schlager', 'city pop', 'シティポップ', 'k팝', 'ケーポップ', 'anime', 'anime opening', 'anime song', 'anisong', 'アニソン', 'jポップ', 'アニメ', '动漫', '動漫', '动漫歌曲', '애니메이션', '애니송'],
    bpm: [96, 124], mode: 'major', swing: 0.5, extensions: 'triad',
    chordStyle: ['pulse', 'block', 'arp'], bassStyle: ['eighths', 'syncopated'], drums: 'pop',
    instruments: { lead: ['synth-lead', 'bells', 'electric-piano'], chords: ['piano', 'acoustic-guitar', 'polysynth'], bass: ['finger-bass', 'synth-bass'], pad: ['warm-pad', 'strings'] },
    humanize: 0.01,
    variants: [
      // K-pop: a dance track at 110-128, synths in pulses or stabs over the synth bass.
      { words: ['k-pop', 'kpop', '케이팝', 'k팝', 'ケーポップ'], bpm: [110, 128], chordStyle: ['pulse', 'stabs'], bassStyle: ['syncopated', 'eighths'],
        instruments: { lead: ['synth-lead', 'square-lead', 'bells'], chords: ['polysynth', 'piano'], bass: ['synth-bass'], pad: ['warm-pad'] } },
      // J-pop and anime songs: quick (128-160), a band's strummed guitars and piano under strings, a rock kit.
      { words: ['j-pop', 'jpop', 'anime', 'anime opening', 'anime song', 'anisong', 'アニソン', 'jポップ', 'アニメ', '动漫', '動漫', '动漫歌曲', '애니메이션', '애니송'], bpm: [128, 160], chordStyle: ['strum', 'pulse'], bassStyle: ['eighths'], drums: 'rock',
        instruments: { lead: ['synth-lead', 'bells', 'violin'], chords: ['piano', 'overdrive-guitar', 'acoustic-guitar'], bass: ['finger-bass', 'pick-bass'], pad: ['strings'] } },
    ],
  },
  rock: {
    words: ['rock', 'alt rock', 'alternative', 'indie rock', 'punk', 'pop punk', 'punk rock', 'hardcore punk', 'パンク', '朋克', 'панк', 'emo', 'grunge', 'hard rock', 'rock and roll', "rock 'n' roll", "rock'n'roll", 'rock n roll', 'rockabilly', 'ロック', '摇滚', '搖滾', '록음악', 'ροκ', 'ロックンロール', '摇滚乐', '搖滾樂', 'рок', 'рок-музыка', 'рок-музика', 'рок-н-ролл', 'рок-н-рол', 'रॉक', ...slavicAdjectives({ pl: 'rockow', cs: 'rockov' })],
    bpm: [110, 150], mode: 'any', swing: 0.5, extensions: 'triad',
    chordStyle: ['power', 'strum'], bassStyle: ['eighths'], drums: 'rock',
    variants: [
      // Punk: the same band at 160 and more, power chords only.
      { words: ['punk', 'pop punk', 'punk rock', 'hardcore punk', 'パンク', '朋克', 'панк'], bpm: [160, 192], chordStyle: ['power'] },
    ],
    instruments: { lead: ['overdrive-guitar', 'clean-guitar'], chords: ['overdrive-guitar', 'distortion-guitar'], bass: ['pick-bass', 'finger-bass'], pad: ['organ'] },
    humanize: 0.01,
  },
  metal: {
    words: ['metal', 'heavy metal', 'metalcore', 'thrash', 'メタル', '金属乐', '金屬樂', '메탈', 'метал', 'металл', 'хеви-метал', 'хэви-метал', 'मेटल', ...slavicAdjectives({ pl: 'metalow', cs: 'metalov' })],
    bpm: [130, 175], mode: 'minor', swing: 0.5, extensions: 'triad',
    chordStyle: ['power'], bassStyle: ['eighths'], drums: 'metal',
    instruments: { lead: ['distortion-guitar'], chords: ['distortion-guitar'], bass: ['pick-bass'], pad: ['choir'] },
    humanize: 0.005,
  },
  lofi: {
    words: ['lofi', 'lo-fi', 'lo fi', 'chillhop', 'chill hop', 'study beats', 'ローファイ', '로파이', 'лоу-фай', 'лофай', 'лоуфай'],
    bpm: [70, 88], mode: 'any', swing: 0.6, extensions: 'ninth',
    chordStyle: ['lazy', 'block'], bassStyle: ['syncopated', 'root'], drums: 'boombap',
    instruments: { lead: ['electric-piano', 'vibraphone', 'flute', 'clean-guitar'], chords: ['electric-piano', 'piano'], bass: ['finger-bass', 'acoustic-bass'], pad: ['warm-pad'] },
    humanize: 0.03,
  },
  hiphop: {
    words: ['hip hop', 'hip-hop', 'hiphop', 'rap', 'trap', 'drill', 'boom bap', 'r&b', 'rnb', 'ヒップホップ', 'ラップ', '嘻哈', '说唱', '說唱', '힙합', '랩', 'χιπ χοπ', 'ραπ', 'トラップ', '트랩', 'трэп', 'треп', 'хип-хоп', 'хип хоп', 'хіп-хоп', 'хіп хоп', 'рэп', 'реп', 'हिप हॉप', 'हिप-हॉप', 'रैप', ...slavicAdjectives({ pl: 'hiphopow', cs: 'hiphopov' }), ...slavicAdjectives({ pl: 'rapow', cs: 'rapov' })],
    bpm: [80, 98], mode: 'minor', swing: 0.56, extensions: 'seventh',
    chordStyle: ['lazy', 'stabs'], bassStyle: ['long', 'syncopated'], drums: 'boombap',
    instruments: { lead: ['electric-piano', 'bells', 'synth-lead'], chords: ['electric-piano', 'piano', 'strings'], bass: ['synth-bass'], pad: ['warm-pad', 'strings'] },
    humanize: 0.02,
    variants: [
      // Trap and drill: twice boom bap's pace in half time (the snare and clap on three alone),
      // the 808's long notes, hi-hats in sixteenths, every second bar rolling (drums.ts), straight.
      { words: ['trap', 'drill', 'トラップ', '트랩', 'трэп', 'треп'], bpm: [130, 150], swing: 0.5, bassStyle: ['long'], drums: 'trap' },
    ],
  },
  edm: {
    words: ['edm', 'electronic', 'house', 'deep house', 'tech house', 'progressive house', 'acid house', 'ハウス', '浩室', '하우스', 'хаус', 'techno', 'minimal techno', 'acid techno', 'テクノ', '테크노', 'техно', 'τέκνο', 'trance', 'uplifting trance', 'progressive trance', 'psytrance', 'psy trance', 'psy-trance', 'goa trance', 'トランス', '트랜스', 'транс', 'disco', 'nu disco', 'nu-disco', 'ディスコ', '迪斯科', '디스코', 'диско', 'ντίσκο', 'amapiano', 'アマピアノ', '아마피아노', 'амапиано', 'dance', 'club', 'dnb', 'jungle', 'electro', 'dubstep', 'brostep', 'riddim', 'future bass', 'liquid dnb', 'liquid funk', 'neurofunk', 'electrónica', 'electronica', 'électronique', 'elektronisch', 'elektronische', 'elektronik', 'elettronica', 'eletrônica', 'eletronica', 'エレクトロ', '电子音乐', '電子音樂', '일렉트로닉', 'nhạc điện tử', 'nhạc dance', 'ηλεκτρονική', 'ηλεκτρονικό', 'electronică', 'muzică electronică', 'elektronisk', 'elektroniska', 'электроника', 'електроніка', 'elektronika', 'taneční', 'इलेक्ट्रॉनिक', ...slavicAdjectives({ ru: 'электронн', uk: 'електронн', pl: 'elektroniczn', cs: 'elektronick' }), ...slavicAdjectives({ ru: 'танцевальн', uk: 'танцювальн', pl: 'taneczn' }), '科技舞曲', '电子舞曲', '電子舞曲', 'ダンス', '댄스'],
    bpm: [120, 132], mode: 'any', swing: 0.5, extensions: 'triad',
    chordStyle: ['stabs', 'arp'], bassStyle: ['offbeat'], drums: 'four',
    variants: [
      // Drum and bass and jungle: 170-odd bpm on a breakbeat (the kick on one and the "and" of
      // three, the snare on two and four), long bass notes under it, no four on the floor.
      { words: ['dnb', 'jungle', 'liquid dnb', 'liquid funk', 'neurofunk'], bpm: [168, 178], chordStyle: ['block', 'arp'], bassStyle: ['long', 'syncopated'], drums: 'dnb' },
      // Dubstep and future bass: 140-odd bpm in half time (the kick on one, the snare on three), long bass notes.
      { words: ['dubstep', 'brostep', 'future bass', 'riddim'], bpm: [138, 150], chordStyle: ['block', 'stabs'], bassStyle: ['long'], drums: 'halftime' },
      // House: the four on the floor at 120-126, the open hi-hat's "tss" between the kicks, the
      // piano's or organ's seventh chords in stabs, an offbeat or syncopated bass.
      { words: ['house', 'deep house', 'tech house', 'progressive house', 'acid house', 'ハウス', '浩室', '하우스', 'хаус'], bpm: [120, 126], extensions: 'seventh', chordStyle: ['stabs'], bassStyle: ['offbeat', 'syncopated'],
        instruments: { lead: ['synth-lead', 'electric-piano', 'bells'], chords: ['piano', 'organ', 'electric-piano'], bass: ['synth-bass'], pad: ['warm-pad', 'strings'] } },
      // Techno: darker and quicker, in minor; the kick on every beat under sixteenth hi-hats, the
      // clap only in the fuller sections, a rolling bass (the three sixteenths after each kick), few chords.
      { words: ['techno', 'minimal techno', 'acid techno', 'テクノ', '테크노', 'техно', 'τέκνο', '科技舞曲'], bpm: [128, 138], mode: 'minor', chordStyle: ['stabs'], bassStyle: ['rolling'], drums: 'techno',
        instruments: { lead: ['square-lead', 'synth-lead'], chords: ['polysynth'], bass: ['synth-bass'], pad: ['halo-pad'] } },
      // Trance: 134-142, in minor, the arpeggiated saw chords and long pads over the four on the
      // floor, the bass rolling or on the offbeats.
      { words: ['trance', 'uplifting trance', 'progressive trance', 'psytrance', 'psy trance', 'psy-trance', 'goa trance', 'トランス', '트랜스', 'транс'], bpm: [134, 142], mode: 'minor', chordStyle: ['arp', 'pulse'], bassStyle: ['rolling', 'offbeat'],
        instruments: { lead: ['synth-lead'], chords: ['polysynth', 'synth-lead'], bass: ['synth-bass'], pad: ['warm-pad', 'halo-pad'] } },
      // Disco: a live band's four on the floor (the open hi-hat on every "and", the snare on two
      // and four), the octave bass, a clean guitar or keys comping sevenths, strings leading.
      { words: ['disco', 'nu disco', 'nu-disco', 'ディスコ', '迪斯科', '디스코', 'диско', 'ντίσκο'], bpm: [112, 124], extensions: 'seventh', chordStyle: ['comp', 'stabs'], bassStyle: ['octaves'], drums: 'disco',
        instruments: { lead: ['strings', 'synth-lead', 'sax', 'electric-piano'], chords: ['clean-guitar', 'electric-piano', 'piano'], bass: ['finger-bass', 'synth-bass'], pad: ['strings', 'brass'] } },
      // Amapiano: South Africa's slow house (108-116), swung; a soft kick on the beats, shakers in
      // sixteenths, the rim's syncopation, the log drum's short, syncopated bass notes, the piano's
      // lazy seventh chords.
      { words: ['amapiano', 'アマピアノ', '아마피아노', 'амапиано'], bpm: [108, 116], swing: 0.55, extensions: 'seventh', chordStyle: ['lazy', 'block'], bassStyle: ['logdrum'], drums: 'amapiano',
        instruments: { lead: ['electric-piano', 'piano', 'flute', 'sax'], chords: ['piano', 'electric-piano'], bass: ['synth-bass'], pad: ['warm-pad', 'strings'] },
        // Deep house's jazz: ii-V turns and two-chord vamps of sevenths.
        progressions: {
          major: [
            [d(1), d(4), d(0), d(0)], // ii7 V7 Imaj7 Imaj7
            [d(0), d(5), d(1), d(4)], // Imaj7 vi7 ii7 V7
            [d(1), d(1), d(0), d(0)], // ii7 ii7 Imaj7 Imaj7: the vamp
            [d(3), d(2), d(1), d(0)], // IVmaj7 iii7 ii7 Imaj7
          ],
          minor: [
            [d(0), d(0), d(3), d(3)], // i7 i7 iv7 iv7: the vamp
            [d(0), d(5), d(3), d(4, { dominant: true })], // i7 VImaj7 iv7 V7
            [d(3), d(4), d(0), d(0)], // iv7 v7 i7 i7
            [d(0), d(6), d(5), d(4)], // i7 VII7 VImaj7 v7
          ],
        } },
    ],
    instruments: { lead: ['synth-lead', 'square-lead'], chords: ['polysynth', 'synth-lead'], bass: ['synth-bass'], pad: ['warm-pad', 'halo-pad'] },
    humanize: 0,
    strictTempo: true,
  },
  // The skank on every offbeat, a bass that leans on the bar's first beat and its middle, and the
  // one-drop's kick and rim on the third beat alone.
  reggae: {
    words: ['reggae', 'roots reggae', 'rocksteady', 'dub', 'dancehall', 'ダンスホール', '舞厅雷鬼', '댄스홀', 'дэнсхолл', 'lovers rock', 'レゲエ', '雷鬼', '雷鬼乐', '레게', 'ρέγκε', 'регги', 'реггі'],
    bpm: [70, 88], mode: 'any', swing: 0.55, extensions: 'triad',
    chordStyle: ['stabs'], bassStyle: ['syncopated'], drums: 'onedrop',
    instruments: { lead: ['organ', 'sax', 'trumpet', 'clean-guitar'], chords: ['clean-guitar', 'organ'], bass: ['finger-bass'], pad: ['organ', 'warm-pad'] },
    humanize: 0.015,
    variants: [
      // Dancehall: quicker, on the dembow's riddim (the kick on every beat, the snare's "boom-ch-boom-chick"), straight.
      { words: ['dancehall', 'ダンスホール', '舞厅雷鬼', '댄스홀', 'дэнсхолл'], bpm: [92, 104], swing: 0.5, drums: 'dembow' },
    ],
  },
  // Ska, reggae's faster elder: the guitar's or organ's skank on every offbeat at twice reggae's
  // pace, a walking bass, the snare on two and four under the open hi-hat's offbeat "tss", horns leading.
  ska: {
    words: ['ska', 'two tone', '2 tone', 'two-tone', '2-tone', 'ska punk', 'ska-punk', 'skinhead reggae', 'ска', 'σκα', '斯卡'],
    bpm: [136, 164], mode: 'major', swing: 0.5, extensions: 'triad',
    chordStyle: ['stabs'], bassStyle: ['walking'], drums: 'ska',
    instruments: { lead: ['trumpet', 'trombone', 'sax'], chords: ['clean-guitar', 'organ', 'piano'], bass: ['finger-bass', 'acoustic-bass'], pad: ['brass', 'organ'] },
    humanize: 0.01,
  },
  // Funk and soul: a sixteenth-note hi-hat, a backbeat with ghost notes around it, a kick that
  // pushes ahead of the beat, clean guitar or keys on the offbeats, sevenths.
  funk: {
    words: ['funk', 'funky', 'soul', 'neo soul', 'neo-soul', 'motown', 'gospel', 'ファンク', 'ソウル', '放克', '灵魂乐', '靈魂樂', '소울', 'φανκ', 'σόουλ', 'фанк', 'соул', 'фанк-музыка', ...slavicAdjectives({ pl: 'funkow', cs: 'funkov' })],
    bpm: [92, 116], mode: 'any', swing: 0.54, extensions: 'seventh',
    chordStyle: ['stabs', 'comp'], bassStyle: ['syncopated'], drums: 'funk',
    instruments: { lead: ['sax', 'trumpet', 'electric-piano', 'organ'], chords: ['clean-guitar', 'electric-piano', 'organ'], bass: ['finger-bass'], pad: ['brass', 'organ', 'strings'] },
    humanize: 0.01,
  },
  // Afrobeat (Fela Kuti's and Tony Allen's): a vamp on one or two minor sevenths, the kick's
  // pairs of sixteenths on one and three, ghost notes around a snare on the "and" of two and four,
  // the hi-hat's foot on two and four, congas and a shaker; guitar stabs and comping, horns leading.
  afrobeat: {
    words: ['afrobeat', 'afrobeats', 'afro beat', 'afro-beat', 'afro beats', 'afropop', 'afro pop', 'afro-pop', 'highlife', 'アフロビート', '非洲节拍', '아프로비트', 'афробит'],
    bpm: [100, 126], mode: 'minor', swing: 0.52, extensions: 'seventh',
    chordStyle: ['stabs', 'comp'], bassStyle: ['syncopated'], drums: 'afrobeat',
    instruments: { lead: ['sax', 'trumpet', 'organ'], chords: ['clean-guitar', 'organ', 'electric-piano'], bass: ['finger-bass'], pad: ['brass', 'organ'] },
    humanize: 0.012,
    variants: [
      // Afrobeats (Nigeria's pop since the 2010s, not Fela's afrobeat): slower and swung, the kick
      // on one and three each with a push before the next beat, the clap between the beats, the
      // hi-hat's dotted eighths rolling into sixteenths, shakers; guitar plucks or keys, synths leading.
      { words: ['afrobeats', 'afro beats', 'afropop', 'afro pop', 'afro-pop'], bpm: [98, 112], swing: 0.54, chordStyle: ['stabs', 'arp'], bassStyle: ['syncopated'], drums: 'afrobeats', progressions: {},
        instruments: { lead: ['synth-lead', 'clean-guitar', 'bells', 'sax'], chords: ['clean-guitar', 'piano', 'polysynth'], bass: ['synth-bass', 'finger-bass'], pad: ['warm-pad', 'strings'] } },
    ],
    progressions: {
      minor: [
        [d(0), d(0), d(3), d(3)], // i7 i7 iv7 iv7: the vamp
        [d(0), d(3), d(0), d(3)], // i7 iv7 i7 iv7
        [d(0), d(0), d(0), d(6)], // i7 on one chord, VII7 turning it round
        [d(3), d(3), d(0), d(0)], // iv7 iv7 i7 i7
      ],
    },
  },
  // Latin dance music: reggaeton's groove unless a variant is named (the kick on every beat, the
  // dembow's snare, "boom-ch-boom-chick", maracas and congas, claves in a chorus; piano stabs or a
  // nylon guitar, a syncopated bass); cumbia, bachata, samba and salsa play their own.
  latin: {
    words: ['latin', 'latino', 'latin pop', 'salsa', 'cumbia', 'bachata', 'merengue', 'merengue típico', 'merengue tipico', 'perico ripiao', 'メレンゲ', '梅伦格', '메렝게', 'меренге', 'mariachi', 'ranchera', 'rancheras', 'corrido', 'corridos', 'corridos tumbados', 'norteño', 'norteno', 'banda sinaloense', 'música de banda', 'musica de banda', 'regional mexicano', 'regional mexicana', 'música regional mexicana', 'regional mexican', 'mexican', 'mexicana', 'mexicano', 'tejano', 'grupero', 'マリアッチ', '墨西哥街头乐队', '마리아치', 'мариачи', 'kizomba', 'zouk', 'reggaeton', 'reguetón', 'reggaetón', 'dembow', 'samba', 'mambo', 'cha cha', 'rumba', 'tropical', 'música latina', 'musica latina', 'latina', 'son cubano', 'son montuno', 'timba', 'cumbia villera', 'vallenato', 'pagode', 'batucada', 'バチャータ', '巴恰塔', '바차타', 'бачата', 'サンバ', '桑巴', '삼바', 'самба', 'クンビア', '昆比亚', '쿰비아', 'кумбия', 'ラテン', '拉丁', '라틴', 'サルサ', '萨尔萨', '살사', 'сальса'],
    bpm: [88, 104], mode: 'any', swing: 0.5, extensions: 'triad',
    chordStyle: ['stabs', 'strum'], bassStyle: ['syncopated'], drums: 'dembow',
    instruments: { lead: ['trumpet', 'nylon-guitar', 'flute', 'marimba'], chords: ['piano', 'nylon-guitar'], bass: ['finger-bass', 'acoustic-bass'], pad: ['brass', 'strings'] },
    humanize: 0.01,
    variants: [
      // Salsa and its kin on the 3-2 son clave, written a bar of it to a bar of four beats (each
      // beat a half-note of the band's cut time): the piano's montuno, the bass's tumbao that
      // anticipates the next chord, congas, a cowbell in a chorus.
      // Cumbia: the güiro's "chk-chiki" on every beat, the kick on one and three, congas on the
      // offbeats, chords on the offbeats, the bass's root and fifth, an accordion among the leads.
      { words: ['cumbia', 'cumbia villera', 'vallenato', 'クンビア', '昆比亚', '쿰비아', 'кумбия'], bpm: [86, 100], chordStyle: ['stabs'], bassStyle: ['root'], drums: 'cumbia',
        instruments: { lead: ['accordion', 'flute', 'trumpet'], chords: ['piano', 'nylon-guitar'], bass: ['finger-bass'], pad: ['brass', 'accordion'] } },
      // Bachata: the requinto's arpeggios on the nylon guitar, the güira in sixteenths, bongos, the
      // kick on one and three, a syncopated bass; romantic, in minor where no mood says otherwise.
      { words: ['bachata', 'バチャータ', '巴恰塔', '바차타', 'бачата'], bpm: [124, 140], chordStyle: ['arp'], bassStyle: ['syncopated'], drums: 'bachata',
        instruments: { lead: ['nylon-guitar', 'acoustic-guitar'], chords: ['nylon-guitar', 'acoustic-guitar'], bass: ['finger-bass'], pad: ['strings'] } },
      // Samba: the surdo's answer on two and four, the ganzá's sixteenths, the tamborim's
      // syncopation, an agogô in a chorus; the cavaquinho's strum (a steel-string guitar here).
      { words: ['samba', 'pagode', 'batucada', 'サンバ', '桑巴', '삼바', 'самба'], bpm: [92, 106], chordStyle: ['strum'], bassStyle: ['syncopated'], drums: 'samba',
        instruments: { lead: ['flute', 'trumpet', 'nylon-guitar'], chords: ['acoustic-guitar', 'nylon-guitar'], bass: ['finger-bass'], pad: ['brass'] } },
      { words: ['salsa', 'mambo', 'son cubano', 'son montuno', 'timba', 'サルサ', '萨尔萨', '살사', 'сальса'], bpm: [88, 104], chordStyle: ['montuno'], bassStyle: ['tumbao'], drums: 'salsa',
        instruments: { lead: ['trumpet', 'trombone', 'flute'], chords: ['piano'], bass: ['acoustic-bass', 'finger-bass'], pad: ['brass'] } },
      // Merengue: fast (132-160), the güira's sixteenths, the kick on one and three and the
      // hi-hat's foot on two and four, the tambora's stick and hand on the toms with its
      // five-stroke roll in a chorus; the accordion or a sax leading over piano stabs.
      { words: ['merengue', 'merengue típico', 'merengue tipico', 'perico ripiao', 'メレンゲ', '梅伦格', '메렝게', 'меренге'], bpm: [132, 160], chordStyle: ['stabs'], bassStyle: ['root', 'syncopated'], drums: 'merengue',
        instruments: { lead: ['accordion', 'sax', 'trumpet'], chords: ['piano', 'clean-guitar'], bass: ['finger-bass'], pad: ['brass', 'accordion'] } },
      // Mexico's regional music (mariachi, rancheras, norteño, corridos, banda): the oom-pah, the
      // bass's root and fifth on one and three, the guitars' chords on two and four, the snare
      // with them; trumpets, an accordion or a violin leading, a guitarrón or a tuba for the bass.
      { words: ['regional mexican', 'mariachi', 'ranchera', 'rancheras', 'corrido', 'corridos', 'corridos tumbados', 'norteño', 'norteno', 'banda sinaloense', 'música de banda', 'musica de banda', 'regional mexicano', 'regional mexicana', 'música regional mexicana', 'mexican', 'mexicana', 'mexicano', 'tejano', 'grupero', 'マリアッチ', '墨西哥街头乐队', '마리아치', 'мариачи'], bpm: [96, 128], mode: 'major', chordStyle: ['afterbeat'], bassStyle: ['alternating'], drums: 'polka',
        instruments: { lead: ['trumpet', 'accordion', 'violin'], chords: ['nylon-guitar', 'acoustic-guitar'], bass: ['acoustic-bass', 'tuba'], pad: ['brass', 'strings'] } },
    ],
  },
  // Tango: no drums; the piano's marcato on every beat, the first and third leaning, over the
  // bass's 3-3-2 (on one, on the "and" of two, on four); the bandoneon (GM's tango accordion) or a
  // violin leads, in minor.
  tango: {
    words: ['tango', 'argentine tango', 'tango argentino', 'milonga', 'ミロンガ', '米隆加', 'милонга', 'タンゴ', '探戈', '탱고', 'τανγκό', 'танго'],
    bpm: [112, 128], mode: 'minor', swing: 0.5, extensions: 'triad',
    chordStyle: ['marcato'], bassStyle: ['three-three-two'], drums: 'none',
    instruments: { lead: ['bandoneon', 'violin'], chords: ['piano'], bass: ['acoustic-bass'], pad: ['strings', 'bandoneon'] },
    humanize: 0.01,
    variants: [
      // The milonga: quicker, the bass on the habanera ("DUM . . da DUM . DUM .") twice a bar.
      { words: ['milonga', 'ミロンガ', '米隆加', 'милонга'], bpm: [132, 150], bassStyle: ['habanera'] },
    ],
  },
  // Flamenco (the rumba's 4/4): the nylon guitar's rasgueado, a roll of strokes on one and a
  // muted "chk" on two and four, over the Andalusian cadence (i VII VI V) that rests on its major
  // V, the Phrygian home; the cajón and palmas (hand claps on the offbeats) for drums, in minor.
  flamenco: {
    words: ['flamenco', 'flamenca', 'rumba flamenca', 'nuevo flamenco', 'sevillanas', 'bulerías', 'bulerias', 'soleá', 'solea', 'alegrías', 'fandango', 'gipsy kings', 'gypsy kings', 'フラメンコ', '弗拉门戈', '佛朗明哥', '弗拉門戈', '플라멩코', 'φλαμένκο', 'фламенко'],
    bpm: [100, 126], mode: 'minor', swing: 0.5, extensions: 'triad',
    chordStyle: ['rasgueado'], bassStyle: ['three-three-two', 'root'], drums: 'palmas',
    instruments: { lead: ['nylon-guitar', 'violin', 'flute'], chords: ['nylon-guitar'], bass: ['acoustic-bass', 'finger-bass'], pad: ['strings'] },
    humanize: 0.012,
    progressions: {
      minor: [
        [d(0), d(6), d(5), d(4, { dominant: true })], // i VII VI V, the Andalusian cadence
        [d(5), d(4, { dominant: true }), d(5), d(4, { dominant: true })], // VI V VI V
        [d(3), d(0), d(5), d(4, { dominant: true })], // iv i VI V
        [d(0), d(3), d(4, { dominant: true }), d(4, { dominant: true })], // i iv V V
      ],
    },
    lastChord: { minor: d(4, { dominant: true }) },
  },
  synthwave: {
    words: ['synthwave', 'retrowave', 'outrun', '80s', 'eighties', 'video game', 'videogame', 'game music', 'vaporwave', 'синтвейв', 'ретровейв'],
    bpm: [84, 110], mode: 'minor', swing: 0.5, extensions: 'seventh',
    chordStyle: ['pulse', 'arp'], bassStyle: ['eighths'], drums: 'synthwave',
    instruments: { lead: ['synth-lead', 'square-lead'], chords: ['polysynth'], bass: ['synth-bass'], pad: ['warm-pad', 'halo-pad'] },
    humanize: 0,
  },
  jazz: {
    words: ['jazz', 'swing', 'bossa nova', 'bossa', 'bebop', 'be-bop', 'hard bop', 'ビバップ', '비밥', 'бибоп', 'smooth jazz', 'blues', 'ジャズ', '爵士', '재즈', 'τζαζ', 'ボサノヴァ', 'ボサノバ', '波萨诺瓦', '巴萨诺瓦', '보사노바', 'босса-нова', 'босса нова', 'боссанова', 'джаз', 'свинг', 'свінг', 'блюз', 'जैज़', 'जैज', 'ब्लूज़', 'caz', ...slavicAdjectives({ ru: 'джазов', uk: 'джазов', pl: 'jazzow', cs: 'jazzov' }), ...slavicAdjectives({ ru: 'блюзов', uk: 'блюзов', pl: 'bluesow', cs: 'bluesov' })],
    bpm: [96, 150], mode: 'any', swing: 0.64, extensions: 'seventh',
    chordStyle: ['comp'], bassStyle: ['walking'], drums: 'jazz',
    instruments: { lead: ['sax', 'trumpet', 'vibraphone', 'clarinet'], chords: ['piano', 'electric-piano'], bass: ['acoustic-bass'], pad: [] },
    humanize: 0.02,
    variants: [
      // Bossa nova: straight eighths, the nylon guitar's chords on the bossa clave with the
      // cross-stick, the bass's root and fifth ("one . . and-of-two three . . and-of-four") under it.
      // Its harmony moves by the ii-V: every progression has the ii before the V (ii° before V in minor but one).
      { words: ['bossa nova', 'bossa', 'ボサノヴァ', 'ボサノバ', '波萨诺瓦', '巴萨诺瓦', '보사노바', 'босса-нова', 'босса нова', 'боссанова'], bpm: [116, 140], swing: 0.5, chordStyle: ['bossa'], bassStyle: ['bossa'], drums: 'bossa',
        instruments: { lead: ['flute', 'sax', 'vibraphone', 'nylon-guitar'], chords: ['nylon-guitar'], bass: ['acoustic-bass'], pad: ['strings'] },
        progressions: {
          major: [
            [d(0), d(1), d(4), d(0)], // Imaj7 ii7 V7 Imaj7
            [d(0), d(5), d(1), d(4)], // Imaj7 vi7 ii7 V7
            [d(1), d(4), d(0), d(5)], // ii7 V7 Imaj7 vi7
            [d(3), d(2), d(1), d(4)], // IVmaj7 iii7 ii7 V7, stepping down
          ],
          minor: [
            [d(1), d(4, { dominant: true }), d(0), d(0)], // iiø V7 i i
            [d(0), d(5), d(1), d(4, { dominant: true })], // i VI iiø V7
            [d(0), d(3), d(6), d(2)], // i iv VII III
            [d(3), d(1), d(4, { dominant: true }), d(0)], // iv iiø V7 i
          ],
        } },
      // Bebop: the same band at 176-200, a sax or trumpet leading.
      { words: ['bebop', 'be-bop', 'hard bop', 'ビバップ', '비밥', 'бибоп'], bpm: [176, 200], instruments: { lead: ['sax', 'trumpet'], chords: ['piano'], bass: ['acoustic-bass'], pad: [] } },
    ],
  },
  ambient: {
    words: ['ambient', 'drone', 'meditation', 'new age', 'soundscape', 'atmospheric', 'meditación', 'méditation', 'meditazione', 'meditação', 'ambiente', 'アンビエント', '环境音乐', '環境音樂', '앰비언트', 'эмбиент', 'эмбиэнт', 'ембієнт', ...slavicAdjectives({ pl: 'ambientow' })],
    bpm: [60, 78], mode: 'any', swing: 0.5, extensions: 'ninth',
    chordStyle: ['block', 'arp'], bassStyle: ['long'], drums: 'none',
    instruments: { lead: ['bells', 'flute', 'music-box', 'vibraphone'], chords: ['harp', 'electric-piano', 'piano'], bass: ['synth-bass', 'cello'], pad: ['halo-pad', 'warm-pad', 'strings'] },
    humanize: 0.02,
  },
  orchestral: {
    words: ['orchestral', 'orchestra', 'cinematic', 'classical', 'symphonic', 'opera', 'operatic', 'soundtrack', 'film score', 'epic', 'orquesta', 'orquestal', 'clásica', 'clasica', 'sinfónica', 'banda sonora', 'orchestre', 'classique', 'symphonique', 'bande originale', 'musique de film', 'orchester', 'klassik', 'klassisch', 'klassische', 'filmmusik', 'sinfonisch', 'orchestrale', 'classica', 'sinfonica', 'colonna sonora', 'orquestra', 'clássica', 'trilha sonora', 'オーケストラ', 'クラシック', '管弦乐', '管弦樂', '古典音乐', '古典音樂', '오케스트라', '클래식', 'giao hưởng', 'nhạc giao hưởng', 'συμφωνική', 'κλασική', 'clasică', 'simfonică', 'klassisk', 'klassiska', 'классика', 'класика', 'саундтрек', 'शास्त्रीय', 'शास्त्रीय संगीत', 'klasik', 'klasik müzik', 'orchestrální', ...slavicAdjectives({ ru: 'классическ', uk: 'класичн', pl: 'klasyczn', cs: 'klasick' }), ...slavicAdjectives({ ru: 'симфоническ', uk: 'симфонічн', pl: 'symfoniczn', cs: 'symfonick' }), ...slavicAdjectives({ ru: 'оркестров', uk: 'оркестров', pl: 'orkiestrow' }), 'nhạc cổ điển', 'cổ điển'],
    bpm: [72, 108], mode: 'any', swing: 0.5, extensions: 'triad',
    chordStyle: ['arp', 'block'], bassStyle: ['long', 'root'], drums: 'orchestral',
    instruments: { lead: ['violin', 'french-horn', 'flute', 'trumpet'], chords: ['harp', 'strings', 'piano'], bass: ['cello', 'acoustic-bass'], pad: ['strings', 'choir', 'brass'] },
    humanize: 0.01,
  },
  folk: {
    words: ['folk', 'acoustic', 'country', 'singer-songwriter', 'bluegrass', 'polka', 'indie folk', 'ballad', 'celtic', 'jig', 'sea shanty', 'shanty', 'balada', 'ballade', 'ballata', 'folclore', 'folklore', 'acústica', 'acústico', 'acoustique', 'akustisch', 'acustica', 'celta', 'celtique', 'keltisch', 'フォーク', 'バラード', 'カントリー', '民谣', '民謠', '乡村', '鄉村', '抒情', '포크', '발라드', '컨트리', 'dân ca', 'nhạc dân ca', 'nhạc trữ tình', 'λαϊκό', 'παραδοσιακό', 'μπαλάντα', 'populară', 'muzică populară', 'baladă', 'folkmusik', 'vispop', 'фолк', 'кантри', 'кантрі', 'баллада', 'балада', 'ballada', 'लोक गीत', 'लोकगीत', 'लोक संगीत', 'halk müziği', 'türkü', ...slavicAdjectives({ ru: 'народн', uk: 'народн', pl: 'ludow', cs: 'lidov', sk: 'ľudov' }), ...slavicAdjectives({ pl: 'folkow', cs: 'folkov' }), ...slavicAdjectives({ ru: 'акустическ', uk: 'акустичн', pl: 'akustyczn', cs: 'akustick' }), 'polkas', 'oompah', 'oom-pah', 'volksmusik', 'blasmusik', 'trot', '트로트', '뽕짝', 'полька', 'fado', 'fados', 'ファド', '法朵', '파두', 'фаду', 'nhạc đồng quê', '演歌'],
    bpm: [84, 120], mode: 'major', swing: 0.5, extensions: 'triad',
    chordStyle: ['strum', 'arp'], bassStyle: ['root'], drums: 'folk',
    instruments: { lead: ['flute', 'violin', 'acoustic-guitar'], chords: ['acoustic-guitar', 'nylon-guitar'], bass: ['acoustic-bass', 'finger-bass'], pad: ['strings', 'organ'] },
    humanize: 0.02,
    variants: [
      // The polka (and Korea's trot, its "ppongjjak" named for it): the oom-pah at 112-140, the
      // bass's root and fifth on one and three, chords on two and four, an accordion or brass leading.
      { words: ['polka', 'polkas', 'oompah', 'oom-pah', 'volksmusik', 'blasmusik', 'trot', '트로트', '뽕짝', 'полька'], bpm: [112, 140], chordStyle: ['afterbeat'], bassStyle: ['alternating'], drums: 'polka',
        instruments: { lead: ['accordion', 'trumpet', 'clarinet'], chords: ['acoustic-guitar', 'piano'], bass: ['tuba', 'acoustic-bass'], pad: ['brass', 'accordion'] } },
      // Fado: slow and in minor, no drums; the classical guitar's oom-pah under the Portuguese
      // guitar (a mandolin's sound here) leading.
      { words: ['fado', 'fados', 'ファド', '法朵', '파두', 'фаду'], bpm: [66, 92], mode: 'minor', chordStyle: ['afterbeat', 'arp'], bassStyle: ['alternating'], drums: 'none',
        instruments: { lead: ['mandolin', 'nylon-guitar', 'violin'], chords: ['nylon-guitar'], bass: ['acoustic-bass'], pad: ['strings'] } },
    ],
  },
} as const satisfies Record<string, GenreProfile>;

/** "Drum and bass" and its spellings (lower case, as normalizeText leaves them): a genre spelt with instrument words. */
const DRUM_AND_BASS = /(?<= )drum ?(?:and|&|'n'|'n|n'|n) ?bass(?= )/g;

/**
 * Words for "song", "track" or "music" that German, Dutch and the Scandinavian languages join to a
 * genre ("Rocksong", "Jazz-Stück", "popliedje", "rocklåt", "Rockmusik"), and that English and
 * Russian hyphenate ("techno-song", "рок-песня").
 */
const SONG_WORDS = ['song', 'songs', 'lied', 'lieder', 'liedje', 'stück', 'stücke', 'track', 'tracks', 'nummer', 'låt', 'låtar', 'sång', 'sang', 'musik', 'muziek', 'песня', 'песню', 'пісня', 'пісню', 'трек'];

/** The genres' one-word names in alphabets that space their words (three letters or more: "rock", "techno", "рок"). */
const GENRE_NAMES = [...new Set(Object.values(GENRES).flatMap((genre) => genre.words.filter((word) => /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]{3,}$/u.test(word))))]
  .sort((a, b) => b.length - a.length);
const NAME = `(${GENRE_NAMES.join('|')})`;
/** A genre joined to a song word ("rocksong", "techno-track"), or hyphenated to another genre ("techno-pop"). */
const COMPOUND = new RegExp(`(?<= )${NAME}(?:-?(${SONG_WORDS.join('|')})|-${NAME})(?= )`, 'gu');

/**
 * The genre read as words before the instruments are: "drum and bass" is dnb, not drums and a
 * bass; "ein Techno-Song" and "een rocknummer" name techno and rock (they were pop).
 */
export function withGenreSpellings(normalized: string): string {
  return normalized.replace(DRUM_AND_BASS, 'dnb').replace(COMPOUND, (_, genre: string, song?: string, second?: string) => `${genre} ${song ?? second}`);
}

export type GenreId = keyof typeof GENRES;
export const GENRE_IDS = Object.keys(GENRES) as GenreId[];
/** Instruments that name a genre where the text names none: "a sad song with bandoneon" is a tango (it was pop). */
export const GENRE_OF_INSTRUMENT: Partial<Record<InstrumentId, GenreId>> = { bandoneon: 'tango', banjo: 'folk', bagpipes: 'folk', ukulele: 'folk', mandolin: 'folk', harpsichord: 'orchestral' };
/** When nothing in the text names a genre (and pop is not excluded). */
export const DEFAULT_GENRES: GenreId[] = ['pop', 'folk', 'rock', 'lofi', 'edm'];

export function genreProfile(id: GenreId): GenreProfile {
  return GENRES[id] as GenreProfile;
}

/**
 * The genres by the words that name them whole, without their variants' ("trap" names a kind of
 * hip hop): what negative tags exclude, so "hip hop" without "trap" is boom bap, not pop.
 */
export const GENRES_BUT_VARIANTS = Object.fromEntries(
  GENRE_IDS.map((id) => {
    const profile = genreProfile(id);
    const variantWords = new Set((profile.variants ?? []).flatMap((variant) => variant.words));
    return [id, { words: profile.words.filter((word) => !variantWords.has(word)) }];
  }),
) as Record<GenreId, { words: string[] }>;

/**
 * The genre's profile as the variant a word in `text` names plays it ("salsa": latin on the
 * clave), unless `negative` names it too; else as it is.
 */
export function variantProfile(id: GenreId, text: string, negative = ''): { profile: GenreProfile; variant: string | null } {
  const profile = genreProfile(id);
  const variants = Object.fromEntries((profile.variants ?? []).map((variant, i) => [i, variant]));
  const excluded = new Set(findTerms(negative, variants).matches.map((match) => match.id));
  const named = findTerms(text, variants).matches.find((match) => !excluded.has(match.id));
  if (!named) return { profile, variant: null };
  const variant = profile.variants![Number(named.id)]!.words[0]!;
  return { profile: profileOf(id, variant), variant };
}

/** The genre's profile as its variant named by its first word plays it (`null`: the genre's own). */
export function profileOf(id: GenreId, variant: string | null): GenreProfile {
  const profile = genreProfile(id);
  const named = variant === null ? undefined : profile.variants?.find((candidate) => candidate.words[0] === variant);
  return named ? { ...profile, ...named, words: profile.words } : profile;
}
