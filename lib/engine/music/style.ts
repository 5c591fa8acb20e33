import { slavicAdjectives } from './slavic-adjectives';
import { DEFAULT_GENRES, GENRE_OF_INSTRUMENT, GENRES, GENRES_BUT_VARIANTS, variantProfile, withGenreSpellings, type BassStyle, type ChordStyle, type DrumStyle, type GenreId, type GenreProfile } from './genres';
import { DRUM_WORDS, FAMILIES, INSTRUMENTS, VOCAL_WORDS, type InstrumentId, type Role } from './instruments';
import { CHRISTMAS_WORDS, MOODS, OCCASIONS, type MoodId } from './moods';
import { streamFor } from './random';
import { explicitKey } from './keys';
import { accentFreeGreek, findTerms, hasAnyWord, normalizeText } from './text';
import { keyName, type Key, type Mode } from './theory';

/**
 * Everything the text decides about a song, read from tags (or the simple prompt) and
 * negative tags. The vocabulary is documented in README.md ("Music") and in the files
 * genres.ts, moods.ts and instruments.ts; this file applies it.
 */
export interface Style {
  genre: GenreId;
  moods: MoodId[];
  bpm: number;
  /** The text named the tempo ("92 bpm"): compose.ts keeps it exactly rather than fitting it to the length asked. */
  tempoAsked: boolean;
  /**
   * 4, 3 for a waltz ("waltz", "3/4") and for 6/8, 5 for 5/4 (three beats and two, as "Take
   * Five" goes), 6 for 12/8: every part plays bars of this many beats.
   */
  beatsPerBar: 3 | 4 | 5 | 6;
  /**
   * 6/8 ("6/8", "jig") and 12/8 ("12/8", "slow blues"): the bar's beats are pulses of three
   * eighths (a dotted quarter each), two to the bar in 6/8 and four in 12/8, which the drums,
   * the accompaniment and the tune follow; there is no swing on top.
   */
  compound: boolean;
  /** A blues ("blues", "12-bar"): every section plays the twelve-bar progression, in sections of twelve bars. */
  blues: boolean;
  key: Key;
  roles: Partial<Record<Role, InstrumentId>>;
  drums: DrumStyle;
  chordStyle: ChordStyle;
  bassStyle: BassStyle;
  swing: number;
  extensions: 'triad' | 'seventh' | 'ninth';
  humanize: number;
  /** 0 (soft, sparse) .. 1 (loud, busy). */
  energy: number;
  /** Semitones added to the melody register by the moods. */
  register: number;
  voice: 'male' | 'female';
  /** negative_tags named the voice: the song is instrumental whatever the flag says. */
  vocalsExcluded: boolean;
  /** The text asks for no voice ("an instrumental lofi beat", "no vocals"); a description is then instrumental (compose.ts). */
  noVoiceAsked: boolean;
  /** Length asked for in the text ("30 s", "2 min", "short", "long"), else null. */
  targetSeconds: number | null;
  /** A Christmas song ("christmas", "navidad", "sleigh bells"): sleigh bells ring in the drums. */
  sleighBells: boolean;
  /** The style within the genre a word named ("salsa" in latin), by its first word; null for the genre's own. */
  variant: string | null;
  /** The recognised style, as a tag line ("lofi, sad, 78 bpm, D minor"). */
  tags: string;
}

export const TEMPO_RANGE = { min: 50, max: 200 } as const;
export const LENGTH_RANGE = { min: 10, max: 240 } as const;

