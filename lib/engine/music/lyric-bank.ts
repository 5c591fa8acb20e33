import { unmarked } from './cyrillic';

/**
 * The lines the lyric writer sings, by tone. Verses are made of rhyming couplets, choruses are
 * whole (their first and third lines call to the topic, their second and fourth rhyme), and
 * bridges are couplets. `{t}` is the topic as written ("the sea"), `{v}` the topic called to
 * ("Oh sea"); neither opens a line, so no line needs its first letter raised (but in Japanese,
 * which has no capitals: "雨よ、…"). Lines are about
 * eight to eleven syllables, what two bars of 4/4 (or four of 3/4) hold.
 */

export type Tone = 'bright' | 'dark' | 'calm';
export type Couplet = readonly [string, string];
export type Chorus = readonly [string, string, string, string];

/** One language's lines, and how its calls to the topic read ("Oh sea", "Oh lluvia", "Oh kalter Regen"). */
export interface LyricBank {
  verses: Record<Tone, readonly Couplet[]>;
  choruses: Record<Tone, readonly Chorus[]>;
  bridges: Record<Tone, readonly Couplet[]>;
  topics: Record<Tone, readonly string[]>;
  /** The topic as `{v}` calls to it. */
  call: (topic: string) => string;
  /** The topic as a title names it, where that is not as the description writes it (a case a preposition left: "o zimie" → "Zima"). */
  named?: (topic: string) => string;
  /** Whether verses may set this topic as `{t}` (an Italian noun needs its article); else they only call to it. */
  takesTopic?: (topic: string) => boolean;
  /** A line as sung, where the bank shows it otherwise (Japanese kanji, sung from their reading). */
  sing?: (line: string) => string;
}

type BankLines = Pick<LyricBank, 'verses' | 'choruses' | 'bridges'>;

/** A bank's verses, choruses and bridges, each line as `as` gives it. */
export function mapBankLines(lines: BankLines, as: (line: string) => string): BankLines {
  const each = <T extends readonly string[]>(sets: Record<Tone, readonly T[]>) =>
    Object.fromEntries(Object.entries(sets).map(([tone, set]) => [tone, set.map((group) => group.map(as))])) as unknown as Record<Tone, readonly T[]>;
  return { verses: each(lines.verses), choruses: each(lines.choruses), bridges: each(lines.bridges) };
}

/** Every line of a bank's verses, choruses and bridges, in order. */
export const bankLines = (lines: BankLines): string[] => [lines.verses, lines.choruses, lines.bridges].flatMap((part) => Object.values(part).flat(2) as string[]);

/**
 * A bank written with its stresses marked, where the spelling does not show them (the Russian and
 * Ukrainian ones): every line as written, for learning the stresses from, and the verses,
 * choruses and bridges as they are sung and shown, without the marks.
 */
export function markedLines(written: BankLines): { lines: readonly string[]; sung: BankLines } {
  return { lines: bankLines(written), sung: mapBankLines(written, unmarked) };
}

