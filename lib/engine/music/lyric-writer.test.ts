import { describe, expect, it } from 'vitest';
import { composeSong } from './compose';
import { BRIDGE_COUPLETS, CHORUSES, VERSE_COUPLETS } from './lyric-bank';
import { SPANISH_BANK } from './lyric-bank-es';
import { nucleiOf } from './syllable-rules';
import { titleOf, topicOf, writeLyrics } from './lyric-writer';
import { parseLyrics, syllablesOf } from './lyrics';

const simple = (prompt: string, seed = 1) => composeSong({ mode: 'simple', prompt, title: '', tags: '', negativeTags: '', instrumental: false, seed });

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
    expect(topicOf('Una canzone sulla pioggia')).toBe('pioggia');
    expect(topicOf('Ein trauriges Lied über den Regen')).toBe('den regen');
    expect(simple('Ein trauriges Lied über den Regen').title).toBe('Regen');
    expect(simple('Una canción triste sobre la lluvia').title).toBe('La Lluvia');
    // Without a word that introduces it, the description's own words, letters whole (was "Canci N").
    expect(topicOf('Canción de cuna para la luna')).toBe('luna');
    expect(simple('Café olé').title).toBe('Café Olé');
    // Style words of those languages are style, not subject; lengths written in them are lengths.
    expect(topicOf('Chanson joyeuse et rapide, 45 secondes')).toBe('');
    expect(topicOf('Una canción triste y lenta sobre la lluvia, 2 minutos')).toBe('la lluvia');
    // A determiner opens the subject once.
    expect(topicOf('a love song about your eyes')).toBe('your eyes');
  });

  it('does not take a length, tempo or metre for the subject', () => {
    expect(topicOf('soul ballad in 12/8, 30 s')).toBe('soul');
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
    const song = composeSong({ mode: 'simple', prompt: 'Una canción triste sobre la lluvia, 1 min', title: '', tags: '', negativeTags: '', instrumental: false, seed: 2, language: 'es' });
    expect(song.language).toBe('es');
    expect(song.title).toBe('La Lluvia');
    const lines = parseLyrics(song.lyrics).flatMap((section) => section.lines);
    const bank = [...Object.values(SPANISH_BANK.verses), ...Object.values(SPANISH_BANK.choruses), ...Object.values(SPANISH_BANK.bridges)].flat(2) as string[];
    const fill = (line: string) => line.replace('{t}', 'la lluvia').replace('{v}', 'lluvia');
    for (const line of lines) expect(bank.map(fill), line).toContain(line);
    expect(song.lyrics).toContain('Oh lluvia,');
    // Galician reads Spanish best; a language without a bank is written in English.
    expect(composeSong({ mode: 'simple', prompt: 'Unha canción sobre o mar', title: '', tags: '', negativeTags: '', instrumental: false, seed: 2, language: 'gl' }).language).toBe('es');
    expect(composeSong({ mode: 'simple', prompt: 'Une chanson sur la mer', title: '', tags: '', negativeTags: '', instrumental: false, seed: 2, language: 'fr' }).language).toBe('en');

    // The bank: 5 to 12 syllables a line (as Spanish counts them, before vowels join across
    // words), and couplets and the chorus's second and fourth lines that rhyme, in full or in
    // their vowels from the last stressed one ("sol" and "canción": o; "mente" and "gente").
    const vowelsFromStress = (line: string) => {
      const syllables = syllablesOf(line.replace('{t}', 'el mar').replace('{v}', 'mar'), 'es');
      const lastWord = syllables.filter((s) => s.wordIndex === syllables.at(-1)!.wordIndex);
      const stressed = Math.max(0, lastWord.findIndex((s) => s.stressed));
      const nuclei = nucleiOf(lastWord[0]!.word.toLowerCase(), 'es').map((nucleus) => nucleus.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
      // A diphthong's strong vowel carries the rhyme ("suer-te", "vuel-ta").
      return nuclei.slice(stressed).map((nucleus) => /[aeo]/.exec(nucleus)?.[0] ?? nucleus.at(-1)).join('');
    };
    for (const line of bank) {
      const count = syllablesOf(line.replace('{t}', 'el mar').replace('{v}', 'mar'), 'es').length;
      expect(count, line).toBeGreaterThanOrEqual(5);
      expect(count, line).toBeLessThanOrEqual(12);
      expect(line, line).not.toMatch(/^\{|(?:de|a) \{t\}/);
    }
    const pairs = [...Object.values(SPANISH_BANK.verses), ...Object.values(SPANISH_BANK.bridges)].flat().map(([a, b]) => [a, b] as const);
    pairs.push(...Object.values(SPANISH_BANK.choruses).flat().map((chorus) => [chorus[1], chorus[3]] as const));
    expect(pairs.length).toBe(48);
    for (const [a, b] of pairs) expect(vowelsFromStress(a), `${a} / ${b}`).toBe(vowelsFromStress(b));
    expect(new Set(bank).size).toBe(bank.length);
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