export const TEMPO_WORDS = {
  slow: { words: ['slow', 'slower', 'downtempo', 'laid back', 'laid-back', 'lenta', 'lento', 'lent', 'lente', 'langsam', 'langsame', 'langsames', 'langzaam', 'langzame', 'traag', 'trage', 'lambat', 'pelan', 'yavaş', 'धीमा', 'धीमी', 'медленная', 'медленный', 'медленно', 'медленную', 'неспешная', 'wolna', 'wolny', 'wolno', 'powolna', 'powolny', 'повільна', 'повільну', 'повільно', 'pomalá', 'pomalý', 'pomalou', 'pomalé', 'pomalu', 'pomalú', 'pomaly', 'ゆっくり', 'スロー', 'ゆったり', '遅い', '慢歌', '慢速', '慢节奏', '慢節奏', '缓慢', '緩慢', '느린', '슬로우', 'chậm', 'chậm rãi', 'αργό', 'αργή', 'lentă', 'încet', 'încetă', 'långsam', 'långsamma'] },
  fast: { words: ['fast', 'faster', 'uptempo', 'up-tempo', 'quick', 'rápida', 'rápido', 'rapide', 'schnell', 'schnelle', 'schnelles', 'veloce', 'snel', 'snelle', 'cepat', 'hızlı', 'तेज़', 'तेज', 'быстрая', 'быстрый', 'быстро', 'быструю', 'szybka', 'szybki', 'szybko', 'швидка', 'швидку', 'швидко', 'rychlá', 'rychlý', 'rychlou', 'rychlé', 'rychle', 'rýchla', 'rýchly', 'rýchlu', 'rýchle', '速い', 'アップテンポ', '速め', '快节奏', '快節奏', '快速', '빠른', '업템포', 'nhanh', 'dồn dập', 'γρήγορο', 'γρήγορη', 'rapidă', 'repede', 'alert', 'alertă', 'snabb', 'snabba'] },
} as const;

/** Words in a description that ask for a song without a voice (never its subject: lyric-writer.ts). */
export const NO_VOICE_WORDS = [
  ...['no vocals', 'no vocal', 'without vocals', 'without vocal', 'vocal-free', 'no voice', 'without voice', 'no singing', 'without singing', 'no lyrics', 'without lyrics', 'no words'],
  // Music to go under something else is heard, not sung: "background music for a video".
  ...['background music', 'bgm', 'música de fondo', 'musique de fond', 'hintergrundmusik', 'musica di sottofondo', 'música de fundo', 'achtergrondmuziek'],
  // The same in the other languages descriptions come in ("instrumental" is spelled alike in most).
  ...['sin voz', 'sin letra', 'sin canto', 'sans voix', 'sans paroles', 'sans chant', 'ohne gesang', 'ohne stimme', 'ohne text', 'senza voce', 'senza testo', 'strumentale', 'sem voz', 'sem letra', 'zonder zang', 'zonder stem', 'zonder tekst', 'tanpa vokal', 'tanpa suara', 'tanpa lirik', 'vokalsiz', 'sözsüz', 'без вокала', 'без слов', 'без голоса', 'инструментальная', 'инструментальную', 'bez wokalu', 'bez słów', 'bez śpiewu', 'instrumentalna', 'instrumentalny', 'без вокалу', 'без співу', 'без слів', 'інструментальна', 'інструментальну', 'bez zpěvu', 'bez textu', 'bez slov', 'instrumentální', 'bez spevu', 'inštrumentálna', 'inštrumentálnu', 'インスト', 'インストゥルメンタル', '歌なし', 'ボーカルなし', '纯音乐', '純音樂', '无人声', '無人聲', '연주곡', '보컬 없는', 'không lời', 'không có lời', 'nhạc không lời', 'χωρίς φωνή', 'χωρίς στίχους', 'χωρίς φωνητικά', 'ορχηστρικό', 'fără voce', 'fără versuri', 'fără vocal', 'utan sång', 'utan röst', 'utan text'],
  // "Instrumental" as the other languages inflect or spell it: "une chanson instrumentale", "ein instrumentales Stück", "enstrümantal".
  ...['instrumentale', 'instrumentales', 'instrumentaler', 'instrumentalen', 'instrumentaal', 'instrumentais', 'strumentali', 'enstrümantal', 'enstrumantal', 'enstrümental', 'instrumentală', 'instrumentalną', 'instrumentalne', 'инструментальный', 'инструментальное', 'інструментальний', 'інструментальне', 'instrumentálna', 'instrumentálnu'],
];
/** "Instrumental", unless it names a part of a sung song ("with an instrumental break"). */
const INSTRUMENTAL_SONG = /(?<= )instrumental(?! (?:break|solo|bridge|section|interlude|part|intro|outro|passage)s?(?= ))(?= )/;