/** A word as written, its first letter raised again if it was ("Warszawie" → "Warszawo", "Україну" → "Україна"). */
export function likeWritten(written: string, word: string): string {
  return written[0] === written[0]!.toLowerCase() ? word : word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A topic whose last word is a subject `subjects` knows (by a form a preposition leaves it in),
 * that subject as `formOf` gives it and each word before it as `before` gives it (a possessive or
 * an adjective in the same case; none for a word whose form cannot be told): "o zimnej zimie" →
 * "zimna zimo". Undefined for a subject not known.
 */
export function subjectInForm<S>(topic: string, subjects: ReadonlyMap<string, S>, formOf: (subject: S) => string, before: (word: string, subject: S) => string | undefined): string | undefined {
  const words = topic.split(' ');
  const last = words.at(-1)!;
  const subject = subjects.get(last.toLowerCase());
  if (subject === undefined) return undefined;
  const leading = words.slice(0, -1).flatMap((word) => before(word, subject) ?? []);
  return [...leading, likeWritten(last, formOf(subject))].join(' ');
}

/**
 * The Slavic "for" ("для моего соседа", "dla mojego sąsiada", "pro mého souseda"): a possessive
 * whose form says the case and gender of the noun after it, by that gender and the possessive's
 * nominative.
 */
export type PossessivesOfFor<K extends string = 'masculine' | 'feminine'> = Record<string, { kind: K; nominative: string }>;
/** A noun not listed, named and called from the form the possessive's `kind` says it is in; undefined where its ending does not tell. */
export type UnlistedNoun<K extends string = 'masculine' | 'feminine'> = (noun: string, kind: K) => { nominative: string; vocative: string } | undefined;

/**
 * A topic of a possessive and a noun the bank does not list ("моего соседа"), named or called by
 * the noun's ending in the case the possessive says: "мой сосед" (it was called "О мой соседа").
 * Undefined for any other topic: with more words, an adjective's ending would have to be guessed too.
 */
export function possessiveAndNoun<K extends string>(topic: string, possessives: PossessivesOfFor<K>, unlisted: UnlistedNoun<K>, form: 'nominative' | 'vocative'): string | undefined {
  const [possessive, noun, ...more] = topic.split(' ');
  if (!possessive || !noun || more.length) return undefined;
  const owner = possessives[possessive.toLowerCase()];
  const forms = owner && unlisted(noun.toLowerCase(), owner.kind);
  if (!owner || !forms) return undefined;
  return `${likeWritten(possessive, owner.nominative)} ${likeWritten(noun, forms[form])}`;
}

/** A subject of a West Slavic bank (Polish, Czech): the forms "o" leaves it in, what a call and a title say, and its gender. */
export interface GenderedSubject {
  nominative: string;
  locatives: readonly string[];
  vocative: string;
  gender: 'feminine' | 'masculine' | 'neuter' | 'plural';
}

const GENDER_LETTERS = { f: 'feminine', m: 'masculine', n: 'neuter', p: 'plural' } as const;

/**
 * Subjects written "nominative locative vocative gender", joined by "|"; several locatives joined
 * by "/" ("psovi/psu"), the gender a letter (f, m, n, p for plural), and no vocative where the
 * language calls in the nominative (Slovak). Looked up by the nominative or a locative, the first
 * subject listed winning a form two share.
 */
export function genderedSubjects(list: string): ReadonlyMap<string, GenderedSubject> {
  const byForm = new Map<string, GenderedSubject>();
  for (const entry of list.split('|')) {
    const fields = entry.split(' ');
    const [nominative, locatives] = fields as [string, string];
    const gender = fields.at(-1) as keyof typeof GENDER_LETTERS;
    const vocative = fields.length === 4 ? fields[2]! : nominative;
    const subject = { nominative, locatives: locatives.split('/'), vocative, gender: GENDER_LETTERS[gender] };
    for (const form of [nominative, ...subject.locatives]) if (!byForm.has(form)) byForm.set(form, subject);
  }
  return byForm;
}

/**
 * What a word before a gendered subject becomes in the subject's nominative or vocative (which
 * agree alike in these languages): a listed possessive ("mojej" → "moja"), else an adjective by
 * its locative ending ("zimnej" → "zimna"); undefined, so left out, for a word in `dropped` (a
 * demonstrative) or one whose form cannot be told.
 */
export function agreeingWord(
  possessives: Record<string, Partial<Record<GenderedSubject['gender'], string>>>,
  endings: Partial<Record<GenderedSubject['gender'], [RegExp, string][]>>,
  dropped: ReadonlySet<string> = new Set(),
): (word: string, subject: GenderedSubject) => string | undefined {
  return (word, subject) => {
    const lower = word.toLowerCase();
    if (dropped.has(lower)) return undefined;
    const possessive = possessives[lower]?.[subject.gender];
    if (possessive) return likeWritten(word, possessive);
    const ending = endings[subject.gender]?.find(([pattern]) => pattern.test(word));
    return ending && word.replace(ending[0], ending[1]);
  };
}

/** A call that drops a leading article and leaves the rest as written ("the sea" → "sea"). */
export function withoutArticle(articles: RegExp): (topic: string) => string {
  return (topic) => topic.replace(articles, '');
}

export const VERSE_COUPLETS: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Morning breaks and I can see {t}', 'Everything is where it ought to be'],
    ['Sunlight dancing on the window pane', "Washing off the last of yesterday's rain"],
    ['Hearts are open, nothing in the way', 'Turn it up and let the moment stay'],
    ['We were running, laughing in the street', 'Every echo moving to the beat'],
    ['All my friends are singing out tonight', 'Counting stars until the morning light'],
    ['Thinking of {t}, I feel alive', 'Windows down and nowhere else to drive'],
    ['Golden hours falling on the town', 'Nothing in the world can bring us down'],
    ['Dancing in the kitchen after nine', 'Every little thing is turning fine'],
    ['Took the long way home to feel the breeze', 'Summer in the rustle of the trees'],
    ['Tell me all about {t} one more time', 'Every little moment feels like mine'],
  ],
  dark: [
    ['Every night I dream of {t} again', 'Waking up to silence and the rain'],
    ['Shadows falling where you used to be', 'Nothing left but what I cannot see'],
    ['Holding on to what I cannot keep', 'Counting all the hours I cannot sleep'],
    ['Rain is writing letters on the glass', 'Waiting for the longest night to pass'],
    ['Empty streets are all I ever know', 'Footsteps in the dark and nowhere to go'],
    ['Quiet voices echo down the hall', 'Pictures turning grey upon the wall'],
    ['Everything about {t} feels cold', 'Every story that we never told'],
    ['Candles burning low beside the bed', "Every word I wish I'd never said"],
    ['Every clock is ticking far too slow', 'Every song reminds me I should go'],
    ['Thinking of {t} in the grey', 'Wishing I had found the words to stay'],
  ],
  calm: [
    ['Drifting slowly, {t} on my mind', 'Leaving all the busy world behind'],
    ['Soft and easy like the evening tide', 'Nothing left to carry, nothing left to hide'],
    ['Close your eyes and let the hours go', 'Breathing with the river, soft and slow'],
    ['Gentle colours fading into blue', 'Every little cloud is passing through'],
    ['Nothing here but you and me and time', 'Quiet as a half-remembered rhyme'],
    ['Listen to the wind between the trees', 'Every thought is floating on the breeze'],
    ['Quiet mornings, coffee, falling rain', 'Slowly I am coming home again'],
    ['Here with {t}, everything is still', 'Sunlight resting on the windowsill'],
    ['Watching how the lazy rivers flow', 'Letting all the heavy feelings go'],
    ['Dreaming of {t} in the shade', 'Listening to the songs the crickets made'],
  ],
};

