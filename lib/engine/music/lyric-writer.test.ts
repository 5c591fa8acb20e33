import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { composeSong } from './compose';
import { BRIDGE_COUPLETS, CHORUSES, VERSE_COUPLETS, type LyricBank } from './lyric-bank';
import { SPANISH_BANK } from './lyric-bank-es';
import { FRENCH_BANK } from './lyric-bank-fr';
import { GERMAN_BANK } from './lyric-bank-de';
import { ITALIAN_BANK } from './lyric-bank-it';
import { PORTUGUESE_BANK } from './lyric-bank-pt';
import { DUTCH_BANK } from './lyric-bank-nl';
import { INDONESIAN_BANK } from './lyric-bank-id';
import { VIETNAMESE_BANK } from './lyric-bank-vi';
import { GREEK_BANK } from './lyric-bank-el';
import { ROMANIAN_BANK } from './lyric-bank-ro';
import { SWEDISH_BANK } from './lyric-bank-sv';
import { TURKISH_BANK } from './lyric-bank-tr';
import { HINDI_BANK } from './lyric-bank-hi';
import { RUSSIAN_BANK, RUSSIAN_MARKED_LINES } from './lyric-bank-ru';
import { POLISH_BANK } from './lyric-bank-pl';
import { UKRAINIAN_BANK, UKRAINIAN_MARKED_LINES } from './lyric-bank-uk';
import { CZECH_BANK } from './lyric-bank-cs';
import { SLOVAK_BANK } from './lyric-bank-sk';
import { JAPANESE_BANK, JAPANESE_SUNG_LINES } from './lyric-bank-ja';
import { CHINESE_BANK, chineseTraditionalBank } from './lyric-bank-zh';
import { inSimplified, writtenInTraditional } from './chinese-script';
import { KOREAN_BANK, koreanVocative } from './lyric-bank-ko';
import { cyrillicSyllables, markedStresses, unmarked } from './cyrillic';
import { nucleiOf } from './syllable-rules';
import { titleOf, topicOf, writeLyrics } from './lyric-writer';
import { longVowelOf, parseLyrics, syllablesOf, wordsOf } from './lyrics';

const simple = (prompt: string, seed = 1, language?: string) => composeSong({ mode: 'simple', prompt, title: '', tags: '', negativeTags: '', instrumental: false, seed, language });

const linesOf = (bank: LyricBank) => [...Object.values(bank.verses), ...Object.values(bank.choruses), ...Object.values(bank.bridges)].flat(2) as string[];

/** Every line of `lyrics` is a line of `bank`, its topic filled in by `fill`. */
function expectSungFrom(lyrics: string, bank: LyricBank, fill: (line: string) => string) {
  const sung = parseLyrics(lyrics).flatMap((section) => section.lines);
  expect(sung.length).toBeGreaterThan(4);
  for (const line of sung) expect(linesOf(bank).map(fill), line).toContain(line);
}

/** A description in `language` gets its bank's lines, titled and calling to its topic as given. */
function expectSongIn(language: string, prompt: string, seed: number, bank: LyricBank, { title, topic, call }: { title: string; topic: string; call: string }) {
  const song = simple(prompt, seed, language);
  expect(song.language).toBe(language);
  expect(song.title).toBe(title);
  const called = call.split(' ').slice(1).join(' ');
  expectSungFrom(song.lyrics, bank, (line) => line.replace('{t}', topic).replace('{v}', called));
  expect(song.lyrics).toContain(`${call},`);
}

/** A song asked in `language` to be sad and a minute long: in that language, titled `title`, sad, 50 to 70 s. */
function expectSadMinute(prompt: string, language: string, title: string) {
  const song = simple(prompt, 2, language);
  expect(song).toMatchObject({ language, title });
  expect(song.style.moods).toContain('sad');
  expect(song.durationSeconds).toBeGreaterThan(50);
  expect(song.durationSeconds).toBeLessThan(70);
  return song;
}

/**
 * The last word of a sung line from its stressed vowel on, by `language`'s rules (the singer's):
 * where a rhyme starts ("ver-GES-sen" → "essen"); an elided article before it is set aside.
 */