/** Whether a (normalised) description asks for a song without a voice. */
const asksNoVoice = (text: string) => INSTRUMENTAL_SONG.test(text) || hasAnyWord(text, NO_VOICE_WORDS);

/** Words that ask for three beats to the bar ("3/4" reads as "3 4" once normalised). */
const THREE_FOUR_WORDS = ['waltz', 'waltzes', 'valse', 'vals', 'sevillanas', '3 4', '3 4 time', 'three four time', 'triple meter', 'triple time'];
/** Words that ask for five beats to the bar, grouped three and two. */
const FIVE_FOUR_WORDS = ['5 4', '5 4 time', 'five four', 'five four time', 'quintuple meter', 'quintuple time', 'take five'];
/** Words that ask for 6/8: two pulses of three eighths to the bar. */
const SIX_EIGHT_WORDS = ['6 8', '6 8 time', 'six eight', 'six eight time', 'compound time', 'compound meter', 'jig', 'jigs', 'barcarolle', 'siciliana', 'tarantella'];
/** Words that ask for the twelve-bar blues' chords and form. */
const BLUES_WORDS = ['blues', 'twelve bar', 'twelve-bar', '12 bar', '12-bar', 'блюз', 'ब्लूज़', ...slavicAdjectives({ ru: 'блюзов', uk: 'блюзов', pl: 'bluesow', cs: 'bluesov' })];
/** Words that ask for 12/8: four pulses of three eighths, the slow blues' and doo-wop ballad's triplet feel. */
const TWELVE_EIGHT_WORDS = ['12 8', '12 8 time', 'twelve eight', 'twelve eight time', 'slow blues', 'doo wop', 'doo-wop', 'doowop'];
/** The metres and forms a description asks for: style, never a song's subject ("a gentle jazz waltz" is not about a waltz). */
export const METRE_WORDS = [...THREE_FOUR_WORDS, ...FIVE_FOUR_WORDS, ...SIX_EIGHT_WORDS, ...BLUES_WORDS, ...TWELVE_EIGHT_WORDS];
/** 6/8 dances whose pulse, not their quarter, goes at the genre's pace (a jig's pulse is ~110 a minute). */
const QUICK_SIX_EIGHT_WORDS = ['jig', 'jigs', 'tarantella'];