export const CHORUSES: Record<Tone, readonly Chorus[]> = {
  bright: [
    ['Oh {v}, light me up again', 'Sing it loud, sing it out', 'Oh {v}, never let it end', "This is what we're singing about"],
    ['Oh {v}, take me higher', 'Hold me close and feel the sound', 'Oh {v}, set the night on fire', 'We are dancing off the ground'],
    ['Oh {v}, shine on me', 'We are shining like the sun', 'Oh {v}, we are free', 'Every heart is beating as one'],
  ],
  dark: [
    ['Oh {v}, where did you go', 'I am falling through the night', 'Oh {v}, let me go', 'Nothing left but fading light'],
    ["Oh {v}, I can't let go", 'Say my name, I am still here', 'Oh {v}, the rivers flow', 'Carry every silent tear'],
    ["Oh {v}, it's over now", 'Nothing left but the sound of rain', 'Oh {v}, tell me how', 'I will ever feel again'],
  ],
  calm: [
    ['Oh {v}, stay a while', 'Let it carry us away', 'Oh {v}, one more smile', 'Floating on a summer day'],
    ['Oh {v}, here we are', 'Breathe in, breathe out, slow', 'Oh {v}, like a distant star', 'Shining soft and low'],
    ['Oh {v}, hold me near', 'Floating on a summer breeze', 'Oh {v}, the sky is clear', 'Swaying with the trees'],
  ],
};

export const BRIDGE_COUPLETS: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['And if the world should turn around', 'We will keep our feet upon the ground'],
    ['Take my hand and hold on tight', 'We are running into the light'],
    ['One more time before we go', 'Let the whole wide world hear and know'],
  ],
  dark: [
    ['And if the world should fall apart', 'I would keep you in my heart'],
    ['One more time before I go', 'There is something you should know'],
    ['Maybe in another life', 'We would find a way to make it right'],
  ],
  calm: [
    ['And when the evening settles in', 'We can let the night begin'],
    ['Take my hand, the day is done', 'Watch the setting of the sun'],
    ['Nowhere else we need to be', 'Only you and only me'],
  ],
};

/** A topic for a description that names none. */
export const DEFAULT_TOPICS: Record<Tone, readonly string[]> = {
  bright: ['summer days', 'the open road', 'golden light', 'this feeling'],
  dark: ['the empty room', 'fading lights', 'the last goodbye', 'cold rain'],
  calm: ['the quiet night', 'drifting clouds', 'slow mornings', 'the ocean'],
};

export const ENGLISH_BANK: LyricBank = {
  verses: VERSE_COUPLETS,
  choruses: CHORUSES,
  bridges: BRIDGE_COUPLETS,
  topics: DEFAULT_TOPICS,
  call: withoutArticle(/^(?:the|a|an) /),
};
