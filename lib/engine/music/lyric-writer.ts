import { GENRES } from './genres';
import { INSTRUMENTS } from './instruments';
import type { SectionKind } from './lyrics';
import { MOODS, type MoodId } from './moods';
import { streamFor } from './random';
import { findTerms, normalizeText } from './text';

/**
 * Lyrics for a simple generation that should be sung: the prompt is a description, not
 * lyrics, so the engine writes verses and a chorus around the prompt's topic from a small
 * bank of lines. Modest poetry, but sung, in time and on the melody.
 */

const FILLER = new Set(
  'a an the song songs track tune music about of for with and or in on to my me some that this is it its by from like style vibe vibes feeling feel make makes made please create write generate sung sing singing vocals voice instrumental beat beats bpm key major minor tempo slow fast short long very really'.split(' '),
);

const LENGTH_TEMPO_METRE = /(?<= )\d+(?: \d+)? ?(?:s|secs?|seconds?|mins?|minutes?|bpm|time)?(?= )/g;

/** Words that may open the subject and are kept with it: "about my dog", "about the sea". */
const DETERMINERS = new Set('the a an my your our his her their this that'.split(' '));

/**
 * The subject of a description: what follows "about" (or "of", "for"), else the words that
 * are not style, with the determiner the user put before it ("the sea", "my dog"). A subject
 * that is also a style word ("a rock song about love") is still the subject.
 */
export function topicOf(prompt: string): string {
  const about = /\b(?:about|of|for)\s+([^,.;!?]+)/i.exec(prompt);
  // Lengths, tempi and metres are not subjects: "30 s", "2 min", "90 bpm", "12/8", "6/8 time".
  const source = normalizeText(about ? about[1]! : prompt).replace(LENGTH_TEMPO_METRE, ' ');
  const meaningful = (text: string) => text.split(' ').filter((w) => w && !FILLER.has(w) && !/^\d/.test(w) && /^[\p{L}'-]+$/u.test(w));
  let rest = findTerms(source, INSTRUMENTS).rest;
  rest = findTerms(rest, GENRES).rest;
  rest = findTerms(rest, MOODS).rest;
  let words = meaningful(rest);
  if (!words.length && about) words = meaningful(source);
  words = words.slice(0, 4);
  if (!words.length) return '';
  const opening = source.trim().split(' ')[0]!;
  return about && DETERMINERS.has(opening) ? `${opening} ${words.join(' ')}` : words.join(' ');
}

/** A song's title from its subject: "an empty room" is titled "Empty Room", "the sea" "The Sea". */
export function titleOf(topic: string): string {
  return titleCase(topic.replace(/^an? /, ''));
}

function titleCase(text: string): string {
  return text.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

const BRIGHT_MOODS: MoodId[] = ['happy', 'uplifting', 'energetic', 'romantic'];
const DARK_MOODS: MoodId[] = ['sad', 'melancholic', 'dark', 'angry'];

const DEFAULT_TOPICS = {
  bright: ['summer days', 'the open road', 'golden light', 'this feeling'],
  dark: ['the empty room', 'fading lights', 'the last goodbye', 'cold rain'],
  calm: ['the quiet night', 'drifting clouds', 'slow mornings', 'the ocean'],
};

const VERSE_LINES = {
  bright: [
    'Morning breaks and I can see {t}',
    'Every step is lighter now with {t}',
    'Sunlight dancing on the window pane',
    'We were running, laughing in the street',
    'Hearts are open, nothing in the way',
    'Turn it up and let the moment stay',
    'All my friends are singing out tonight',
    'Counting stars until the morning light',
  ],
  dark: [
    'I keep thinking about {t}',
    'Shadows falling where you used to be',
    'Every night I hear the silence grow',
    'Rain is writing letters on the glass',
    'Holding on to what I cannot keep',
    'Empty streets are all I ever see',
    'Quiet voices echo down the hall',
    'I still wander back to {t}',
  ],
  calm: [
    'Drifting slowly into {t}',
    'Soft and easy like the evening tide',
    'Close your eyes and let the hours go',
    'Gentle colours fading into blue',
    'Nothing here but you and me and time',
    'Listen to the wind between the trees',
    'Quiet mornings, coffee, falling rain',
    'Everything is slower here with {t}',
  ],
};

const CHORUS_LINES = {
  bright: ['Oh {v}, light me up again', 'Sing it loud, sing it out', 'We are shining like the sun', 'Oh {v}, never let it end', 'Hold me close and feel the sound'],
  dark: ['Oh {v}, where did you go', 'I am falling through the night', 'Say my name, I am still here', 'Oh {v}, let me go', 'Nothing left but the sound of rain'],
  calm: ['Oh {v}, stay a while', 'Let it carry us away', 'Breathe in, breathe out, slow', 'Oh {v}, here we are', 'Floating on a summer breeze'],
};

const BRIDGE_LINES = ['And if the world should turn around', 'I will still be here for you', 'One more time before we go', 'Take my hand and hold on tight'];

export interface WrittenLyrics {
  topic: string;
  text: string;
}

/**
 * Lyrics with one labelled section per entry of `plan`, each with `lines` lines. Repeated
 * choruses repeat their words, as choruses do.
 */
export function writeLyrics(prompt: string, moods: MoodId[], seed: number, plan: { kind: SectionKind; lines: number }[]): WrittenLyrics {
  const rng = streamFor(seed, 'lyrics');
  const tone = moods.some((m) => DARK_MOODS.includes(m)) ? 'dark' : moods.some((m) => BRIGHT_MOODS.includes(m)) ? 'bright' : moods.length ? 'calm' : rng.pick(['bright', 'calm'] as const);
  const topic = topicOf(prompt) || rng.pick(DEFAULT_TOPICS[tone]);
  // {t} takes the subject as written; {v} calls to it, without an article: "Oh sea", "Oh my dog".
  const fill = (line: string) => line.replace('{t}', topic).replace('{v}', topic.replace(/^(?:the|a|an) /, ''));
  const named = (line: string) => /\{[tv]\}/.test(line);

  const verses = [...VERSE_LINES[tone]];
  const takeVerseLine = () => {
    if (!verses.length) verses.push(...VERSE_LINES[tone]);
    return fill(verses.splice(rng.int(0, verses.length - 1), 1)[0]!);
  };
  const chorusPool = [...CHORUS_LINES[tone]];
  const chorus = Array.from({ length: 4 }, (_, i) => fill(i === 0 || i === 2 ? chorusPool.filter(named)[i === 0 ? 0 : 1]! : chorusPool.filter((l) => !named(l))[rng.int(0, 2)]!));

  const counts: Partial<Record<SectionKind, number>> = {};
  const blocks = plan.map(({ kind, lines }) => {
    counts[kind] = (counts[kind] ?? 0) + 1;
    const label = kind === 'prechorus' ? 'Pre-Chorus' : titleCase(kind) + (kind === 'verse' ? ` ${counts[kind]}` : '');
    let body: string[] = [];
    if (kind === 'chorus') body = Array.from({ length: lines }, (_, i) => chorus[i % chorus.length]!);
    else if (kind === 'bridge') body = Array.from({ length: lines }, (_, i) => BRIDGE_LINES[i % BRIDGE_LINES.length]!);
    else body = Array.from({ length: lines }, takeVerseLine);
    return [`[${label}]`, ...body].join('\n');
  });
  return { topic, text: blocks.join('\n\n') };
}