export const VOICE_WORDS = {
  female: { words: ['female vocals', 'female voice', 'female', 'woman', 'girl', 'voz femenina', 'voz de mujer', 'voix féminine', "voix de femme", 'weibliche stimme', 'frauenstimme', 'sängerin', 'voce femminile', 'voz feminina', 'vrouwenstem', 'zangeres', 'suara perempuan', 'suara wanita', 'penyanyi wanita', 'kadın sesi', 'kadın vokal', 'महिला आवाज़', 'महिला आवाज', 'женский голос', 'женским голосом', 'женский вокал', 'певица', 'kobiecy głos', 'głos kobiecy', 'kobiecy wokal', 'wokalistka', 'жіночий голос', 'жіночим голосом', 'жіночий вокал', 'співачка', 'ženský hlas', 'ženský zpěv', 'ženským hlasem', 'zpěvačka', '女性ボーカル', '女性の声', '女声', '女歌手', '여성 보컬', '여성보컬', '여자 목소리', 'giọng nữ', 'ca sĩ nữ', 'nữ ca sĩ', 'γυναικεία φωνή', 'γυναικεία φωνητικά', 'voce feminină', 'voce de femeie', 'kvinnlig sång', 'kvinnlig röst'] },
  male: { words: ['male vocals', 'male voice', 'male', 'man', 'boy', 'voz masculina', 'voz de hombre', 'voix masculine', "voix d'homme", 'männliche stimme', 'männerstimme', 'voce maschile', 'mannenstem', 'zanger', 'suara laki-laki', 'suara pria', 'penyanyi pria', 'erkek sesi', 'erkek vokal', 'पुरुष आवाज़', 'पुरुष आवाज', 'мужской голос', 'мужским голосом', 'мужской вокал', 'певец', 'męski głos', 'głos męski', 'męski wokal', 'wokalista', 'чоловічий голос', 'чоловічим голосом', 'чоловічий вокал', 'співак', 'mužský hlas', 'mužský zpěv', 'mužským hlasem', 'zpěvák', '男性ボーカル', '男性の声', '男声', '男歌手', '남성 보컬', '남성보컬', '남자 목소리', 'giọng nam', 'ca sĩ nam', 'nam ca sĩ', 'ανδρική φωνή', 'αντρική φωνή', 'ανδρικά φωνητικά', 'voce masculină', 'voce de bărbat', 'manlig sång', 'manlig röst'] },
} as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** "90 bpm", "tempo 90", "90bpm"; one outside TEMPO_RANGE ("1 bpm", "9999 bpm") is its nearest end, not ignored. */
function explicitTempo(text: string): number | null {
  const match = /(?<= )(\d{1,6}(?:\.\d+)?) ?(?:bpm|beats per minute)(?= )/.exec(text) ?? /(?<= )(?:tempo|bpm) (?:of )?(\d{1,6}(?:\.\d+)?)(?= )/.exec(text);
  return match ? clamp(Math.round(Number(match[1])), TEMPO_RANGE.min, TEMPO_RANGE.max) : null;
}

/** How a length is written: in English, and as Spanish, French, German and Italian write it ("2 minutos"). */
export const SECOND_UNITS = ['s', 'sec', 'secs', 'second', 'seconds', 'seg', 'segundos', 'secondes', 'sek', 'sekunden', 'secondi', 'seconden', 'detik', 'saniye', 'saniyelik', 'सेकंड', 'сек', 'секунд', 'секунды', 'секунда', 'sekund', 'sekundy', 'sekunda', 'sekúnd', '秒', '초', 'giây', 'δευτερόλεπτα', 'δευτερολέπτων', 'secunde', 'sekunder'];
export const MINUTE_UNITS = ['m', 'min', 'mins', 'minute', 'minutes', 'minuto', 'minutos', 'minuten', 'minuti', 'minuut', 'menit', 'dakika', 'dakikalık', 'मिनट', 'мин', 'минута', 'минуты', 'минут', 'минуту', 'minuta', 'minuty', 'minut', 'minutę', 'minúta', 'minúty', 'minút', '分钟', '分鐘', '分', '분', 'хвилина', 'хвилини', 'хвилин', 'хвилину', 'phút', 'λεπτά', 'λεπτό', 'λεπτών', 'minuter'];
/** Chinese, Japanese and Korean write a length against the words around it ("30秒の歌", "2分钟", "30초짜리"). */
const UNSPACED_SIDE = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const SECONDS = new RegExp(`(?<=[ ${UNSPACED_SIDE}])(\\d{1,3}(?:\\.\\d+)?) ?(?:de )?(?:${SECOND_UNITS.map(accentFreeGreek).join('|')})(?=[ ${UNSPACED_SIDE}])`, 'u');
const MINUTES = new RegExp(`(?<=[ ${UNSPACED_SIDE}])(\\d(?:\\.\\d+)?) ?(?:de )?(?:${MINUTE_UNITS.map(accentFreeGreek).join('|')})(?=[ ${UNSPACED_SIDE}])`, 'u');