function stressedEnding(line: string, language: string): string {
  const syllables = syllablesOf(line, language);
  const last = syllables.filter((s) => s.wordIndex === syllables.at(-1)!.wordIndex);
  const stressed = Math.max(0, last.findIndex((s) => s.stressed));
  const word = last[0]!.word.toLowerCase().replace(/^\p{L}+'/u, '');
  const nuclei = nucleiOf(word.replace(/[^\p{L}]/gu, ''), language);
  const from = nuclei.slice(0, stressed).reduce((at, nucleus) => word.indexOf(nucleus, at) + nucleus.length, 0);
  return word.slice(word.indexOf(nuclei[stressed]!, from));
}

/**
 * A Czech or Slovak rhyme: the last word from its second-last vowel on (its only one in a word of
 * one syllable), as heard: a long vowel as its short one, y as i, ě and ä as e, ô as uo, a last
 * voiced consonant unvoiced ("tmách" with "strach").
 */
function westSlavicRhyme(line: string, language: 'cs' | 'sk'): string {
  const heard: Record<string, string> = { á: 'a', é: 'e', ě: 'e', ä: 'e', í: 'i', ý: 'i', y: 'i', ó: 'o', ô: 'uo', ú: 'u', ů: 'u', z: 's', d: 't', b: 'p', v: 'f', ž: 'š', h: 'ch', ď: 'ť', g: 'k' };
  const word = line.toLowerCase().match(/\p{L}+/gu)!.at(-1)!;
  const nuclei = nucleiOf(word, language);
  const rhymed = Math.max(0, nuclei.length - 2);
  const from = nuclei.slice(0, rhymed).reduce((at, nucleus) => word.indexOf(nucleus, at) + nucleus.length, 0);
  return word.slice(word.indexOf(nuclei[rhymed]!, from)).replace(/[áéěäíýyóôúů]|(?<!c)h$|[zdbvžďg]$/gu, (letter) => heard[letter]!);
}

/**
 * The rhyme of each of `characters` as eSpeak's pinyin voice reads it (its `-x` phonemes): the
 * final after the stress mark without its tone, the glide before a vowel set aside, and the
 * finals Chinese lyrics rhyme together taken as one ("tiān" and "jiàn", "qióng" and "tíng").
 */
/** How eSpeak's Mandarin voice reads each of `texts` (one line of phonemes each; a comma would end one). */
function mandarinReadings(texts: readonly string[]): string[] {
  const input = texts.map((text) => text.replaceAll('，', ' ')).join('\n');
  const output = execFileSync('espeak-ng', ['-q', '-x', '-v', 'cmn-latn-pinyin'], { input: `${input}\n` }).toString('utf8');
  const lines = output.split('\n').filter((line) => line.trim());
  expect(lines).toHaveLength(texts.length);
  return lines;
}

function mandarinRhymes(characters: readonly string[]): Map<string, string> {
  const lines = mandarinReadings(characters);
  const kinds: Record<string, string> = { aN: 'ang', AN: 'ang', En: 'an', an: 'an', '&n': 'an', in: 'en', '@n': 'en', iN: 'eng', '@N': 'eng', ong: 'eng', uN: 'eng', y: 'i', i: 'i', E: 'ie', o: 'o', A: 'a', a: 'a', Au: 'ao', ou: 'ou', ei: 'ei', ai: 'ai', u: 'u' };
  return new Map(
    characters.map((character, at) => {
      const final = lines[at]!.trim().split("'").at(-1)!.replace(/[0-9_|-]/g, '').replace(/^[iuy](?=[aAeEiou@&y])/, '');
      return [character, kinds[final] ?? `unknown: ${final}`];
    }),
  );
}

/**
 * A bank's lines hold 5 to 12 syllables in `language`, none opens on the topic (but in caseless Japanese, Chinese and Korean, and Vietnamese, Greek and Romanian) or has a
 * `forbidden` form, none is written twice, and its 48 couplets and choruses' second and fourth
 * lines rhyme by `rhyme`.
 */
function expectBankSingsAndRhymes(bank: LyricBank, language: string, fill: (line: string) => string, rhyme: (line: string) => string | undefined, forbidden: RegExp) {
  const lines = linesOf(bank);
  for (const line of lines) {
    const count = syllablesOf(fill(line), language).length;
    expect(count, line).toBeGreaterThanOrEqual(5);
    expect(count, line).toBeLessThanOrEqual(12);
    // Japanese, Chinese and Korean have no capitals to raise: their calls open on the topic ("雨よ、…", "雨啊，…", "비야, …");
    // Vietnamese, Greek and Romanian call with the topic first ("Mưa ơi, …", "Βροχή μου, …", "Ploaie, …"), their calls raising the first letter.
    if (!['ja', 'zh', 'ko', 'vi', 'el', 'ro'].includes(language)) expect(line, line).not.toMatch(/^\{/);
    expect(line, line).not.toMatch(forbidden);
  }
  const pairs = [...Object.values(bank.verses), ...Object.values(bank.bridges)].flat().map(([a, b]) => [a, b] as const);
  pairs.push(...Object.values(bank.choruses).flat().map((chorus) => [chorus[1], chorus[3]] as const));
  expect(pairs.length).toBe(48);
  for (const [a, b] of pairs) expect(rhyme(a), `${a} / ${b}`).toBe(rhyme(b));
  expect(new Set(lines).size).toBe(lines.length);
}

/**
 * Lines written with their stresses marked (the Russian and Ukrainian banks): every word of more
 * than one syllable has one (or ё), no word is marked two ways (a word has one stress where it is
 * learned), and none reaches the singer with its mark.
 */
function expectStressesMarked(marked: readonly string[], bank: LyricBank) {
  const stresses = new Map<string, Set<number>>();
  for (const line of marked) {
    for (const written of line.toLowerCase().match(/[\p{L}\u0301]+/gu)!) {
      const word = unmarked(written);
      if (cyrillicSyllables(word) < 2) continue;
      const stress = markedStresses([written]).get(word);
      expect(stress, `${word} in ${line}`).toBeDefined();
      stresses.set(word, (stresses.get(word) ?? new Set()).add(stress!));
    }
  }
  for (const [word, ways] of stresses) expect(ways.size, word).toBe(1);
  expect(linesOf(bank).join(' ')).not.toMatch(/\u0301/);
}

/** The last word of a sung line in Cyrillic from its stressed vowel on, as heard: я, ю, є, ї and ё as а, у, е, і and о. */
function cyrillicRhyme(line: string, language: string): string {
  const syllables = syllablesOf(line, language);
  const last = syllables.filter((s) => s.wordIndex === syllables.at(-1)!.wordIndex);
  const stressed = Math.max(0, last.findIndex((s) => s.stressed));
  const word = last[0]!.word.toLowerCase().split(' ').at(-1)!;
  const vowels = [...word.matchAll(/[аеєёиіїоуыэюя]/gu)];
  const heard: Record<string, string> = { я: 'а', ю: 'у', є: 'е', ї: 'і', ё: 'о' };
  return word.slice(vowels[stressed]!.index).replace(/[яюєїё]/gu, (vowel) => heard[vowel]!);
}

/** How `bank` calls to a topic and titles it: [call, title]. */
const formsIn = (bank: LyricBank, language: string) => (topic: string) => [bank.call(topic), titleOf(topic, language)];

describe('the lyric writer', () => {
  it('takes the subject after "about", with the determiner written before it', () => {
    expect(topicOf('A lively irish jig about the sea')).toBe('the sea');
    expect(topicOf('energetic edm track about my dog, 1 min')).toBe('my dog');
    expect(topicOf('Sad piano ballad about an empty room')).toBe('an empty room');
    expect(topicOf('a happy pop song about summer nights, 45 s')).toBe('summer nights');
    // Style words after "about" are still dropped while a subject remains.
    expect(topicOf('a song about happy summer days with piano')).toBe('summer days');
  });

  it('takes the subject of a description in Spanish, French, German or Italian, accents and all', () => {
    expect(topicOf('Una canción triste sobre la lluvia')).toBe('la lluvia');
    expect(topicOf('Une chanson joyeuse sur la mer, 1 min')).toBe('la mer');
    expect(topicOf('Una canzone sulla pioggia')).toBe('la pioggia');
    // Written as the description writes it: German nouns keep their capital, names theirs.
    expect(topicOf('Ein trauriges Lied über den Regen')).toBe('den Regen');
    expect(topicOf('a happy pop song about New York')).toBe('New York');
    expect(topicOf('Summer nights, a happy pop song')).toBe('summer nights');
    expect(simple('Ein trauriges Lied über den Regen').title).toBe('Regen');
    expect(simple('Una canción triste sobre la lluvia').title).toBe('La Lluvia');
    // "Para" introduces it as "for" does; the description's own words, letters whole (was "Canci N").
    expect(topicOf('Canción de cuna para la luna')).toBe('la luna');
    expect(simple('Café olé').title).toBe('Café Olé');
    // Style words of those languages are style, not subject; lengths written in them are lengths.
    expect(topicOf('Chanson joyeuse et rapide, 45 secondes')).toBe('');
    expect(topicOf('Una canción triste y lenta sobre la lluvia, 2 minutos')).toBe('la lluvia');
    // Instruments, drums and genres named in those languages are style too; "bajo" (bass or under) is not a subject.
    expect(topicOf('Ein ruhiges Lied mit Klavier und Geige')).toBe('');
    expect(topicOf('Musica classica con violino e arpa')).toBe('');
    expect(topicOf('Una canción de rock con batería y bajo')).toBe('');
    expect(topicOf('a sad guitar song')).toBe('');
    // A determiner opens the subject once.
    expect(topicOf('a love song about your eyes')).toBe('your eyes');
  });

  it('does not take a length, tempo, metre or key for the subject', () => {
    expect(topicOf('sad song in D minor')).toBe('');
    expect(topicOf('Una balada en la menor sobre el mar')).toBe('el mar');
    expect(topicOf('ein Lied in d-Moll')).toBe('');
    // "Soul" is a genre (funk's): the subject was "soul".
    expect(topicOf('soul ballad in 12/8, 30 s')).toBe('');
    expect(topicOf('edm 128 bpm about summer 2 min')).toBe('summer');
    expect(topicOf('A gentle jazz waltz in 3/4 time about autumn leaves, 2 min')).toBe('autumn leaves');
    expect(topicOf('a jig in 6/8 time, 45 seconds')).toBe('');
  });

  it('keeps a subject that is also a style word: a song about love is about love', () => {
    expect(topicOf('a rock song about love')).toBe('love');
    const song = simple('a rock song about love, 1 min');
    expect(song.title).toBe('Love');
    expect(song.lyrics).toContain('Oh love,');
  });

  it('calls to the subject without its article, and names it with it elsewhere', () => {
    const song = simple('A lively irish jig about the sea, 1 min');
    expect(song.title).toBe('The Sea');
    expect(song.lyrics).toContain('Oh sea,');
    expect(song.lyrics).not.toMatch(/Oh the sea|with sea\b|see sea\b/);
    expect(simple('edm track about my dog, 1 min').lyrics).toContain('Oh my dog,');
    expect(titleOf('an empty room')).toBe('Empty Room');
  });

  it('writes verses of rhyming couplets, a different order for each seed, none sung twice', () => {
    const fill = (line: string) => line.replace('{t}', 'summer nights').replace('{v}', 'summer nights');
    const couplets = new Map(VERSE_COUPLETS.bright.map(([a, b]) => [fill(a), fill(b)]));
    const firstVerses = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5]) {
      const song = simple('A happy pop song about summer nights, 2 min', seed);
      const verses = parseLyrics(song.lyrics).filter((section) => section.kind === 'verse');
      expect(verses.length, `seed ${seed}`).toBeGreaterThan(1);
      // Each verse opens a couplet, and each line of a pair is followed by its partner.
      for (const verse of verses) for (let i = 0; i + 1 < verse.lines.length; i += 2) expect(couplets.get(verse.lines[i]!), verse.lines[i]).toBe(verse.lines[i + 1]);
      // (An odd verse's last line echoes the one before it: see below.)
      const sung = verses.flatMap((verse) => verse.lines.slice(0, verse.lines.length - (verse.lines.length % 2)));
      expect(new Set(sung).size).toBe(sung.length);
      firstVerses.add(verses[0]!.lines.join(' / '));
    }
    expect(firstVerses.size).toBeGreaterThanOrEqual(4);
  });

  it('ends a verse of an odd number of lines on its last rhyme again, never on a line that rhymes with nothing', () => {
    const fill = (line: string) => line.replace('{t}', 'the sea').replace('{v}', 'sea');
    const partners = new Map(VERSE_COUPLETS.calm.map(([a, b]) => [fill(a), fill(b)]));
    const plan = [{ kind: 'verse' as const, lines: 3 }, { kind: 'verse' as const, lines: 5 }, { kind: 'verse' as const, lines: 1 }];
    for (const seed of [1, 2, 3]) {
      const verses = parseLyrics(writeLyrics('a calm song about the sea', ['calm'], seed, plan).text).filter((section) => section.kind === 'verse');
      expect(verses.map((verse) => verse.lines.length)).toEqual([3, 5, 1]);
      for (const verse of verses.slice(0, 2)) {
        const [last, beforeLast, third] = [verse.lines.at(-1)!, verse.lines.at(-2)!, verse.lines.at(-3)!];
        expect(last, `seed ${seed}`).toBe(beforeLast);
        expect(partners.get(third)).toBe(beforeLast);
      }
      // A verse of one line sings a couplet's first line, not its answer.
      expect(partners.has(verses[2]!.lines[0]!)).toBe(true);
    }
    // A blues with two lines' room (a short one, in pairs of bars) sings a couplet plainly, not A, A.
    const [short] = parseLyrics(writeLyrics('a blues about the sea', ['calm'], 1, [{ kind: 'verse', lines: 2 }], { blues: true }).text);
    expect(partners.get(short!.lines[0]!)).toBe(short!.lines[1]);
  });

  it('sings one of its tone\'s choruses, the same each time it comes back', () => {
    const song = simple('Sad piano ballad about an empty room, 2 min', 3);
    const choruses = parseLyrics(song.lyrics).filter((section) => section.kind === 'chorus');
    expect(choruses.length).toBeGreaterThan(1);
    // A shorter chorus (the song's last, fitted to the length) sings the same lines, fewer of them.
    for (const chorus of choruses) expect(chorus.lines).toEqual(choruses[0]!.lines.slice(0, chorus.lines.length));
    const bank = CHORUSES.dark.map((lines) => lines.map((line) => line.replace('{v}', 'empty room')));
    expect(bank).toContainEqual(choruses[0]!.lines);
  });

  it('keeps a bank that sings: lines of 5 to 12 syllables, no topic opening a line, straight apostrophes, no line twice', () => {
    const lines = [VERSE_COUPLETS, CHORUSES, BRIDGE_COUPLETS].flatMap((bank) => Object.values(bank).flat(2) as string[]);
    expect(lines.length).toBeGreaterThan(100);
    for (const line of lines) {
      const syllables = syllablesOf(line.replace(/\{[tv]\}/, 'the sea')).length;
      expect(syllables, line).toBeGreaterThanOrEqual(5);
      expect(syllables, line).toBeLessThanOrEqual(12);
      expect(line, line).not.toMatch(/^\{|’/);
    }
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('writes lyrics in Spanish for a description in Spanish, from a bank that sings and rhymes', () => {
    expectSongIn('es', 'Una canción triste sobre la lluvia, 1 min', 2, SPANISH_BANK, { title: 'La lluvia', topic: 'la lluvia', call: 'Oh lluvia' });
    // Galician reads Spanish best; a language without a bank is written in English.
    expect(simple('Unha canción sobre o mar', 2, 'gl').language).toBe('es');
    expect(simple('Egy szomorú dal az esőről', 2, 'hu').language).toBe('en');

    // Couplets and the chorus's second and fourth lines rhyme, in full or in their vowels from
    // the last stressed one ("sol" and "canción": o; "mente" and "gente"); lines are counted as
    // Spanish counts them, before vowels join across words.
    const fill = (line: string) => line.replace('{t}', 'el mar').replace('{v}', 'mar');
    const vowelsFromStress = (line: string) => {
      const syllables = syllablesOf(fill(line), 'es');
      const lastWord = syllables.filter((s) => s.wordIndex === syllables.at(-1)!.wordIndex);
      const stressed = Math.max(0, lastWord.findIndex((s) => s.stressed));
      const nuclei = nucleiOf(lastWord[0]!.word.toLowerCase(), 'es').map((nucleus) => nucleus.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
      // A diphthong's strong vowel carries the rhyme ("suer-te", "vuel-ta").
      return nuclei.slice(stressed).map((nucleus) => /[aeo]/.exec(nucleus)?.[0] ?? nucleus.at(-1)).join('');
    };
    expectBankSingsAndRhymes(SPANISH_BANK, 'es', fill, vowelsFromStress, /(?:de|a) \{t\}/);
  });

  it('writes lyrics in French for a description in French, from a bank that sings and rhymes', () => {
    // The call drops the article, elided or not.
    expectSongIn('fr', "Une chanson romantique sur l'amour, 1 min", 3, FRENCH_BANK, { title: "L'Amour", topic: "l'amour", call: 'Ô amour' });
    const fill = (line: string) => line.replace('{t}', "l'amour").replace('{v}', 'amour');
    expect(simple('Une chanson triste sur la pluie', 4, 'fr').lyrics).toContain('Ô pluie,');

    // Lines are counted as French counts them (a final e after a consonant silent); rhymes
    // spell the last word's last vowel and what follows it alike once the letters French does
    // not sound at the end of a word are dropped ("nuit" and "bruit", "vitre" and "chapitre").
    const rhyme = (line: string) => {
      const word = line.toLowerCase().match(/\p{L}+$/u)![0];
      // The u of qu and gu only hardens the consonant; doubled letters sound once ("ville", "facile").
      const sounded = word.replace(/[sx]$/, '').replace(/e$/, '').replace(/[td]$/, '').replace(/([qg])u/g, '$1').replace(/(\p{L})\1/gu, '$1');
      const plain = sounded.replace(/[èêë]/g, 'e').replace(/[àâ]/g, 'a').replace(/[îï]/g, 'i').replace(/ô/g, 'o').replace(/[ûù]/g, 'u');
      // An i before e is a glide: "adieu" rhymes with "deux", "pitié" with "passé".
      return /[aeiouéœ]+[^aeiouéœ]*$/.exec(plain)?.[0].replace(/^i(?=[eé])/, '');
    };
    // Never "de le" or "à le", and no curly apostrophe the syllable rules would split a word at.
    expectBankSingsAndRhymes(FRENCH_BANK, 'fr', fill, rhyme, /(?:de|à) \{t\}|’/);
  });

  it('writes lyrics in German for a description in German, from a bank that sings and rhymes', () => {
    // The noun keeps its capital, in the lines and in the call.
    expectSongIn('de', 'Ein trauriges Lied über den Regen, 1 min', 2, GERMAN_BANK, { title: 'Regen', topic: 'den Regen', call: 'Oh Regen' });
    const fill = (line: string) => line.replace('{t}', 'den Regen').replace('{v}', 'Regen');
    // An adjective takes the ending it has without an article, in the call and the title
    // (was "Oh kalten Regen"); the verses keep the accusative "über" gave.
    expectSongIn('de', 'Ein trauriges Lied über den kalten Regen', 2, GERMAN_BANK, { title: 'Kalter Regen', topic: 'den kalten Regen', call: 'Oh kalter Regen' });
    expect(['das weite Meer', 'die kalten Tage', 'die kalte Nacht', 'einen langen Sommer', 'meinen alten Freund', 'meine große Liebe', 'die Lichter der Stadt'].map(GERMAN_BANK.call)).toEqual([
      'weites Meer', 'kalte Tage', 'kalte Nacht', 'langer Sommer', 'mein alter Freund', 'meine große Liebe', 'Lichter der Stadt',
    ]);
    // A German title raises only its first letter: the nouns have theirs.
    expectSongIn('de', 'Ein fröhliches Lied über die hellen Lichter', 1, GERMAN_BANK, { title: 'Die hellen Lichter', topic: 'die hellen Lichter', call: 'Oh helle Lichter' });

    // Rhymes: the last word from its stressed vowel on (by the German rules the singer uses),
    // spelled alike once spelling that does not change the sound is set aside: a lengthening
    // h or doubled letter, ie for i, ä for e, a final d for t ("Lied" and "geschieht").
    const rhyme = (line: string) =>
      stressedEnding(fill(line), 'de')
        .replace(/ä/g, 'e')
        .replace(/ie/g, 'i')
        .replace(/(?<=[aeiouöü])h/g, '')
        .replace(/dt$|d$/, 't')
        .replace(/(\p{L})\1/gu, '$1');
    // Never after a word that asks for the dative, which would change the article.
    expectBankSingsAndRhymes(GERMAN_BANK, 'de', fill, rhyme, /(?:von|mit|zu|bei|aus|nach|seit|vom|zum|zur|im|am|dem) \{t\}/i);
  });

  it('writes lyrics in Italian for a description in Italian, from a bank that sings and rhymes', () => {
    // "Sulla" and "sull'" give their article back: the topic is sung in the verses too.
    expectSongIn('it', 'Una canzone triste sulla pioggia, 1 min', 2, ITALIAN_BANK, { title: 'La pioggia', topic: 'la pioggia', call: 'Oh pioggia' });
    expectSongIn('it', "Una canzone romantica sull'amore", 3, ITALIAN_BANK, { title: "L'amore", topic: "l'amore", call: 'Oh amore' });
    expect(topicOf('Una canzone allegra sul mare')).toBe('il mare');
    const versesWith = (topic: string) =>
      Object.values(ITALIAN_BANK.verses)
        .flat()
        .flat()
        .filter((line) => line.includes('{t}'))
        .map((line) => line.replace('{t}', topic));
    const sung = [1, 2, 3, 4].map((seed) => simple('Una canzone triste sulla pioggia, 2 min', seed, 'it').lyrics).join('\n');
    expect(versesWith('la pioggia').some((line) => sung.includes(line))).toBe(true);
    // "D'amore" leaves no article to sing it with ("Canto amore"): the verses that set the topic are left out.
    expectSongIn('it', "Una canzone d'amore", 4, ITALIAN_BANK, { title: 'Amore', topic: 'amore', call: 'Oh amore' });
    const bare = [1, 2, 3, 4].map((seed) => simple("Una canzone triste d'amore, 2 min", seed, 'it').lyrics).join('\n');
    expect(versesWith('amore').filter((line) => bare.includes(line))).toEqual([]);
    expect(topicOf("Une chanson d'été")).toBe('été');

    // Rhymes: the last word from its stressed vowel on (Italian's rule: the second-last, or an
    // accented last), a glide i or u set aside ("più" rhymes with "tu", "piano" with "lontano").
    const rhyme = (line: string) =>
      stressedEnding(line, 'it')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/^[iu](?=[aeiou])/, '');
    // Never after a preposition that would join the article ("della", "alla", "sulla").
    expectBankSingsAndRhymes(ITALIAN_BANK, 'it', (line) => line.replace('{t}', 'il mare').replace('{v}', 'mare'), rhyme, /(?:di|a|da|in|su) \{t\}/);
  });

  it('writes lyrics in Portuguese for a description in Portuguese, from a bank that sings and rhymes', () => {
    expectSongIn('pt', 'Uma canção triste sobre a chuva, 1 min', 2, PORTUGUESE_BANK, { title: 'A chuva', topic: 'a chuva', call: 'Oh chuva' });
    const fill = (line: string) => line.replace('{t}', 'o mar').replace('{v}', 'mar');
    // Rhymes: the last word from its stressed vowel on (Portuguese's rules: an accent or tilde,
    // else the second-last or last by the word's ending), accents and a glide i set aside
    // ("especial" rhymes with "final", "você" with "quê").
    const rhyme = (line: string) =>
      stressedEnding(fill(line), 'pt')
        .normalize('NFD')
        .replace(/[\u0300-\u0302\u0308]/g, '')
        .normalize('NFC')
        .replace(/^i(?=[aeo])/, '');
    expectBankSingsAndRhymes(PORTUGUESE_BANK, 'pt', fill, rhyme, /(?:de|em|a|por) \{t\}/);
  });

  it('writes lyrics in Dutch for a description in Dutch, from a bank that sings and rhymes', () => {
    // A Dutch title raises only its first letter.
    expectSongIn('nl', 'Een droevig liedje over de regen, 1 min', 2, DUTCH_BANK, { title: 'De regen', topic: 'de regen', call: 'Oh regen' });
    expectSongIn('nl', 'Een vrolijk liedje over mijn hond', 2, DUTCH_BANK, { title: 'Mijn hond', topic: 'mijn hond', call: 'Oh mijn hond' });
    const fill = (line: string) => line.replace('{t}', 'de zee').replace('{v}', 'zee');
    // Rhymes: the last word from its stressed vowel on (Dutch rules: past a prefix, "van-DAAG",
    // "ri-VIER"), spelled alike once spelling that does not change the sound is set aside: ij
    // for ei, a final d for t ("luid" and "fluit", "hoofd" and "belooft").
    const rhyme = (line: string) => stressedEnding(fill(line), 'nl').replace(/ij/g, 'ei').replace(/dt$|d$/, 't');
    // Dutch articles do not merge with what comes before: only a line that opens on the topic is refused.
    expectBankSingsAndRhymes(DUTCH_BANK, 'nl', fill, rhyme, /^$/);
    // The description's mood, tempo and topic are read in Dutch too.
    expect(simple('Een snel en vrolijk liedje over de zomer', 1, 'nl').style.tags).toMatch(/happy/);
    expect(topicOf('Een snel en vrolijk liedje over de zomer')).toBe('de zomer');
  });

  it('writes lyrics in Indonesian for a description in Indonesian or Malay, from a bank that sings and rhymes', () => {
    expectSongIn('id', 'Lagu sedih tentang hujan, 1 min', 2, INDONESIAN_BANK, { title: 'Hujan', topic: 'hujan', call: 'Oh hujan' });
    // Malay reads the same lines, sung in Indonesian.
    expect(simple('Lagu sedih tentang hujan, 1 min', 2, 'ms')).toMatchObject({ language: 'id', lyrics: simple('Lagu sedih tentang hujan, 1 min', 2, 'id').lyrics });
    const fill = (line: string) => line.replace('{t}', 'laut').replace('{v}', 'laut');
    // Rhymes: the last syllable's vowel and what closes it, as a pantun rhymes ("jendela" with
    // "lama", "pantai" with "damai"), by the syllables the singer sings ("la-ut", "pan-tai").
    const rhyme = (line: string) => {
      const word = line.toLowerCase().match(/\p{L}+$/u)![0];
      const last = nucleiOf(word, 'id').at(-1)!;
      return word.slice(word.lastIndexOf(last));
    };
    expectBankSingsAndRhymes(INDONESIAN_BANK, 'id', fill, rhyme, /^$/);
    expect(topicOf('Lagu pop gembira tentang musim panas dengan gitar')).toBe('musim panas');
  });

  it('writes lyrics in Turkish for a description in Turkish, from a bank that sings and rhymes', () => {
    // The subject comes before "hakkında" or "üzerine".
    expectSongIn('tr', 'Yağmur hakkında hüzünlü bir şarkı, 1 dakika', 2, TURKISH_BANK, { title: 'Yağmur', topic: 'yağmur', call: 'Ey yağmur' });
    expect(topicOf('Hüzünlü bir şarkı, yaz geceleri hakkında')).toBe('yaz geceleri');
    expect(topicOf('Deniz üzerine sakin bir şarkı, 30 saniye')).toBe('deniz');
    const fill = (line: string) => line.replace('{t}', 'deniz').replace('{v}', 'deniz');
    // Rhymes: the last syllable's vowel and what closes it ("bahar" with "dolar").
    const rhyme = (line: string) => {
      const word = line.toLocaleLowerCase('tr').match(/\p{L}+$/u)![0];
      const last = nucleiOf(word, 'tr').at(-1)!;
      return word.slice(word.lastIndexOf(last));
    };
    // The topic takes no suffix ("denizi"), so it never ends a line, where a suffix would be needed to rhyme.
    expectBankSingsAndRhymes(TURKISH_BANK, 'tr', fill, rhyme, /\{t\}$/);
  });

  it('writes lyrics in Hindi for a description in Hindi, from a bank that sings and rhymes', () => {
    expectSongIn('hi', 'बारिश के बारे में एक उदास गाना, 1 मिनट', 2, HINDI_BANK, { title: 'बारिश', topic: 'बारिश', call: 'ओ बारिश' });
    expect(simple('बारिश के बारे में एक उदास गाना, 1 मिनट', 2, 'hi').style).toMatchObject({ moods: ['sad'], targetSeconds: 60 });
    // Rhymes: the last syllable's vowel and what closes it, a vowel written as a letter read as
    // its sign ("जाऊँ" with "सजाऊँ", "पाऊँ" with "चाहूँ"), the inherent a as "a" ("हम" with "कदम").
    const SIGN_OF: Record<string, string> = { आ: 'ा', इ: 'ि', ई: 'ी', उ: 'ु', ऊ: 'ू', ए: 'े', ऐ: 'ै', ओ: 'ो', औ: 'ौ' };
    const rhyme = (line: string) => {
      const word = line
        .match(/[\p{L}\p{M}]+$/u)![0]
        .replace(/\u093c/g, '')
        .replace(/ँ/g, 'ं')
        .replace(/[आइईउऊएऐओऔ]/g, (vowel) => SIGN_OF[vowel]!);
      const coda = /(?:[क-ह]्)*[क-ह]$/.exec(word)?.[0] ?? '';
      const before = word.slice(0, word.length - coda.length);
      const vowel = /[ािीुूृेैोौ]ं?$/.exec(before)?.[0] ?? 'a';
      return vowel + coda;
    };
    // The topic is set in a verse before "की" ("Hindi topics never in verses" before), never where the rhyme falls.
    expectBankSingsAndRhymes(HINDI_BANK, 'hi', (line) => line.replace('{t}', 'बारिश').replace('{v}', 'बारिश'), rhyme, /\{t\}$/);
    expect([1, 2, 3, 4, 5, 6].some((seed) => simple('बारिश के बारे में एक उदास गाना, 2 मिनट', seed, 'hi').lyrics.includes('दिल में बसी हैं बारिश की यादें'))).toBe(true);
    // Two such couplets in each tone (one before: a song set its topic in at most one verse line).
    for (const couplets of Object.values(HINDI_BANK.verses)) expect(couplets.filter(([first]) => first.includes('{t} की')).length).toBe(2);
    expect([1, 2, 3, 4, 5, 6, 7, 8].some((seed) => simple('बारिश के बारे में एक उदास गाना, 2 मिनट', seed, 'hi').lyrics.includes('सुनी न जाए बारिश की कहानी'))).toBe(true);
    // …only one that stays as it is there: not a masculine noun in -ā, a plural or "मेरा" ("मेरे घर की").
    expect(['बारिश', 'मेरी माँ', 'घर', 'मेरा घर', 'सपना', 'सपने', 'बातें'].map((topic) => HINDI_BANK.takesTopic!(topic))).toEqual([true, true, true, false, false, false, false]);
  });

  it('writes lyrics in Russian for a description in Russian, from a bank that sings and rhymes, its stresses marked', () => {
    expectSongIn('ru', 'Грустная песня про дождь, 1 минута', 2, RUSSIAN_BANK, { title: 'Дождь', topic: 'дождь', call: 'О дождь' });
    // "Про" leaves a feminine topic in the accusative: it is called and titled in the nominative.
    expect(topicOf('Весёлая песня про холодную зиму')).toBe('холодную зиму');
    expect(titleOf('холодную зиму', 'ru')).toBe('Холодная зима');
    expect(['землю', 'любовь', 'море', 'дождь', 'синюю реку'].map(RUSSIAN_BANK.call)).toEqual(['земля', 'любовь', 'море', 'дождь', 'синяя река']);
    // "О" leaves it in the prepositional, "про" an animate one in the accusative: common subjects are named by their nominative.
    expect(topicOf('Спокойная песня о холодной зиме')).toBe('холодной зиме');
    expect(['холодной зиме', 'моей маме', 'Москве', 'любви', 'холодном ветре', 'друга', 'старых друзьях'].map(RUSSIAN_BANK.call)).toEqual([
      'холодная зима', 'моя мама', 'Москва', 'любовь', 'ветер', 'друг', 'друзья',
    ]);
    expect(titleOf('моей маме', 'ru')).toBe('Моя мама');
    // A noun not listed takes its ending from the possessive before it ("О мой соседа").
    expect(['моего соседа', 'моего преподавателя', 'моей коллеги', 'моей соседки', 'нашей команды', 'моей соседке'].map(RUSSIAN_BANK.call)).toEqual([
      'мой сосед', 'мой преподаватель', 'моя коллега', 'моя соседка', 'наша команда', 'моя соседка',
    ]);
    // "Моём" is left alone: a neuter noun's -е is its nominative too (it was called "мой сердц").
    expect(RUSSIAN_BANK.call('моём сердце')).toMatch(/ сердце$/u);
    expect(simple('Весёлая песня про холодную зиму', 1, 'ru').lyrics).toContain('О холодная зима,');
    expectStressesMarked(RUSSIAN_MARKED_LINES, RUSSIAN_BANK);
    // Rhymes: the last word from its stressed vowel on, as heard ("поём" with "дом", "поют" with
    // "ждут"), a final voiced consonant unvoiced, as Russian says it ("вперёд" with "придёт").
    const unvoiced: Record<string, string> = { д: 'т', б: 'п', г: 'к', в: 'ф', з: 'с', ж: 'ш' };
    const rhyme = (line: string) => cyrillicRhyme(line.replace('{v}', 'дождь'), 'ru').replace(/[дбгвзж](?=ь?$)/u, (letter) => unvoiced[letter]!);
    expectBankSingsAndRhymes(RUSSIAN_BANK, 'ru', (line) => line.replace('{v}', 'дождь'), rhyme, /\{t\}/);
  });

  it('writes lyrics in Ukrainian for a description in Ukrainian, from a bank that sings and rhymes, calling in the vocative', () => {
    expectSongIn('uk', 'Сумна пісня про дощ, 1 хвилина', 2, UKRAINIAN_BANK, { title: 'Дощ', topic: 'дощ', call: 'О доще' });
    // "Про" leaves the subject in the accusative: a call takes the vocative, a title the nominative.
    const forms = formsIn(UKRAINIAN_BANK, 'uk');
    expect(forms('холодну зиму')).toEqual(['холодна зимо', 'Холодна зима']);
    expect(forms('мою маму')).toEqual(['моя мамо', 'Моя мама']);
    expect(forms('Україну')).toEqual(['Україно', 'Україна']);
    expect(forms('мого друга')).toEqual(['мій друже', 'Мій друг']);
    expect(forms('ніч')).toEqual(['ноче', 'Ніч']);
    // A noun not listed after a possessive in the genitive takes its gender from it ("О мого сусіда").
    expect(forms('мого сусіда')).toEqual(['мій сусіде', 'Мій сусід']);
    expect(forms('мого приятеля')).toEqual(['мій приятелю', 'Мій приятель']);
    expect(forms('нашого онука')).toEqual(['наш онуче', 'Наш онук']);
    expect(forms('моєї сусідки')).toEqual(['моя сусідко', 'Моя сусідка']);
    expect(forms('моєї Марії')).toEqual(['моя Маріє', 'Моя Марія']);
    // A subject the bank does not know stays as written.
    expect(forms('космос')).toEqual(['космос', 'Космос']);
    expect(simple('Весела пісня про холодну зиму', 1, 'uk').lyrics).toContain('О холодна зимо,');
    // Stressed as marked: "ко-ХАН-ня" by the list, "до зо-РІ" as the bank sings it, though "ЗО-рі" are stars.
    expect(syllablesOf('кохання до зорі', 'uk').map((s) => s.stressed)).toEqual([false, true, false, false, false, true]);
    expectStressesMarked(UKRAINIAN_MARKED_LINES, UKRAINIAN_BANK);
    // Rhymes as heard; Ukrainian does not unvoice a final consonant.
    expectBankSingsAndRhymes(UKRAINIAN_BANK, 'uk', (line) => line.replace('{v}', 'доще'), (line) => cyrillicRhyme(line.replace('{v}', 'доще'), 'uk'), /\{t\}/);
  });

  it('writes lyrics in Polish for a description in Polish, from a bank that sings and rhymes, calling in the vocative', () => {
    expectSongIn('pl', 'Smutna piosenka o deszczu, 1 minuta', 2, POLISH_BANK, { title: 'Deszcz', topic: 'deszczu', call: 'O deszczu' });
    // "O" leaves the subject in the locative: a call takes the vocative, a title the nominative, with what goes before it.
    expect(topicOf('Wesoła piosenka o zimnej zimie', 'pl')).toBe('zimnej zimie');
    const forms = formsIn(POLISH_BANK, 'pl');
    expect(forms('zimnej zimie')).toEqual(['zimna zimo', 'Zimna zima']);
    expect(forms('mojej mamie')).toEqual(['moja mamo', 'Moja mama']);
    expect(forms('Warszawie')).toEqual(['Warszawo', 'Warszawa']);
    expect(forms('moim domu')).toEqual(['mój domie', 'Mój dom']);
    expect(forms('ciepłym morzu')).toEqual(['ciepłe morze', 'Ciepłe morze']);
    // A subject the bank does not know stays as written; a chosen one is named in the nominative.
    expect(forms('kosmosie')).toEqual(['kosmosie', 'Kosmosie']);
    expect(forms('jesień')).toEqual(['jesieni', 'Jesień']);
    expect(simple('Wesoła piosenka o zimnej zimie', 1, 'pl').lyrics).toContain('O zimna zimo,');
    // So is it in Slovak, Slovenian, Croatian and Bosnian, whose songs are sung in the English lines.
    expect(topicOf('Tužna pjesma o kiši, 30 s', 'hr')).toBe('kiši');
    expect(simple('Tužna pjesma o kiši, 30 s', 1, 'hr').lyrics).toContain('Oh kiši,');
    // Only in them is "o" "about": Spanish and Italian "o" is "or".
    expect(topicOf('una canción lenta o rápida')).not.toMatch(/^rápida/);
    // Rhymes: the last word from its stressed vowel on, as heard: ó as u, a last ę as e, a last voiced consonant unvoiced ("raz" with "czas").
    const heard: Record<string, string> = { ó: 'u', z: 's', d: 't', b: 'p', g: 'k', w: 'f', ż: 'sz' };
    const rhyme = (line: string) => stressedEnding(line.replace('{v}', 'deszczu'), 'pl').replace(/ę$/u, 'e').replace(/ó|[zdbgwż]$/gu, (letter) => heard[letter]!);
    expectBankSingsAndRhymes(POLISH_BANK, 'pl', (line) => line.replace('{v}', 'deszczu'), rhyme, /\{t\}/);
  });

  it('writes lyrics in Czech for a description in Czech, from a bank that sings and rhymes, calling in the vocative', () => {
    expectSongIn('cs', 'Smutná píseň o dešti, 1 minuta', 2, CZECH_BANK, { title: 'Déšť', topic: 'dešti', call: 'Ó dešti' });
    // "O" leaves the subject in the locative: a call takes the vocative, a title the nominative, with what goes before it.
    expect(topicOf('Veselá písnička o studené zimě s kytarou', 'cs')).toBe('studené zimě');
    const forms = formsIn(CZECH_BANK, 'cs');
    expect(forms('studené zimě')).toEqual(['studená zimo', 'Studená zima']);
    expect(forms('mé mámě')).toEqual(['má mámo', 'Má máma']);
    expect(forms('Praze')).toEqual(['Praho', 'Praha']);
    expect(forms('mém domově')).toEqual(['můj domove', 'Můj domov']);
    expect(forms('jarním dešti')).toEqual(['jarní dešti', 'Jarní déšť']);
    expect(forms('teplém moři')).toEqual(['teplé moře', 'Teplé moře']);
    // Either locative a masculine takes ("o tátovi", "o psu"); a demonstrative is left out.
    expect(forms('psu')).toEqual(['pse', 'Pes']);
    expect(forms('té lásce')).toEqual(['lásko', 'Láska']);
    // A subject the bank does not know stays as written; a chosen one is named in the nominative.
    expect(forms('vesmíru')).toEqual(['vesmíru', 'Vesmíru']);
    expect(forms('noc')).toEqual(['noci', 'Noc']);
    expect(simple('Veselá písnička o studené zimě s kytarou', 1, 'cs').lyrics).toContain('Ó studená zimo,');
    expectBankSingsAndRhymes(CZECH_BANK, 'cs', (line) => line.replace('{v}', 'dešti'), (line) => westSlavicRhyme(line.replace('{v}', 'dešti'), 'cs'), /\{t\}|(?<!\p{L})(?:byl|byla) jsem(?!\p{L})|(?<!\p{L})(?:sám|sama)(?!\p{L})/u);
  });

  it('writes lyrics in Slovak for a description in Slovak, from a bank that sings and rhymes, calling in the nominative', () => {
    expectSongIn('sk', 'Smutná pieseň o daždi, 1 minúta', 2, SLOVAK_BANK, { title: 'Dážď', topic: 'daždi', call: 'Ó dážď' });
    const forms = formsIn(SLOVAK_BANK, 'sk');
    expect(forms('studenej zime')).toEqual(['studená zima', 'Studená zima']);
    expect(forms('mojej mame')).toEqual(['moja mama', 'Moja mama']);
    expect(forms('Bratislave')).toEqual(['Bratislava', 'Bratislava']);
    expect(forms('mojom domove')).toEqual(['môj domov', 'Môj domov']);
    expect(forms('teplom mori')).toEqual(['teplé more', 'Teplé more']);
    expect(forms('tej láske')).toEqual(['láska', 'Láska']);
    expect(forms('vesmíre')).toEqual(['vesmíre', 'Vesmíre']);
    expect(simple('Veselá pesnička o studenej zime s gitarou', 1, 'sk').lyrics).toContain('Ó studená zima,');
    expectBankSingsAndRhymes(SLOVAK_BANK, 'sk', (line) => line.replace('{v}', 'dážď'), (line) => westSlavicRhyme(line.replace('{v}', 'dážď'), 'sk'), /\{t\}|(?<!\p{L})(?:bol|bola) som(?!\p{L})|(?<!\p{L})(?:sám|sama)(?!\p{L})/u);
  });

  it('takes the subject of a description in Chinese, Japanese or Korean, and the voice asked for is not one', () => {
    expect(topicOf('雨についての悲しい歌、30秒')).toBe('雨');
    expect(topicOf('悲しい夏の夜についての歌')).toBe('夏の夜');
    expect(topicOf('夏の夜の明るいポップソング')).toBe('夏の夜');
    expect(topicOf('猫の歌')).toBe('猫');
    expect(topicOf('一首关于雨的悲伤歌曲')).toBe('雨');
    // What "关于…的" holds is one noun, kept whole, whatever style word it holds: a rock star, an epidemic
    // ("流行", pop, is not read inside "流行病"); a genre's longer names leave nothing behind.
    expect(topicOf('一首关于摇滚明星的歌')).toBe('摇滚明星');
    expect(simple('一首关于流行病的悲伤歌曲', 1, 'zh')).toMatchObject({ title: '流行病', style: { moods: ['sad'] } });
    expect(topicOf('一首流行乐')).toBe('');
    expect(topicOf('ロックンロールの歌')).toBe('');
    expect(topicOf('一首欢快的流行歌曲，关于夏天')).toBe('夏天');
    expect(topicOf('비에 관한 슬픈 노래')).toBe('비');
    expect(topicOf('여름밤에 대한 신나는 팝송')).toBe('여름밤');
    // Nothing left but style: a topic of the bank's.
    expect(topicOf('悲しいピアノバラード、2分')).toBe('');
    expect(topicOf('잔잔한 피아노 노래')).toBe('');
    // The voice asked for was the topic ("Oh female"); a person still is.
    expect(topicOf('a sad song with female vocals')).toBe('');
    expect(topicOf('canción triste con voz femenina')).toBe('');
    expect(topicOf('女性ボーカルの切ないバラード')).toBe('');
    expect(topicOf('upbeat song for a girl')).toBe('a girl');
    expect(topicOf('a song about a female astronaut')).toBe('a female astronaut');
    const song = simple('雨についての悲しい歌、30秒', 1);
    expect(song.title).toBe('雨');
    expect(song.style.targetSeconds).toBe(30);
    expect(song.lyrics).toContain('Oh 雨,');
  });

  it('writes lyrics in Japanese for a description in Japanese, shown in kanji and sung from their readings', () => {
    const request = { mode: 'simple' as const, prompt: '雨についての悲しい歌、1分', title: '', tags: '', negativeTags: '', instrumental: false, seed: 2, language: 'ja' };
    const song = composeSong({ ...request, reading: 'アメ' });
    expect(song.title).toBe('雨');
    expect(song.language).toBe('ja');
    const shown = parseLyrics(song.lyrics).flatMap((section) => section.lines);
    expect(shown.length).toBeGreaterThan(4);
    expect(song.lyrics).toContain('雨よ、');
    expect(song.lyrics).not.toMatch(/\[[ぁ-ん]/u);
    // Every line shown is the bank's, and sung as its reading: no kanji reaches the singer.
    const bankShown = linesOf(JAPANESE_BANK).map((line) => line.replace('{v}', '雨'));
    for (const line of shown) expect(bankShown, line).toContain(line);
    expect(song.vocals.map((note) => note.word).join('')).not.toMatch(/\p{Script=Han}/u);
    expect(JAPANESE_BANK.sing!('夜毎に君を 探してる')).toBe('よごとにきみを さがしてる');
    // Without a reading of the topic (the server could not read it) the lines are still sung from theirs.
    const unread = composeSong(request).vocals.map((note) => note.word).join('');
    expect(unread).toContain('雨');
    expect(unread.replaceAll('雨', '')).not.toMatch(/\p{Script=Han}/u);
    // Lines of 5 to 12 moras; a couplet, and a chorus's second and fourth lines, end on one vowel.
    const sungBank = { ...JAPANESE_BANK, ...JAPANESE_SUNG_LINES };
    const lastVowel = (line: string) => longVowelOf(wordsOf(line, 'ja').at(-1)!);
    expectBankSingsAndRhymes(sungBank, 'ja', (line) => line.replace('{v}', 'アメ'), (line) => lastVowel(line.replace('{v}', 'アメ')), /\{t\}|\p{Script=Han}|\[/u);
    expect(linesOf(JAPANESE_BANK).join('\n')).not.toMatch(/\[/);
  });

  it('writes lyrics in Chinese for a description in Chinese, from a bank whose couplets rhyme as eSpeak reads them', () => {
    const song = simple('一首关于雨的悲伤歌曲，1分钟', 2, 'zh');
    expect(song.language).toBe('zh');
    expect(song.title).toBe('雨');
    expect(song.lyrics).toContain('雨啊，');
    expectSungFrom(song.lyrics, CHINESE_BANK, (line) => line.replace('{v}', '雨'));
    const lastCharacter = (line: string) => [...line.replace(/[^\p{Script=Han}]/gu, '')].at(-1)!;
    const rhymes = mandarinRhymes([...new Set(linesOf(CHINESE_BANK).map(lastCharacter))]);
    expectBankSingsAndRhymes(CHINESE_BANK, 'zh', (line) => line.replace('{v}', '雨'), (line) => rhymes.get(lastCharacter(line)), /\{t\}/);
  });

  it('writes lyrics in traditional characters for a description in them, sung from the simplified lines', () => {
    const song = simple('一首關於雨的悲傷歌曲，1分鐘', 2, 'zh');
    expect(song.language).toBe('zh');
    expect(song.title).toBe('雨');
    expectSungFrom(song.lyrics, chineseTraditionalBank(), (line) => line.replace('{v}', '雨'));
    expect(writtenInTraditional(song.lyrics)).toBe(true);
    // eSpeak reads simplified characters better ("盡" jǐn, "雲朵" yún duǒ duo): the notes are sung from those.
    const sung = song.vocals.map((note) => note.word).join('');
    expect(sung).toContain('悲伤');
    expect(inSimplified(sung)).toBe(sung);
    // Without a topic the bank's own is in them too.
    const untitled = simple('一首悲傷的歌曲', 3, 'zh');
    expect(writtenInTraditional(untitled.title + untitled.lyrics)).toBe(true);
    // A description in simplified characters, or in characters both write alike, keeps simplified lines.
    expect(writtenInTraditional('一首关于雨的悲伤歌曲')).toBe(false);
    expect(writtenInTraditional('一首雨的歌曲')).toBe(false);
    // Mixed, the more telling characters decide: "關" and "於" against "伤".
    expect(writtenInTraditional('一首關於雨的歌，很伤心')).toBe(true);
    // A wrong character shows a wrong word (OpenCC writes "别着急" as "彆著急", biè for bié): each
    // character changed reads alone as the one it replaced, but where eSpeak reads one of them in
    // the neutral tone, without a stress mark ("裡" li, "里" lǐ), and "盡", which its dictionary
    // reads jǐn, as "儘" is read.
    const simplified = [...linesOf(CHINESE_BANK).join('')];
    const traditional = [...linesOf(chineseTraditionalBank()).join('')];
    expect(traditional).toHaveLength(simplified.length);
    const changed = [...new Set(simplified.flatMap((character, at) => (character === traditional[at] ? [] : [`${character}${traditional[at]}`])))];
    expect(changed.length).toBeGreaterThan(50);
    const [before, after] = [mandarinReadings(changed.map((pair) => pair[0]!)), mandarinReadings(changed.map((pair) => pair[1]!))];
    const alike = (a: string, b: string) => a === b || ((!a.includes("'") || !b.includes("'")) && a.replace(/['0-9]/g, '') === b.replace(/['0-9]/g, ''));
    const misread = changed.filter((pair, at) => !alike(before[at]!, after[at]!) && pair !== '尽盡');
    expect(misread).toEqual([]);
    expect(mandarinReadings(['别', '彆'])).toEqual([expect.stringContaining('35'), expect.stringContaining('51')]);
  });

  it('writes lyrics in Vietnamese for a description in Vietnamese, calling "Mưa ơi", from a bank that rhymes as Vietnamese verse does', () => {
    const song = expectSadMinute('Một bài hát buồn về mưa, 1 phút', 'vi', 'Mưa');
    expect(song.lyrics).toContain('Mưa ơi, ');
    expectSungFrom(song.lyrics, VIETNAMESE_BANK, (line) => line.replace('{t}', 'mưa').replace('{v}', 'Mưa ơi'));
    // A subject of more words keeps them, titled and called whole; the voice, mood and length asked for are not the subject.
    expect(topicOf('Một bài hát vui về mùa hè với đàn guitar, 1 phút', 'vi')).toBe('mùa hè');
    expect(simple('Bản nhạc nhẹ nhàng về dòng sông quê hương', 1, 'vi')).toMatchObject({ title: 'Dòng sông quê hương', lyrics: expect.stringContaining('Dòng sông quê hương ơi, ') });
    expect(topicOf('Ca khúc sôi động, giọng nữ, 2 phút', 'vi')).toBe('');
    // The rhyme: the last syllable's vowel and what closes it, its first consonants set aside
    // ("quê" with "về", "giờ" with "mơ"), and its tone's class: level (none, the grave) or sharp.
    const rhyme = (line: string) => {
      const word = line.toLowerCase().match(/\p{L}+$/u)![0].normalize('NFD');
      const tone = /[\u0301\u0309\u0303\u0323]/u.test(word) ? 'sharp' : 'level';
      const toneless = word.replace(/[\u0300\u0301\u0309\u0303\u0323]/gu, '').normalize('NFC');
      return `${toneless.replace(/^(?:ngh|ng|nh|ch|gh|kh|ph|qu|th|tr|gi(?=[aăâeêoôơuưy])|[bcdđghklmnprstvx])/u, '').replace(/^yê/u, 'iê')} ${tone}`;
    };
    expect(['nơi trời', 'mơ giờ', 'quê về', 'vỗ đổ', 'yên miền', 'nơi mới', 'nơi này'].map((pair) => pair.split(' ').map(rhyme))).toEqual([
      ['ơi level', 'ơi level'],
      ['ơ level', 'ơ level'],
      ['ê level', 'ê level'],
      ['ô sharp', 'ô sharp'],
      ['iên level', 'iên level'],
      ['ơi level', 'ơi sharp'],
      ['ơi level', 'ay level'],
    ]);
    expectBankSingsAndRhymes(VIETNAMESE_BANK, 'vi', (line) => line.replace('{t}', 'mùa đông').replace('{v}', 'Mùa đông ơi'), rhyme, /^$/);
  });

  it('writes lyrics in Greek for a description in Greek, calling "Βροχή μου" in the vocative, from a bank that rhymes as heard', () => {
    const song = expectSadMinute('Ένα λυπημένο τραγούδι για τη βροχή, 1 λεπτό', 'el', 'Βροχή');
    expectSungFrom(song.lyrics, GREEK_BANK, (line) => line.replace('{t}', 'τη βροχή').replace('{v}', 'Βροχή μου'));
    expect(song.lyrics).toContain('Βροχή μου, ');
    // "Για" leaves the topic in the accusative: a masculine one is called in the vocative and titled in the nominative,
    // a word stressed three from its end takes a second accent before "μου".
    expect(simple('Ένα χαρούμενο τραγούδι για τον ουρανό με κιθάρα', 2, 'el')).toMatchObject({ title: 'Ουρανός', lyrics: expect.stringContaining('Ουρανέ μου, ') });
    expect(simple('Ροκ τραγούδι για τον κρύο χειμώνα', 2, 'el')).toMatchObject({ title: 'Κρύος χειμώνας', lyrics: expect.stringContaining('Κρύε χειμώνα μου, ') });
    expect(GREEK_BANK.call('τη θάλασσα')).toBe('Θάλασσά μου');
    expect(GREEK_BANK.call('τους φίλους')).toBe('Φίλοι μου');
    expect(topicOf('Ένα ήρεμο κομμάτι χωρίς φωνή με πιάνο', 'el')).toBe('');
    // Typed without accents: still a sad song of half a minute, its topic as written.
    const unaccented = simple('ενα λυπημενο τραγουδι για τη βροχη, 30 δευτερολεπτα', 2, 'el');
    expect(unaccented).toMatchObject({ title: 'Βροχη', style: { moods: ['sad'] } });
    expect(unaccented.durationSeconds).toBeLessThan(35);
    expect(topicOf('ενα ηρεμο τραγουδι', 'el')).toBe('');
    // The rhyme: the last word from its stressed vowel on, as heard (ω as ο; η, υ, ει, οι as ι;
    // αι as ε; a glide before the vowel set aside): "χέρι" with "καλοκαίρι", "πόλη" with "όλοι".
    const heard = (ending: string) =>
      ending
        .normalize('NFD')
        .replace(/[\u0301\u0308]/gu, '')
        .normalize('NFC')
        .replace(/ς/gu, 'σ')
        .replace(/ου/gu, 'U')
        .replace(/αι/gu, 'ε')
        .replace(/(?:ει|οι|υι)/gu, 'ι')
        .replace(/ω/gu, 'ο')
        .replace(/[ηυ]/gu, 'ι')
        .replace(/^ι(?=[αεοU])/u, '');
    const rhyme = (line: string) => heard(stressedEnding(line, 'el'));
    expect(['Σου πιάνω σφιχτά το χέρι', 'Κι ο δρόμος μας φέρνει καλοκαίρι', 'Πέφτει η βροχή στην πόλη', 'Κι είναι άδειοι οι δρόμοι όλοι', 'στην αγκαλιά', 'σιγά'].map(rhyme)).toEqual(['ερι', 'ερι', 'ολι', 'ολι', 'α', 'α']);
    expectBankSingsAndRhymes(GREEK_BANK, 'el', (line) => line.replace('{t}', 'τη βροχή').replace('{v}', 'Βροχή μου'), rhyme, /^$/);
  });

  it('writes lyrics in Romanian for a description in Romanian, calling "Ploaie, …", from a bank that rhymes from the stressed vowel', () => {
    const song = expectSadMinute('Un cântec trist despre ploaie, 1 minut', 'ro', 'Ploaie');
    expectSungFrom(song.lyrics, ROMANIAN_BANK, (line) => line.replace('{t}', 'ploaie').replace('{v}', 'Ploaie'));
    expect(song.lyrics).toContain('Ploaie, ');
    // A subject of more words keeps them; the instrument and the length ("30 de secunde", with the "de" Romanian puts after 20) are not it.
    expect(topicOf('O melodie veselă despre vara trecută cu chitară', 'ro')).toBe('vara trecută');
    const calm = simple('Un cântec liniștit despre mare, 30 de secunde', 2, 'ro');
    expect(calm).toMatchObject({ title: 'Mare', style: { moods: ['calm'] } });
    expect(calm.durationSeconds).toBeLessThan(35);
    // The rhyme: the last word from its stressed vowel on, a glide before the vowel set aside ("soare" with "floare", "diseară" with "afară").
    const rhyme = (line: string) => stressedEnding(line, 'ro').replace(/^[eiou](?=[aăâ])/u, '');
    expect(['Cu mult soare', 'Ca o floare', 'Vine diseară', 'Până afară', 'Cerul e senin'].map(rhyme)).toEqual(['are', 'are', 'ară', 'ară', 'in']);
    expectBankSingsAndRhymes(ROMANIAN_BANK, 'ro', (line) => line.replace('{t}', 'ploaie').replace('{v}', 'Ploaie'), rhyme, /^$/);
  });

  it('writes lyrics in Swedish for a description in Swedish, the topic as written, from a bank that rhymes from the stressed vowel', () => {
    expectSongIn('sv', 'En sorglig låt om regnet, 1 min', 2, SWEDISH_BANK, { title: 'Regnet', topic: 'regnet', call: 'Åh regnet' });
    // "Om" is "about" only in Swedish: Dutch says "om te dansen".
    expect(topicOf('En glad sång om sommaren med gitarr', 'sv')).toBe('sommaren');
    expect(topicOf('Een liedje om te dansen', 'nl')).not.toBe('te dansen');
    const rhyme = (line: string) => stressedEnding(line, 'sv');
    expect(['Solen lyser över stan idag', 'Hela världen sjunger, det gör jag', 'Våren kommer, blommor överallt', 'Solen värmer, inget är kallt'].map(rhyme)).toEqual(['ag', 'ag', 'allt', 'allt']);
    expectBankSingsAndRhymes(SWEDISH_BANK, 'sv', (line) => line.replace('{t}', 'regnet').replace('{v}', 'regnet'), rhyme, /^$/);
  });

  it('takes a subject of several words whole, its little words between them, and prefers "about" to "of" and "for"', () => {
    // Determiners and joining words stay inside it ("Losing Dog" lost "my"); "with" ends it before the instruments.
    expect(simple('sad piano ballad about losing my dog, 2 min').title).toBe('Losing My Dog');
    expect(simple('a country song about trucks and beer').title).toBe('Trucks and Beer');
    expect(simple('a rock anthem about freedom with heavy drums').title).toBe('Freedom');
    expect(topicOf('a song about rain in the city')).toBe('rain in the city');
    expect(topicOf('80s synthwave, driving at night')).toBe('night');
    expect(topicOf('A song for my grandmother who passed away')).toBe('my grandmother');
    // English titles keep "I", "Am" and "No" raised.
    expect(simple('a song about the day I am free').title).toBe('The Day I Am Free');
    expect(simple('a song about no regrets').title).toBe('No Regrets');
    expect(topicOf('Una balada triste sobre mi abuela que murió', 'es')).toBe('mi abuela');
    // After a preposition, instruments, genres and moods that are nouns are the subject's; a mood said of it is not.
    expect(topicOf('a song about my old guitar')).toBe('my old guitar');
    expect(topicOf('Una canción romántica sobre el amor de verano', 'es')).toBe('el amor de verano');
    expect(simple('Uma canção sobre saudade e o mar', 3, 'pt').title).toBe('Saudade e o mar');
    expect(topicOf('a song about happy summer days with piano')).toBe('summer days');
    // …but a word in -ing that opens it is its verb ("Down an Old Dirt Road" was sung "Thinking of down an old dirt road").
    expect(simple('Upbeat country song about driving down an old dirt road with my dog').title).toBe('Driving Down an Old Dirt Road');
    // A subject longer than five words is cut where a phrase ends ("My Best Friend Sarah Moving to Another" at the fifth).
    expect(topicOf('I want a song about my best friend Sarah moving to another city')).toBe('my best friend Sarah');
    expect(topicOf('a song about the quiet little house by the old river bank')).toBe('the quiet little house');
    // What a song is for is not its subject ("Oh study"); a possessive left without its noun names the owner ("My Mom's").
    expect(topicOf('lofi hip hop beat to study to')).toBe('');
    expect(topicOf('music for sleeping')).toBe('');
    expect(topicOf('Música tranquila para estudiar', 'es')).toBe('');
    expect(topicOf('Musique douce pour dormir', 'fr')).toBe('');
    expect(topicOf('a song about learning to drive')).toBe('learning to drive');
    // How a track is produced is style, never its subject ("Reverb", "Heavy", "Four on the Floor Kick" before).
    expect(['a sad piano ballad with reverb', 'trap beat with heavy 808s', 'house track with a four on the floor kick and sidechained pads', 'a funky soul groove with ghost notes'].map((text) => topicOf(text))).toEqual(['', '', '', '']);
    expect(topicOf('lofi beat with vinyl crackle and rain sounds')).toBe('rain sounds');
    // "Drum and bass" is a genre, and so is what it is called with ("liquid drum and bass" was about "liquid").
    expect(['liquid drum and bass', 'a drum and bass track'].map((text) => topicOf(text))).toEqual(['', '']);
    // …but a purpose that goes on with someone or somewhere is what the song is about ("Wife").
    expect(simple('a song for dancing with my wife').title).toBe('Dancing with My Wife');
    expect(topicOf('music for driving through the desert at night')).toBe('driving through the desert at night');
    // An infinitive sings as no noun ("con bailar con mi esposa en la mente"): it stays a purpose.
    expect(topicOf('Una canción para bailar con mi esposa', 'es')).not.toContain('bailar');
    // A subject found without a preposition keeps the possessive before it (it was "esposa", and
    // "a song to dance with my wife" sang "Morning breaks and I can see wife").
    expect([
      ['Una canción para bailar con mi esposa', 'es'],
      ['Une chanson pour danser avec ma femme', 'fr'],
      ['a song to dance with my wife', 'en'],
      ['an acoustic song, your smile in the morning', 'en'],
    ].map(([text, language]) => topicOf(text!, language))).toEqual(['mi esposa', 'ma femme', 'my wife', 'your smile in the morning']);
    expect(simple('a song to dance with my wife').lyrics).toMatch(/\bmy wife\b/);
    expect(simple('a song to dance with my wife').lyrics).not.toMatch(/(?<!my )\bwife\b/);
    // After a preposition the possessive it opens with is kept as before.
    expect([topicOf('une chanson sur ton sourire', 'fr'), topicOf('a song about my sad dog')]).toEqual(['ton sourire', 'my dog']);
    expect(simple("a song for my mom's 60th birthday").title).toBe('My Mom');
    // A genre named in the subject is what the song is about, not its style: "about my house" was house music, "about my country" country.
    expect(simple('a song about the quiet little house by the old river bank').style.genre).toBe('pop');
    expect(simple('a song about my country').style.genre).toBe('pop');
    expect(simple('deep house track about my house').style.genre).toBe('edm');
    // …but a subject that is only a genre's name is the song's genre too ("about rock and roll" was pop).
    expect(simple('an upbeat song about rock and roll')).toMatchObject({ title: 'Rock and Roll', style: { genre: 'rock' } });
    expect(simple('a song about jazz').style.genre).toBe('jazz');
    expect(simple('a country song about trucks and beer').style.genre).toBe('folk');
    // "About" wins over "of" ("in the style of Taylor Swift about heartbreak" was titled "Taylor Swift").
    expect(topicOf('a song in the style of Taylor Swift about heartbreak')).toBe('heartbreak');
    // "Like" after a word for a song names a style too ("a sad song like Adele" was titled "Adele"),
    // but not after another word, nor before a likeness with an indefinite article.
    expect(['a sad song like Adele', 'something like Daft Punk', 'una canción como las de Shakira', 'une chanson comme Stromae'].map((text) => topicOf(text))).toEqual(['', '', '', '']);
    expect(['a track like Daft Punk about summer nights', 'I like rainy days'].map((text) => topicOf(text))).toEqual(['summer nights', 'rainy days']);
    expect(topicOf('a song like a warm hug')).toContain('hug');
    // Such a likeness after a word for song or "feels" is the subject where nothing else is ("a
    // song that feels like a summer breeze" was titled "Feels", "una canción como un abrazo" "Como");
    // "for" still wins, and "like" after another word is no likeness.
    expect(simple('a song that feels like a summer breeze').title).toBe('Summer Breeze');
    expect(simple('una canción como un abrazo cálido', 1, 'es').title).toBe('Abrazo cálido');
    expect(simple('ein Lied wie ein Sommerregen', 1, 'de').title).toBe('Sommerregen');
    expect(topicOf('a song like a lullaby for my son')).toBe('my son');
    expect(topicOf('rainy days I like a lot')).toBe('rainy days');
    // The lines keep an indefinite article as they keep "the" ("Pienso en abrazo cálido" before); the title leaves it out.
    const hug = simple('una canción sobre un abrazo cálido', 3, 'es');
    expect(hug.title).toBe('Abrazo cálido');
    expect(hug.lyrics).toContain('en un abrazo cálido');
    expect(simple('une chanson sur une nuit d\'été', 3, 'fr')).toMatchObject({ title: 'Nuit d\'été', lyrics: expect.stringContaining('une nuit d\'été') });
    // A style named by an artist is no subject, about or not ("Oh taylor swift" before); a party is one.
    expect(simple('a breakup song in the style of taylor swift')).toMatchObject({ title: 'Breakup', style: { moods: ['sad'] } });
    expect(topicOf('an upbeat track inspired by Daft Punk for my brother')).toBe('my brother');
    expect(simple('Una cumbia alegre para la fiesta del pueblo', 1, 'es').title).toBe('La fiesta del pueblo');
    // A love that is lost is the subject, and melancholic: in minor (romantic, in major, before).
    expect(simple('a tango about lost love')).toMatchObject({ title: 'Lost Love', style: { genre: 'tango', moods: ['melancholic'], key: { mode: 'minor' } } });
    // "For" in other languages: "para", "pour", "für", "per"; the sung line keeps its article.
    const spanish = simple('Una canción alegre para el cumpleaños de mi madre', 3, 'es');
    expect(spanish.title).toBe('El cumpleaños de mi madre');
    expect(topicOf('Ein Lied für meine Tochter', 'de')).toBe('meine Tochter');
    expect(topicOf('엄마를 위한 노래', 'ko')).toBe('엄마');
    expect(topicOf('Bài hát tặng mẹ', 'vi')).toBe('mẹ');
  });

  it('titles a song as its language titles one: sentence case in Spanish, Italian, Portuguese and Vietnamese, French raising the noun after an article', () => {
    expect(simple('Una canción triste sobre el mar de Cádiz', 1, 'es').title).toBe('El mar de Cádiz');
    expect(simple('Una canzone triste sulla vita in città', 1, 'it').title).toBe('La vita in città');
    expect(simple('Uma canção triste sobre o mar de Lisboa', 1, 'pt').title).toBe('O mar de Lisboa');
    expect(simple('Một bài hát buồn về mưa ở Hà Nội', 1, 'vi').title).toBe('Mưa ở Hà Nội');
    expect(simple('Une chanson triste sur la mer', 1, 'fr').title).toBe('La Mer');
    expect(simple('Une chanson douce pour mon chat', 1, 'fr').title).toBe('Mon chat');
    // "D'" inside a subject stays, and is sung ("Les Nuits Été à Paris" before); opening one, it goes.
    const summer = simple("Une chanson sur les nuits d'été à Paris", 1, 'fr');
    expect(summer.title).toBe("Les Nuits d'été à Paris");
    expect(summer.lyrics).toContain("Ô nuits d'été à Paris,");
    expect(topicOf("Une chanson d'été", 'fr')).toBe('été');
    // Indonesian and Turkish title case leaves their little words low ("Ibu Dan Ayah" before).
    expect(simple('Lagu untuk ibu dan ayah', 1, 'id').title).toBe('Ibu dan Ayah');
    expect(simple('Yağmur ve yalnızlık hakkında bir şarkı', 1, 'tr').title).toBe('Yağmur ve Yalnızlık');
    expect(simple('Lagu sedih tentang hujan di malam hari', 1, 'id').title).toBe('Hujan di Malam Hari');
  });

  it('titles a Slavic song for someone with its "for", whose case no title opens with, and calls them in the nominative or vocative', () => {
    // "Моей мамы" and "О моей мамы" before: the genitive "для" and "dla" leave, the accusative "pro" and "pre".
    const forSomeone: [string, string, string, string][] = [
      ['ru', 'Грустная песня для моей мамы', 'Для моей мамы', 'О моя мама,'],
      ['ru', 'Весёлая песня для любимой бабушки', 'Для любимой бабушки', 'О любимая бабушка,'],
      ['uk', 'Пісня для моєї мами', 'Для моєї мами', 'О моя мамо,'],
      ['uk', 'Весела пісня для мого брата', 'Для мого брата', 'О мій брате,'],
      ['pl', 'Piosenka dla mojej mamy', 'Dla mojej mamy', 'O moja mamo,'],
      ['pl', 'Wesoła piosenka dla mojego brata', 'Dla mojego brata', 'O mój bracie,'],
      ['cs', 'Píseň pro moji mámu', 'Pro moji mámu', 'Ó moje mámo,'],
      ['cs', 'Veselá píseň pro mého bratra', 'Pro mého bratra', 'Ó můj bratře,'],
      ['sk', 'Pieseň pre moju mamu', 'Pre moju mamu', 'Ó moja mama,'],
      ['sk', 'Veselá pieseň pre môjho brata', 'Pre môjho brata', 'Ó môj brat,'],
      // Someone not listed is named and called by the noun's ending in the case the possessive says ("О мой соседа", "O mojego kuzyna" before).
      ['ru', 'Песня для моего соседа', 'Для моего соседа', 'О мой сосед,'],
      ['uk', 'Пісня для мого сусіда', 'Для мого сусіда', 'О мій сусіде,'],
      ['pl', 'Piosenka dla mojego kuzyna', 'Dla mojego kuzyna', 'O mój kuzynie,'],
      ['pl', 'Piosenka dla mojej sąsiadki', 'Dla mojej sąsiadki', 'O moja sąsiadko,'],
      ['cs', 'Píseň pro mého souseda', 'Pro mého souseda', 'Ó můj sousede,'],
      ['cs', 'Píseň pro mou kamarádku', 'Pro mou kamarádku', 'Ó má kamarádko,'],
      ['sk', 'Pieseň pre môjho suseda', 'Pre môjho suseda', 'Ó môj sused,'],
    ];
    for (const [language, prompt, title, call] of forSomeone) expect(simple(prompt, 1, language), prompt).toMatchObject({ title, lyrics: expect.stringContaining(call) });
    // "Про" leaves the accusative, whose possessive is named too ("Мою мама" before).
    expect(simple('Грустная песня про мою маму', 1, 'ru')).toMatchObject({ title: 'Моя мама', lyrics: expect.stringContaining('О моя мама,') });
    // The endings: Polish gives back the -e- a genitive drops and softens the stem ("sąsiedzie");
    // a genitive whose nominative cannot be told stays as written ("chłopca", from "chłopiec").
    const polish = ['mojego Tomka', 'mojego wnuka', 'mojego sąsiada', 'mojej Marii', 'mojego chłopca'];
    expect(polish.map((topic) => [POLISH_BANK.named!(topic), POLISH_BANK.call!(topic)])).toEqual([
      ['mój Tomek', 'mój Tomku'], ['mój wnuk', 'mój wnuku'], ['mój sąsiad', 'mój sąsiedzie'], ['moja Maria', 'moja Mario'], ['mojego chłopca', 'mojego chłopca'],
    ]);
    expect(['mého přítele', 'mého kluka'].map((topic) => CZECH_BANK.call!(topic))).toEqual(['můj příteli', 'můj kluku']);
    expect(SLOVAK_BANK.named!('moju susedku')).toBe('moja susedka');
  });

  it("titles a song whose description names no subject in that description's own words for its style, without its asking for no voice", () => {
    const described = (prompt: string, language: string) => simple(prompt, 1, language);
    // Each is instrumental too: "instrumentale", "instrumentales" and "enstrümantal" ask for no voice ("Chanson instrumentale" was sung).
    expect(described('Una canción pop tranquila, instrumental', 'es')).toMatchObject({ title: 'Canción pop tranquila', lyrics: '' });
    expect(described('Canción instrumental de rock enérgico', 'es').title).toBe('Canción de rock enérgico');
    expect(described('Chanson instrumentale jazz douce', 'fr')).toMatchObject({ title: 'Chanson jazz douce', lyrics: '' });
    expect(described('Ein ruhiges instrumentales Stück mit Klavier', 'de')).toMatchObject({ title: 'Ruhiges Stück', lyrics: '' });
    expect(described('Грустная инструментальная песня', 'ru').title).toBe('Грустная песня');
    expect(described('Bir hüzünlü şarkı, enstrümantal', 'tr')).toMatchObject({ title: 'Hüzünlü Şarkı', lyrics: '' });
    expect(described('Uma música instrumental calma', 'pt').title).toBe('Música calma');
    expect(described('一首悲伤的钢琴曲，纯音乐', 'zh').title).toBe('悲伤的钢琴曲');
    expect(described('30秒の悲しいピアノ曲、インスト', 'ja').title).toBe('悲しいピアノ曲');
    // A render keeps the title composed at the submission (the cover showed "Calm Pop" under "Canción pop tranquila").
    expect(composeSong({ mode: 'simple', prompt: 'Una canción pop tranquila', title: 'Canción pop tranquila', tags: '', negativeTags: '', instrumental: true, seed: 1 }).title).toBe('Canción pop tranquila');
    // English too ("Calm Pop" before, for a song that asked for no pop), its figures and acronyms as titles write them;
    // a metre or dance is style, not the subject ("A gentle jazz waltz" was "Waltz").
    expect(simple('a calm piano song with no vocals').title).toBe('Calm Piano Song');
    expect(simple('an instrumental lofi beat, 8 s').title).toBe('Lofi Beat');
    expect(described('Energetic edm track, 128 bpm, no vocals', 'en').title).toBe('Energetic EDM Track');
    expect(topicOf('A gentle jazz waltz')).toBe('');
    expect(described('Upbeat jazz waltz in 3/4 with saxophone and brushes, instrumental', 'en').title).toBe('Upbeat Jazz Waltz');
    expect(described('chill r&b groove with rhodes, no vocals', 'en').title).toBe('Chill R&B Groove');
    // A description that names no style keeps the mood and genre.
    expect(described('Une chanson instrumentale', 'fr').title).toBe('Pop');
  });

  it('never takes asking for no voice as the subject: "a calm piano song with no vocals" was titled "No"', () => {
    expect(topicOf('a calm piano song with no vocals')).toBe('');
    expect(topicOf('Una canción tranquila sin voz con piano', 'es')).toBe('');
    expect(topicOf('Nhạc không lời thư giãn với dương cầm', 'vi')).toBe('');
    expect(simple('a calm piano song with no vocals').title).toBe('Calm Piano Song');
    // A subject beside it stays.
    expect(topicOf('a song about the ocean, no vocals')).toBe('the ocean');
  });

  it('writes lines in the tone of the genre named where no mood is: a metal song about dragons is dark, not "Quiet mornings, coffee, falling rain"', () => {
    const tones = (prompt: string) => {
      const lines = simple(prompt, 4).lyrics.split('\n');
      return (['dark', 'bright', 'calm'] as const).filter((tone) => VERSE_COUPLETS[tone].some(([first]) => lines.includes(first.replace('{t}', 'dragons'))));
    };
    expect(tones('a heavy metal song about dragons')).toEqual(['dark']);
    expect(tones('an edm song about dragons')).toEqual(['bright']);
    expect(tones('an ambient song about dragons')).toEqual(['calm']);
  });

  it('writes lyrics in Korean for a description in Korean, calling in the vocative, from a bank whose couplets end on one vowel', () => {
    const song = simple('비에 관한 슬픈 노래, 1분', 2, 'ko');
    expect(song.language).toBe('ko');
    expect(song.title).toBe('비');
    expect(song.lyrics).toContain('비야,');
    expectSungFrom(song.lyrics, KOREAN_BANK, (line) => line.replace('{v}', '비야'));
    expect(koreanVocative('여름밤')).toBe('여름밤아');
    expect(koreanVocative('바다')).toBe('바다야');
    expect(koreanVocative('Seoul')).toBe('Seoul');
    // The vowel of a line's last syllable as heard: the glide set aside (ㅕ as ㅓ, ㅘ as ㅏ), ㅐ as ㅔ.
    const JUNG = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
    const HEARD = 'ㅏㅔㅏㅔㅓㅔㅓㅔㅗㅏㅔㅔㅗㅜㅓㅔㅣㅜㅡㅣㅣ';
    const lastVowel = (line: string) => {
      const code = [...line.replace(/[^\p{Script=Hangul}]/gu, '')].at(-1)!.codePointAt(0)! - 0xac00;
      return HEARD[JUNG.indexOf(JUNG[Math.floor(code / 28) % 21]!)];
    };
    expectBankSingsAndRhymes(KOREAN_BANK, 'ko', (line) => line.replace('{v}', '비야'), (line) => lastVowel(line.replace('{v}', '비야')), /\{t\}/);
  });

  it('sings a topic as the server read it (a Japanese one in kanji, in kana), and shows it as written', () => {
    const request = { mode: 'simple' as const, prompt: '雨についての悲しい歌、1分', title: '', tags: '', negativeTags: '', instrumental: false, seed: 3 };
    const read = composeSong({ ...request, reading: 'アメ' });
    const plain = composeSong(request);
    expect(read.lyrics).toBe(plain.lyrics);
    expect(read.lyrics).toContain('Oh 雨,');
    const sungWords = (song: typeof read) => song.vocals.map((note) => note.word);
    expect(sungWords(plain)).toContain('雨');
    expect(sungWords(read)).not.toContain('雨');
    // "アメ" is two moras, each its own note, where "雨" was one.
    expect(sungWords(read).filter((word) => word === 'ア').length).toBe(sungWords(plain).filter((word) => word === '雨').length);
    expect(sungWords(read).filter((word) => word === 'メ').length).toBe(sungWords(plain).filter((word) => word === '雨').length);
  });

  it('takes the subject of a description in other scripts whole, marks and all, and sings it in the English lines', () => {
    // A Devanagari vowel sign is a mark: the subject was "ब र श क", its signs dropped.
    expect(topicOf('बारिश के बारे में एक उदास गाना')).toBe('बारिश');
    expect(topicOf('ஒரு சோகமான பாடல் மழை பற்றி')).toBe('மழை');
    expect(topicOf('เพลงเศร้าเกี่ยวกับฝน')).toBe('ฝน');
    expect(topicOf('أغنية حزينة عن المطر')).toBe('المطر');
    expect(topicOf('Грустная песня про дождь')).toBe('дождь');
    const song = simple('बारिश के बारे में एक उदास गाना', 1);
    expect(song.title).toBe('बारिश');
    expect(song.lyrics).toContain('Oh बारिश,');
  });

  it('sings three lines as a couplet and the chorus call, not three lines that rhyme with nothing', () => {
    const song = simple('Sad piano ballad about an empty room, 30 s', 1);
    const sung = parseLyrics(song.lyrics).filter((section) => section.lines.length);
    expect(sung.map((section) => `${section.kind}:${section.lines.length}`)).toEqual(['verse:2', 'chorus:1']);
    const couplets = Object.values(VERSE_COUPLETS).flat().map(([a, b]) => `${a}\n${b}`.replace('{t}', 'an empty room'));
    expect(couplets).toContain(sung[0]!.lines.join('\n'));
    expect(sung[1]!.lines[0]).toMatch(/^Oh empty room,/);
  });

  it('sings four lines as a couplet and the chorus call and answer, not a verse and a chorus of one line twice', () => {
    // At 103 bpm a 30 s song has room for four lines: it sang "verse, chorus, verse, chorus" of a line each.
    const song = simple('A sad song about the rain, 30 s', 7);
    expect(song.bpm).toBe(103);
    const sung = parseLyrics(song.lyrics).filter((section) => section.lines.length);
    expect(sung.map((section) => `${section.kind}:${section.lines.length}`)).toEqual(['verse:2', 'chorus:2']);
    const couplets = Object.values(VERSE_COUPLETS).flat().map(([a, b]) => `${a}\n${b}`.replace('{t}', 'the rain'));
    expect(couplets).toContain(sung[0]!.lines.join('\n'));
    expect(sung[1]!.lines[0]).toMatch(/^Oh rain,/);
    expect(sung[1]!.lines[1]).not.toMatch(/^Oh rain,/);
  });

  it('sings five lines as a couplet and the chorus call, answer and second call, not ending on half a couplet', () => {
    // At 120 bpm a 30 s song has room for five lines: it ended on a verse of one line whose rhyme was never sung.
    const song = simple('A happy pop song about summer, 30 s', 1);
    expect(song.bpm).toBe(120);
    const sung = parseLyrics(song.lyrics).filter((section) => section.lines.length);
    expect(sung.map((section) => `${section.kind}:${section.lines.length}`)).toEqual(['verse:2', 'chorus:3']);
    const [call, answer, again] = sung[1]!.lines;
    expect(call).toMatch(/^Oh summer,/);
    expect(answer).not.toMatch(/^Oh summer,/);
    expect(again).toMatch(/^Oh summer,/);
    expect(again).not.toBe(call);
  });

  it('writes a blues as A, A, B: the first line of each couplet sung twice, the chorus calling twice', () => {
    const song = simple('a happy 12-bar blues about my car, 90 s', 1);
    const sections = parseLyrics(song.lyrics).filter((section) => section.kind === 'verse' || section.kind === 'chorus');
    expect(sections.length).toBeGreaterThan(1);
    for (const section of sections) {
      expect(section.lines, section.label).toHaveLength(3);
      const [a, again, b] = section.lines;
      expect(again).toBe(a);
      expect(b).not.toBe(a);
    }
    // Three lines a time round the twelve bars: four bars each, the words in the first two.
    const verse = song.sections.find((section) => section.kind === 'verse')!;
    expect(verse.lines.map((line) => line.beats)).toEqual([16, 16, 16]);
    const firstLine = song.vocals.filter((note) => note.start >= verse.lines[0]!.startBeat && note.start < verse.lines[1]!.startBeat);
    const sungUntil = Math.max(...firstLine.map((note) => note.start + note.duration));
    expect(sungUntil - verse.lines[0]!.startBeat).toBeLessThanOrEqual(8);
    // The lead answers in the free bars: notes there, at full voice, and no word sung.
    const lead = song.parts.find((part) => part.name === 'lead')!.notes;
    for (const line of verse.lines) {
      const free = (beat: number) => beat >= line.startBeat + 8 && beat < line.startBeat + line.beats;
      const answered = lead.filter((note) => free(note.start));
      expect(answered.length).toBeGreaterThanOrEqual(2);
      expect(Math.max(...answered.map((note) => note.start + note.duration))).toBeLessThanOrEqual(line.startBeat + line.beats);
      expect(song.vocals.some((note) => free(note.start))).toBe(false);
    }
  });
});
