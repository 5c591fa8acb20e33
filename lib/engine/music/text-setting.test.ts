import { describe, expect, it } from 'vitest';
import { composeSong } from './compose';
import { syllablesOf } from './lyrics';
import { streamFor } from './random';
import { stressedSyllable } from './stress';
import { setLineRhythm, type PlacedSyllable } from './text-setting';

const on = (beat: number, unit: number) => Math.abs(beat / unit - Math.round(beat / unit)) < 1e-6;

function set(line: string, beats: number, metre: { pulse: number; beatsPerBar: number }, seed = 1, startBeat = 16) {
  const syllables = syllablesOf(line);
  const placed = setLineRhythm({ syllables, startBeat, beats, ...metre, rng: streamFor(seed, 'line') });
  return { syllables, placed };
}

/** Notes in order without overlap, legato but for a breath at a comma, inside the line with a breath left. */
function expectSingable(placed: PlacedSyllable[], beats: number, breaths: boolean[] = []) {
  for (let i = 1; i < placed.length; i += 1) {
    const end = placed[i - 1]!.start + placed[i - 1]!.duration;
    if (breaths[i - 1]) expect(placed[i]!.start).toBeGreaterThan(end);
    else expect(placed[i]!.start).toBeCloseTo(end, 9);
  }
  expect(placed[0]!.start).toBeGreaterThanOrEqual(0);
  const end = placed.at(-1)!.start + placed.at(-1)!.duration;
  expect(end).toBeLessThan(beats);
  for (const note of placed) expect(note.duration).toBeGreaterThan(0);
}

describe('word stress', () => {
  it('marks the stressed syllable of common words, and none on the little ones', () => {
    const cases: Array<[string, number]> = [
      ['river', 0], ['morning', 0], ['again', 1], ['tonight', 1], ['remember', 1], ['believe', 1], ['emotion', 1], ['imagination', 3],
      ['sun', 0], ['go', 0], ['the', -1], ['of', -1], ['and', -1], ['my', -1], ["it's", -1],
    ];
    for (const [word, index] of cases) expect(stressedSyllable(word, syllablesOf(word).length), word).toBe(index);
  });

  it('carries the mark on each syllable of a line; characters of CJK scripts carry none', () => {
    expect(syllablesOf('the river again').map((s) => s.stressed)).toEqual([false, true, false, false, true]);
    expect(syllablesOf('雨が降る').some((s) => s.stressed)).toBe(false);
    // The breath marks: after the last syllable before a comma, an ideographic comma or a dash.
    expect(syllablesOf('雨が、降る').map((s) => s.breathAfter)).toEqual([false, true, false, false]);
    expect(syllablesOf('Oh sea — light me up; again').filter((s) => s.breathAfter).map((s) => s.word)).toEqual(['sea', 'up']);
  });
});