/** "30 s", "45 seconds", "2 min", "1.5 minutes", "2 minutos", "short", "long". */
function explicitLength(text: string): number | null {
  const seconds = SECONDS.exec(text);
  if (seconds) return clamp(Number(seconds[1]), LENGTH_RANGE.min, LENGTH_RANGE.max);
  const minutes = MINUTES.exec(text);
  if (minutes) return clamp(Number(minutes[1]) * 60, LENGTH_RANGE.min, LENGTH_RANGE.max);
  if (/(?<= )(?:short|brief|jingle)(?= )/.test(text)) return 30;
  if (/(?<= )(?:long|extended)(?= )/.test(text)) return 150;
  return null;
}

/**
 * Spanish "bajo" and Italian "basso" are a bass after "con", "y", "el", "un" ("e", "il", "col")
 * when no noun phrase follows: "rock con batería y bajo", "con il basso e la batteria"; before
 * an article or a possessive they are "under" ("y bajo la lluvia"), and elsewhere "low".
 */
const BASS_IN_A_LIST = /(?<= (?:con|y|el|un|e|il|col) )(?:bajo|basso)(?= (?!(?:la|el|los|las|lo|un|una|mi|mis|tu|tus|su|sus|nuestro|nuestra|nuestros|nuestras|le|gli|i|mio|mia|tuo|tua|questo|questa|quel|quella|cielo) )\S+| $)/g;

/** Instruments named in the text: family words ("guitar") resolved by genre afterwards. */
function namedInstruments(text: string): { ids: InstrumentId[]; families: (keyof typeof FAMILIES)[]; rest: string } {
  const { matches, rest } = findTerms(withGenreSpellings(normalizeText(text)).replace(BASS_IN_A_LIST, 'bass'), INSTRUMENTS);
  const families = findTerms(rest, FAMILIES);
  return { ids: matches.map((m) => m.id), families: families.matches.map((m) => m.id), rest: families.rest };
}

export interface StyleInput {
  /** Style text: the tags (advance) or the description (simple). */
  text: string;
  negative: string;
  seed: number;
  /**
   * The song's subject (lyric-writer.ts's `topicOf`), whose words are what the song is about: a
   * genre named in it is not the song's ("a song about my house" is not house music).
   */
  subject?: string;
}

export function parseStyle({ text, negative, seed, subject }: StyleInput): Style {
  const rng = streamFor(seed, 'style');
  const normalized = normalizeText(text);
  const negativeText = withGenreSpellings(normalizeText(negative));

  // What the negative tags exclude.
  const excludedInstruments = new Set<InstrumentId>(namedInstruments(negative).ids);
  const negativeFamilies = namedInstruments(negative).families;
  const excludedGenres = new Set(findTerms(negativeText, GENRES_BUT_VARIANTS).matches.map((m) => m.id));
  const excludedMoods = new Set(findTerms(negativeText, MOODS).matches.map((m) => m.id));
  const noDrums = hasAnyWord(negativeText, DRUM_WORDS);
  const noBass = negativeFamilies.includes('bass');
  const vocalsExcluded = hasAnyWord(negativeText, VOCAL_WORDS);
  if (negativeFamilies.includes('guitar')) {
    for (const id of Object.keys(INSTRUMENTS) as InstrumentId[]) if (id.includes('guitar')) excludedInstruments.add(id);
  }

  // Instruments first, so "acoustic guitar" is an instrument and not the folk genre.
  const named = namedInstruments(text);
  const styleText = named.rest;
  const subjectWords = normalizeText(subject ?? '').trim();
  // A subject that is only a genre's name, with no determiner ("about rock and roll", "about
  // jazz"), names the song's genre too; "about my house" and "about my country" do not.
  const onlyAGenre = subjectWords && !findTerms(` ${subjectWords} `, GENRES).rest.trim();
  const genreText = subjectWords && !onlyAGenre ? findTerms(styleText, { subject: { words: [subjectWords] } }).rest : styleText;
  const genres = findTerms(genreText, GENRES).matches.map((m) => m.id).filter((g) => !excludedGenres.has(g));
  const instrumentGenre = named.ids.map((id) => GENRE_OF_INSTRUMENT[id]).find((g) => g && !excludedGenres.has(g));
  const genre: GenreId = genres[0] ?? instrumentGenre ?? DEFAULT_GENRES.find((g) => !excludedGenres.has(g)) ?? 'pop';
  // A style within the genre ("salsa" in latin) plays as the genre does but where it says otherwise.
  const { profile, variant } = variantProfile(genre, genreText, negativeText);
  const moodMatches = findTerms(findTerms(styleText, GENRES).rest, MOODS).matches.map((m) => m.id).filter((m) => !excludedMoods.has(m));
  // A description that names no mood takes its occasion's: a birthday song is happy.
  const occasionMoods = moodMatches.length ? [] : findTerms(styleText, OCCASIONS).matches.map((m) => m.id).filter((m) => !excludedMoods.has(m));
  const moods = (moodMatches.length ? moodMatches : occasionMoods).slice(0, 3);

  // Key: explicit, else the first mood with a mode, else the genre's, else the seed.
  const key = explicitKey(normalized);
  const moodMode = moods.map((m) => (MOODS[m] as { mode?: Mode }).mode).find(Boolean);
  const mode: Mode = key.mode ?? moodMode ?? (profile.mode === 'any' ? rng.pick(['major', 'minor'] as const) : profile.mode);
  // Keys that sit well for voices and the GM instruments.
  const tonic = key.tonic ?? rng.pick(mode === 'major' ? [0, 2, 5, 7, 9, 10] : [9, 4, 2, 7, 0, 11]);

  // Tempo: explicit, else the genre's range nudged by moods and tempo words. A slow mood keeps
  // to the lower half of the range and a lively one to the upper half before its nudge: "calm
  // jazz" drew 134 bpm of jazz's 96–150.
  // The metre draws nothing from the seed: a song in 4/4 is what it was before 3/4 and 6/8 existed.
  const asked = (words: readonly string[]) => hasAnyWord(normalized, words) && !hasAnyWord(negativeText, words);
  const twelveEight = asked(TWELVE_EIGHT_WORDS);
  const blues = asked(BLUES_WORDS);
  const sleighBells = asked([...CHRISTMAS_WORDS, 'sleigh bells', 'jingle bells']);
  const compound = twelveEight || asked(SIX_EIGHT_WORDS);
  const beatsPerBar = twelveEight ? 6 : compound ? 3 : asked(FIVE_FOUR_WORDS) ? 5 : asked(THREE_FOUR_WORDS) ? 3 : 4;

  const explicitBpm = explicitTempo(normalized);
  const moodTempo = moods.reduce((sum, m) => sum + MOODS[m].tempo, 0);
  const tempoWords = findTerms(styleText, TEMPO_WORDS).matches.map((m) => m.id);
  // "Slow" leans like a slow mood, so a slow blues is drawn from jazz's lower half before its
  // ×0.82 (it drew up to 123 quarters a minute, a medium shuffle, from the whole range).
  const lean = Math.sign(moodTempo) + (tempoWords.includes('fast') ? 1 : 0) - (tempoWords.includes('slow') ? 1 : 0);
  const inRange = () => {
    const [low, high] = profile.bpm;
    const drawn = rng.int(low, high);
    return lean < 0 ? low + (drawn - low) / 2 : lean > 0 ? high - (high - drawn) / 2 : drawn;
  };
  let bpm = explicitBpm ?? (profile.strictTempo ? clamp(inRange() + moodTempo, ...profile.bpm) : inRange() + moodTempo);
  if (explicitBpm === null) {
    if (tempoWords.includes('slow')) bpm *= 0.82;
    if (tempoWords.includes('fast')) bpm *= 1.18;
    if (compound && !twelveEight && hasAnyWord(normalized, QUICK_SIX_EIGHT_WORDS)) bpm *= 1.5;
    bpm = clamp(Math.round(bpm), TEMPO_RANGE.min, TEMPO_RANGE.max);
  }

  const energy = clamp(0.55 + moods.reduce((sum, m) => sum + MOODS[m].energy, 0) + (['rock', 'metal', 'edm'].includes(genre) ? 0.15 : 0) - (genre === 'ambient' ? 0.25 : 0), 0.1, 1);
  const register = clamp(moods.reduce((sum, m) => sum + MOODS[m].register, 0), -4, 4);

  const roles = assignRoles(genre, profile, [...named.ids, ...named.families.map((f) => FAMILIES[f].genres[genre] ?? FAMILIES[f].default)], excludedInstruments, noBass, rng.pick.bind(rng));

  const drumsNamed = hasAnyWord(styleText, DRUM_WORDS);
  const drums: DrumStyle = noDrums ? 'none' : profile.drums === 'none' && drumsNamed ? 'folk' : profile.drums;

  const voiceWords = findTerms(normalized, VOICE_WORDS).matches.map((m) => m.id);
  const voice = voiceWords[0] ?? rng.pick(['male', 'female'] as const);

  const targetSeconds = explicitLength(normalized);
  const resolvedKey: Key = { tonic, mode };
  const tags = [
    genre,
    ...(variant ? [variant] : []),
    ...(blues ? ['12-bar blues'] : []),
    ...moods,
    ...Object.values(roles).filter((id, i, all) => all.indexOf(id) === i).map((id) => INSTRUMENTS[id].words[0]),
    `${bpm} bpm`,
    ...(twelveEight ? ['12/8'] : compound ? ['6/8'] : beatsPerBar === 3 ? ['3/4'] : beatsPerBar === 5 ? ['5/4'] : []),
    keyName(resolvedKey),
  ];
  return {
    genre,
    variant,
    sleighBells,
    moods,
    bpm,
    tempoAsked: explicitBpm !== null,
    beatsPerBar,
    compound,
    blues,
    key: resolvedKey,
    roles,
    drums,
    chordStyle: rng.pick(profile.chordStyle),
    bassStyle: rng.pick(profile.bassStyle),
    // Eighths in threes are already long-short: swing would push the middle one out of place.
    swing: compound ? 0.5 : profile.swing,
    extensions: profile.extensions,
    humanize: profile.humanize,
    energy,
    register,
    voice,
    vocalsExcluded,
    noVoiceAsked: asksNoVoice(normalized),
    targetSeconds,
    tags: tags.join(', '),
  };
}