describe('setting a line to rhythm', () => {
  const fourFour = { pulse: 1, beatsPerBar: 4 };
  const sixEight = { pulse: 1.5, beatsPerBar: 3 };

  it('puts every stressed syllable on a beat in 4/4 and no weak one on the bar line', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { syllables, placed } = set('Hearts are open, nothing in the way', 8, fourFour, seed);
      // A breath after "open," and nowhere else in the line.
      expect(syllables.map((s) => s.breathAfter)).toEqual([false, false, false, true, false, false, false, false, false]);
      expectSingable(placed, 8, syllables.map((s) => s.breathAfter));
      syllables.forEach((syllable, i) => {
        const beat = 16 + placed[i]!.start;
        if (syllable.stressed) expect(on(beat, 1), `${syllable.word} at ${beat}`).toBe(true);
        else expect(on(beat, 4), `${syllable.word} at ${beat}`).toBe(false);
      });
      // Eighths and longer: the line has room for them.
      for (const note of placed) expect(on(note.start, 0.5)).toBe(true);
      // The last syllable is held.
      expect(placed.at(-1)!.duration).toBeGreaterThanOrEqual(1);
    }
  });

  it('lands a weak first syllable off the beat: "to-NIGHT", "a-GAIN"', () => {
    const { syllables, placed } = set('tonight we run again', 8, fourFour);
    const night = syllables.findIndex((s) => s.word === 'tonight' && s.index === 1);
    const gain = syllables.findIndex((s) => s.word === 'again' && s.index === 1);
    expect(on(placed[night]!.start, 1)).toBe(true);
    expect(on(placed[gain]!.start, 1)).toBe(true);
    expect(on(placed[0]!.start, 4)).toBe(false);
  });

  it('in 6/8 puts the stresses on the two dotted-quarter pulses and keeps long notes to them', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { syllables, placed } = set('Sunlight dancing on the window pane', 12, sixEight, seed, 12);
      expectSingable(placed, 12);
      syllables.forEach((syllable, i) => {
        if (syllable.stressed) expect(on(12 + placed[i]!.start, 1.5), `${syllable.word} at ${placed[i]!.start}`).toBe(true);
      });
      // A note held longer than a pulse ends on one (no four-eighth notes across the bar's middle).
      for (const note of placed.slice(0, -1)) if (note.duration > 1.5) expect(on(note.start + note.duration, 1.5)).toBe(true);
      // The lilt of 6/8: some pulse is split long-short (a quarter then an eighth).
      expect(placed.some((note, i) => on(note.start, 1.5) && note.duration === 1 && placed[i + 1]?.duration === 0.5)).toBe(true);
    }
  });

  it('moves a crowded line in sixteenths, still fitted to the line', () => {
    const line = 'and every little thing that you remember of the city in the summer rain';
    const { syllables, placed } = set(line, 8, fourFour);
    expect(syllables.length).toBeGreaterThan(13);
    expectSingable(placed, 8);
    expect(placed.some((note) => !on(note.start, 0.5))).toBe(true);
    for (const note of placed) expect(on(note.start, 0.25)).toBe(true);
  });

  it('shares an overfull line out evenly instead of running into the next', () => {
    const { syllables, placed } = set('la '.repeat(40).trim(), 8, fourFour);
    expect(placed).toHaveLength(syllables.length);
    expectSingable(placed, 8);
  });

  it('gives a line without stress contrast a regular pulse, not all syllables on the beat', () => {
    const { placed } = set('la la la la la la la la', 8, fourFour);
    expectSingable(placed, 8);
    expect(placed.filter((note) => on(16 + note.start, 1)).length).toBeGreaterThanOrEqual(4);
    expect(placed.some((note) => !on(16 + note.start, 1))).toBe(true);
  });

  it('sets a very long line a phrase at a time, without breaking words', () => {
    const english = 'and every little thing that you remember of the city in the summer rain '.repeat(8).trim();
    const { syllables, placed } = set(english, 64, fourFour);
    expect(syllables.length).toBeGreaterThan(150);
    // The line has no comma, yet it breathes between its phrases, and only where a word ends.
    let breaths = 0;
    for (let i = 1; i < placed.length; i += 1) {
      const gap = placed[i]!.start - (placed[i - 1]!.start + placed[i - 1]!.duration);
      expect(gap).toBeGreaterThanOrEqual(-1e-9);
      if (gap > 1e-9) {
        breaths += 1;
        expect(syllables[i]!.index, syllables[i]!.word).toBe(0);
      }
    }
    expect(breaths).toBeGreaterThanOrEqual(4);
    // 3,000 characters of Japanese on one line (the custom lyrics' limit), each a syllable.
    const long = set('雨'.repeat(3000), 752, fourFour);
    expect(long.placed).toHaveLength(3000);
    expect(long.placed.at(-1)!.start + long.placed.at(-1)!.duration).toBeLessThan(752);
  });

  it('repeats: the same line and seed give the same rhythm', () => {
    expect(set('Oh summer nights, light me up again', 8, fourFour, 7).placed).toEqual(set('Oh summer nights, light me up again', 8, fourFour, 7).placed);
  });
});

describe('whole songs', () => {
  it('sing their stressed syllables on the pulse, swung or not, in 4/4, 3/4, 5/4, 6/8 and 12/8', () => {
    for (const prompt of ['A happy pop song about summer nights, 1 min', 'A gentle jazz waltz about autumn leaves, 1 min', 'A lively irish jig about the sea, 1 min', 'A slow blues about the rain, 2 min', 'A cool jazz song in 5/4 about the city, 1 min']) {
      const song = composeSong({ mode: 'simple', prompt, title: '', tags: '', negativeTags: '', instrumental: false, seed: 2 });
      const pulse = song.style.compound ? 1.5 : 1;
      const stressed = song.vocals.filter((note) => syllablesOf(note.word)[note.syllableIndex]?.stressed);
      expect(stressed.length, prompt).toBeGreaterThan(20);
      const onPulse = stressed.filter((note) => on(note.start, pulse)).length;
      expect(onPulse / stressed.length, prompt).toBeGreaterThanOrEqual(0.95);
    }
  });
});