/**
 * Who plays what. Instruments the user named take the first free role they can play;
 * the genre's candidates fill the rest (the seed picks); excluded instruments never play.
 */
function assignRoles(
  genre: GenreId,
  profile: GenreProfile,
  named: InstrumentId[],
  excluded: Set<InstrumentId>,
  noBass: boolean,
  pick: <T>(items: readonly T[]) => T,
): Partial<Record<Role, InstrumentId>> {
  const roles: Partial<Record<Role, InstrumentId>> = {};
  for (const id of named) {
    if (excluded.has(id) || Object.values(roles).includes(id)) continue;
    const role = (INSTRUMENTS[id].roles as readonly Role[]).find((r) => !roles[r] && !(r === 'bass' && noBass));
    if (role) roles[role] = id;
  }
  const fallbacks: Record<Role, InstrumentId[]> = {
    lead: ['synth-lead', 'flute', 'piano', 'violin', 'bells'],
    chords: ['piano', 'acoustic-guitar', 'polysynth', 'strings', 'harp', 'organ'],
    bass: ['finger-bass', 'synth-bass', 'acoustic-bass'],
    pad: [],
  };
  for (const role of ['lead', 'chords', 'bass', 'pad'] as const) {
    if (roles[role] || (role === 'bass' && noBass)) continue;
    const candidates = profile.instruments[role].filter((id) => !excluded.has(id));
    const fallback = fallbacks[role].filter((id) => !excluded.has(id));
    const pool = candidates.length ? candidates : fallback;
    if (pool.length) roles[role] = pick(pool);
  }
  return roles;
}
