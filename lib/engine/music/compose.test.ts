import { Midi } from '@tonejs/midi';
import { describe, expect, it } from 'vitest';
import { composeSong, type SongRequest } from './compose';
import { syllablesOf } from './lyrics';
import { songToMidi } from './midi';
import { parseStyle } from './style';
import type { NoteEvent, Song } from './song';

const LYRICS = '[Verse]\nRain on the window, whispering my name\nCoffee getting colder\n[Chorus]\nStay with me tonight\nUntil the morning light\n[Verse]\nStreetlights on the water\nEvery sign says go\n[Chorus]\nStay with me tonight\nUntil the morning light';

const request = (overrides: Partial<SongRequest> = {}): SongRequest => ({
  mode: 'advance',
  prompt: LYRICS,
  title: 'Rain',
  tags: 'pop',
  negativeTags: '',
  instrumental: false,
  seed: 7,
  ...overrides,
});

const midiOf = (overrides: Partial<SongRequest> = {}) => songToMidi(composeSong(request(overrides)));

/** Beats per second measured in the file: the tempo map, and the drum onsets on the beat grid. */
function measure(bytes: Uint8Array) {
  const midi = new Midi(bytes);
  const drums = midi.tracks.find((t) => t.channel === 9);
  const kicks = drums?.notes.filter((n) => n.midi === 36 || n.midi === 35) ?? [];
  const span = (kicks.at(-1)?.time ?? 0) - (kicks[0]?.time ?? 0);
  return { beatsPerSecond: midi.header.tempos[0]!.bpm / 60, kicksPerSecond: kicks.length / span, midi };
}

/**
 * The notes `part` plays in the song's verses (bars of four beats), and how many bars those are; a
 * note in the bar its nearest sixteenth is in (a chorus's first kick, played a hair early, is the chorus's).
 */
function inVerses(song: Song, part: string): { notes: NoteEvent[]; bars: number } {
  const bars = new Set(song.sections.filter((section) => section.kind === 'verse').flatMap((section) => Array.from({ length: section.bars }, (_, i) => section.startBar + i)));
  return { notes: song.parts.find((p) => p.name === part)!.notes.filter((n) => bars.has(Math.floor(Math.round(n.start * 4) / 16))), bars: bars.size };
}

describe('composition', () => {
  it('gives bit-identical MIDI for the same seed and different MIDI for another seed', () => {
    const a = midiOf();
    expect(Buffer.compare(Buffer.from(a), Buffer.from(midiOf()))).toBe(0);
    expect(Buffer.compare(Buffer.from(a), Buffer.from(midiOf({ seed: 8 })))).not.toBe(0);
  });

  it('plays faster for a faster tempo tag, measured from the MIDI', () => {
    const slow = measure(midiOf({ tags: 'pop 80 bpm' }));
    const fast = measure(midiOf({ tags: 'pop 150 bpm' }));
    expect(slow.beatsPerSecond).toBeCloseTo(80 / 60, 5);
    expect(fast.beatsPerSecond).toBeCloseTo(150 / 60, 5);
    // The groove itself moves faster: more kick drums per second of music.
    expect(fast.kicksPerSecond).toBeGreaterThan(slow.kicksPerSecond * 1.5);
    const slowWord = measure(midiOf({ tags: 'pop slow' }));
    const fastWord = measure(midiOf({ tags: 'pop fast' }));
    expect(fastWord.beatsPerSecond).toBeGreaterThan(slowWord.beatsPerSecond);
  });

  it('writes a waltz in three: bars of three beats in the MIDI, the kick on one, the bass on every downbeat', () => {
    const song = composeSong(request({ tags: 'pop waltz, piano', seed: 11 }));
    expect(song.beatsPerBar).toBe(3);
    expect(song.style.tags).toContain('3/4');
    const midi = new Midi(songToMidi(song));
    expect(midi.header.timeSignatures[0]!.timeSignature).toEqual([3, 4]);
    expect(song.totalBeats % 3).toBe(0);
    for (const section of song.sections) for (const line of section.lines) expect(line.startBeat % 3).toBe(0);
    // Played on the beat (within the humanising jitter): each kick on a bar's first beat.
    const offBar = (beat: number) => Math.min(beat % 3, 3 - (beat % 3));
    const kicks = song.parts.find((p) => p.name === 'drums')!.notes.filter((n) => n.pitch === 36);
    expect(kicks.length).toBeGreaterThan(10);
    for (const kick of kicks) expect(offBar(kick.start)).toBeLessThan(0.1);
    // The bass's first note of every bar falls on its downbeat (the "oom").
    const bass = song.parts.find((p) => p.name === 'bass')!.notes;
    const bars = new Set(bass.filter((n) => offBar(n.start) < 0.1).map((n) => Math.round(n.start / 3)));
    expect(bars.size).toBeGreaterThan(song.totalBeats / 3 / 2);
    // A written song in three is as long as asked: its lines take four of its shorter bars.
    for (const seed of [1, 2, 3]) {
      const simple = composeSong({ ...request({ seed }), mode: 'simple', prompt: 'a happy pop waltz about summer, 1 min' });
      expect(simple.beatsPerBar).toBe(3);
      expect(Math.abs(simple.durationSeconds - 60)).toBeLessThan(8);
    }
    // Short lines ("Waves along the shore") are held to fill the bars written for them, so a
    // waltz of short lines is as long as asked too (these came out 94 to 108 s for 2 min).
    for (const seed of [1, 2, 3]) {
      const folk = composeSong({ ...request({ seed }), mode: 'simple', prompt: 'A folk waltz about the sea, 2 min' });
      expect(Math.abs(folk.durationSeconds - 120)).toBeLessThan(8);
      const sung = folk.sections.filter((section) => section.lines.length > 0 && section.sung);
      for (const section of sung) expect(section.lines.reduce((sum, line) => sum + line.beats, 0)).toBe(section.bars * 3);
    }
    // In 6/8 the bar of three beats is two pulses: the kick on the first, the bass on both.
    const six = composeSong({ ...request({ seed: 4 }), mode: 'simple', prompt: 'A tender folk ballad in 6/8 about the sea, 1 min' });
    expect(six.beatsPerBar).toBe(3);
    expect(new Midi(songToMidi(six)).header.timeSignatures[0]!.timeSignature).toEqual([6, 8]);
    const offPulse = (beat: number) => Math.min(beat % 1.5, 1.5 - (beat % 1.5));
    const sixKicks = six.parts.find((p) => p.name === 'drums')!.notes.filter((n) => n.pitch === 36);
    expect(sixKicks.length).toBeGreaterThan(10);
    for (const kick of sixKicks) expect(offBar(kick.start)).toBeLessThan(0.1);
    const sixBass = six.parts.find((p) => p.name === 'bass')!.notes;
    expect(sixBass.filter((n) => offPulse(n.start) < 0.1).length / sixBass.length).toBeGreaterThan(0.9);
    expect(sixBass.some((n) => Math.abs((n.start % 3) - 1.5) < 0.1)).toBe(true);
    // Nothing swung: every chord and bass note starts on an eighth (within the humanising jitter).
    const offEighth = (beat: number) => Math.min(beat % 0.5, 0.5 - (beat % 0.5));
    for (const name of ['chords', 'bass']) for (const n of six.parts.find((p) => p.name === name)!.notes) expect(offEighth(n.start)).toBeLessThan(0.1);
    expect(Math.abs(six.durationSeconds - 60)).toBeLessThan(8);
    // 12/8 is four pulses: the kick on the first and third, the backbeat on the second and fourth,
    // the chords and bass on the eighths.
    const twelve = composeSong({ ...request({ seed: 4 }), mode: 'simple', prompt: 'A slow blues about the rain, 1 min' });
    expect(twelve.beatsPerBar).toBe(6);
    expect(new Midi(songToMidi(twelve)).header.timeSignatures[0]!.timeSignature).toEqual([12, 8]);
    const twelveDrums = twelve.parts.find((p) => p.name === 'drums')!.notes;
    const inBar = (beat: number) => ((beat % 6) + 6) % 6;
    const near = (beat: number, at: number) => Math.abs(inBar(beat) - at) < 0.1;
    expect(twelveDrums.filter((n) => n.pitch === 36).some((n) => near(n.start, 3))).toBe(true);
    // A blues is jazz's kit: the hi-hat's foot keeps the backbeat.
    const backbeats = twelveDrums.filter((n) => n.pitch === 44);
    expect(backbeats.length).toBeGreaterThan(8);
    expect(backbeats.every((n) => near(n.start, 1.5) || near(n.start, 4.5))).toBe(true);
    expect(backbeats.some((n) => near(n.start, 4.5))).toBe(true);
    for (const name of ['chords', 'bass']) for (const n of twelve.parts.find((p) => p.name === name)!.notes) expect(offEighth(n.start)).toBeLessThan(0.1);
    // The song's last chord rings through its whole last bar.
    const lastBar = twelve.totalBeats - 6;
    expect(twelve.parts.find((p) => p.name === 'bass')!.notes.filter((n) => n.start >= lastBar - 0.1).map((n) => n.duration)).toEqual([expect.closeTo(5.9, 1)]);
    expect(Math.abs(twelve.durationSeconds - 60)).toBeLessThan(8);
    // 5/4 is three beats and two: the kick leads both groups, each group has its backbeat, the
    // chords and bass play every bar's groups and nothing rings past a bar's end into the next chord.
    for (const tags of ['cool jazz in 5/4, sax', 'rock in 5/4', 'pop in 5/4, piano']) {
      const five = composeSong(request({ tags, seed: 4 }));
      expect(five.beatsPerBar).toBe(5);
      expect(new Midi(songToMidi(five)).header.timeSignatures[0]!.timeSignature).toEqual([5, 4]);
      expect(five.totalBeats % 5).toBe(0);
      for (const section of five.sections) for (const line of section.lines) expect(line.startBeat % 5).toBe(0);
      const inFive = (beat: number) => ((beat % 5) + 5) % 5;
      const nearFive = (beat: number, at: number) => Math.abs(inFive(beat) - at) < 0.1 || (at === 0 && inFive(beat) > 4.9);
      const drums = five.parts.find((p) => p.name === 'drums')!.notes;
      const kicks = drums.filter((n) => n.pitch === 36);
      expect(kicks.some((n) => nearFive(n.start, 0)), tags).toBe(true);
      expect(kicks.some((n) => nearFive(n.start, 3)), tags).toBe(true);
      // Cymbals keep time through all five beats (the ride, the hi-hat or its foot).
      const cymbals = drums.filter((n) => [42, 44, 51].includes(n.pitch));
      for (const beat of [0, 1, 2, 3, 4]) expect(cymbals.some((n) => nearFive(n.start, beat)), `${tags}: beat ${beat}`).toBe(true);
      const bass = five.parts.find((p) => p.name === 'bass')!.notes;
      const bars = new Set(bass.filter((n) => nearFive(n.start, 0)).map((n) => Math.round(n.start / 5)));
      expect(bars.size, tags).toBeGreaterThan(five.totalBeats / 5 / 2);
      expect(bass.some((n) => nearFive(n.start, 3)), tags).toBe(true);
      for (const name of ['chords', 'bass']) {
        for (const n of five.parts.find((p) => p.name === name)!.notes) {
          const barEnd = (Math.floor((n.start + 0.1) / 5) + 1) * 5;
          expect(n.start + n.duration, `${tags}: ${name} at ${n.start}`).toBeLessThanOrEqual(barEnd + 0.1);
        }
      }
    }
    // Without the word, the same request is in four.
    const four = composeSong(request({ tags: 'pop, piano', seed: 11 }));
    expect(four.beatsPerBar).toBe(4);
    expect(new Midi(songToMidi(four)).header.timeSignatures[0]!.timeSignature).toEqual([4, 4]);
  });

  it('plays reggae as reggae: the one-drop kick on the third beat of a verse bar, the skank on the offbeats', () => {
    // "Reggae" was not read at all: a reggae song was pop.
    const song = composeSong(request({ tags: 'reggae', seed: 5 }));
    expect(song.style).toMatchObject({ genre: 'reggae', drums: 'onedrop', chordStyle: 'stabs' });
    expect(song.bpm).toBeGreaterThanOrEqual(70);
    expect(song.bpm).toBeLessThanOrEqual(88);
    const kicks = inVerses(song, 'drums').notes.filter((n) => n.pitch === 36);
    expect(kicks.length).toBeGreaterThan(4);
    // Within the humanising jitter of beat 3 (two beats into the bar); the last bar before a chorus may fill.
    expect(kicks.filter((kick) => Math.abs((kick.start % 4) - 2) < 0.1).length / kicks.length).toBeGreaterThan(0.9);
    const chords = inVerses(song, 'chords').notes;
    expect(chords.filter((n) => Math.abs((n.start % 1) - 0.5) < 0.1).length / chords.length).toBeGreaterThan(0.9);
  });

  it('plays ska at twice reggae\'s pace: the skank on every offbeat, a walking bass on the beats, the snare on two and four', () => {
    // Ska was reggae: a one-drop at 70–88 bpm.
    const song = composeSong(request({ tags: 'ska', seed: 5 }));
    expect(song.style).toMatchObject({ genre: 'ska', drums: 'ska', chordStyle: 'stabs', bassStyle: 'walking' });
    expect(song.bpm).toBeGreaterThanOrEqual(136);
    expect(song.bpm).toBeLessThanOrEqual(164);
    expect([56, 57, 65, 66, 67]).toContain(song.parts.find((p) => p.name === 'lead')!.program);
    const { notes: drums } = inVerses(song, 'drums');
    const near = (start: number, beats: number[]) => beats.some((beat) => Math.abs((start % 4) - beat) < 0.1);
    const snares = drums.filter((n) => n.pitch === 38);
    expect(snares.length).toBeGreaterThan(4);
    // The last bar before a chorus may fill.
    expect(snares.filter((n) => near(n.start, [1, 3])).length / snares.length).toBeGreaterThan(0.8);
    const openHats = drums.filter((n) => n.pitch === 46);
    expect(openHats.filter((n) => near(n.start, [0.5, 1.5, 2.5, 3.5])).length).toBe(openHats.length);
    const chords = inVerses(song, 'chords').notes;
    expect(chords.filter((n) => Math.abs((n.start % 1) - 0.5) < 0.1).length / chords.length).toBeGreaterThan(0.9);
    const bass = inVerses(song, 'bass').notes;
    expect(bass.filter((n) => Math.abs(n.start - Math.round(n.start)) < 0.1).length).toBe(bass.length);
  });

  it('plays flamenco: rasgueados on the nylon guitar over the Andalusian cadence, palmas on the offbeats, ending on the major V', () => {
    // Flamenco was folk: a strum in major over a folk kit.
    const song = composeSong(request({ tags: 'flamenco', seed: 4 }));
    expect(song.style).toMatchObject({ genre: 'flamenco', drums: 'palmas', chordStyle: 'rasgueado', key: { mode: 'minor' } });
    expect(song.parts.find((p) => p.name === 'chords')!.program).toBe(24);
    const { notes: drums } = inVerses(song, 'drums');
    const claps = drums.filter((n) => n.pitch === 39);
    expect(claps.length).toBeGreaterThan(8);
    expect(claps.every((n) => Math.abs((n.start % 1) - 0.5) < 0.1)).toBe(true);
    // No kit: no crash cymbal, no tom or snare fills.
    expect(song.parts.find((p) => p.name === 'drums')!.notes.filter((n) => [38, 49, 45, 47, 48, 50].includes(n.pitch))).toEqual([]);
    // A rasgueado: strokes a sixteenth apart or closer, several in the bar's first beat.
    const chords = inVerses(song, 'chords').notes;
    const firstBeat = new Set(chords.filter((n) => n.start % 4 < 0.25).map((n) => Math.round((n.start % 4) * 16)));
    expect(firstBeat.size).toBeGreaterThanOrEqual(4);
    // The Andalusian cadence's chords (i VII VI V, the V major) are what the guitar plays, and
    // the song rests on the major V (E major in A minor), its melody on that chord's root.
    const tonic = song.style.key.tonic;
    const lastBass = song.parts.find((p) => p.name === 'bass')!.notes.at(-1)!;
    expect(((lastBass.pitch - tonic) % 12 + 12) % 12).toBe(7);
    const lastLead = song.parts.find((p) => p.name === 'lead')!.notes.at(-1)!;
    expect(((lastLead.pitch - tonic) % 12 + 12) % 12).toBe(7);
    const endChord = song.parts.find((p) => p.name === 'chords')!.notes.filter((n) => n.start >= song.totalBeats - 4).map((n) => ((n.pitch - tonic) % 12 + 12) % 12);
    expect(new Set(endChord)).toEqual(new Set([7, 11, 2]));
    // Sevillanas, in three, strum on every beat (the oom-pah-pah left the guitar silent on one).
    const sevillanas = composeSong(request({ tags: 'sevillanas', seed: 4 }));
    expect(sevillanas.beatsPerBar).toBe(3);
    const verseBars = new Set(sevillanas.sections.filter((s) => s.kind === 'verse').flatMap((s) => Array.from({ length: s.bars }, (_, i) => s.startBar + i)));
    const strokes = sevillanas.parts.find((p) => p.name === 'chords')!.notes.filter((n) => verseBars.has(Math.floor(Math.round(n.start * 4) / 12)));
    expect(new Set(strokes.map((n) => Math.round(n.start) % 3))).toEqual(new Set([0, 1, 2]));
  });

  it('plays afrobeat as a vamp: the kick\'s pairs of sixteenths on one and three, the hi-hat\'s foot on two and four, minor sevenths on i and iv', () => {
    // Afrobeat was funk: its groove and a seeded pop progression.
    const song = composeSong(request({ tags: 'afrobeat', seed: 6 }));
    expect(song.style).toMatchObject({ genre: 'afrobeat', drums: 'afrobeat' });
    const { notes: drums, bars } = inVerses(song, 'drums');
    const sixteenth = (n: NoteEvent) => Math.round(n.start * 4) % 16;
    const kicks = drums.filter((n) => n.pitch === 36);
    expect(kicks.length).toBeGreaterThanOrEqual(bars * 3);
    expect(new Set(kicks.map(sixteenth))).toEqual(new Set([0, 1, 8, 9]));
    expect(new Set(drums.filter((n) => n.pitch === 44).map(sixteenth))).toEqual(new Set([4, 12]));
    // The snare's accent on the "and" of two, ghost notes around it (the bar's last beat, with the
    // accent on the "and" of four, left out: a fill takes it before a chorus).
    const snares = drums.filter((n) => n.pitch === 38 && sixteenth(n) < 12);
    const loud = Math.max(...snares.map((n) => n.velocity));
    expect(new Set(snares.filter((n) => n.velocity > loud * 0.7).map(sixteenth))).toEqual(new Set([6]));
    // The verses and choruses vamp on the i and the iv (and the VII turning round), each a seventh.
    const tonic = song.style.key.tonic;
    const chordRoots = new Set(inVerses(song, 'bass').notes.filter((n) => sixteenth(n) === 0).map((n) => ((n.pitch - tonic) % 12 + 12) % 12));
    expect([...chordRoots].every((root) => [0, 5, 10].includes(root))).toBe(true);
  });

  it('plays salsa on the 3-2 clave: the montuno, a tumbao that never lands on one and anticipates the next chord, congas', () => {
    // Salsa played reggaeton's dembow.
    const song = composeSong(request({ tags: 'salsa', seed: 5 }));
    expect(song.style).toMatchObject({ genre: 'latin', drums: 'salsa', chordStyle: 'montuno', bassStyle: 'tumbao' });
    expect(song.style.tags).toMatch(/^latin, salsa, /);
    expect(song.parts.find((p) => p.name === 'chords')!.program).toBe(0);
    expect(['mambo', 'son montuno', 'сальса'].map((tags) => composeSong(request({ tags })).style.drums)).toEqual(['salsa', 'salsa', 'salsa']);
    const sixteenth = (n: NoteEvent) => Math.round(n.start * 4) % 16;
    const { notes: drums } = inVerses(song, 'drums');
    expect(new Set(drums.filter((n) => n.pitch === 75).map(sixteenth))).toEqual(new Set([0, 3, 6, 10, 12]));
    expect(drums.filter((n) => n.pitch === 36)).toEqual([]);
    const bass = inVerses(song, 'bass').notes;
    expect(bass.length).toBeGreaterThan(8);
    expect(bass.filter((n) => sixteenth(n) === 0)).toEqual([]);
    // The bar's last note is the next bar's chord root: compare each with the next bar's second note (its root on "four").
    const bars = new Map<number, NoteEvent[]>();
    for (const n of bass) {
      const bar = Math.floor(Math.round(n.start * 4) / 16);
      bars.set(bar, [...(bars.get(bar) ?? []), n]);
    }
    const pitchClass = (n: NoteEvent) => n.pitch % 12;
    const anticipations = [...bars].filter(([bar]) => bars.has(bar + 1)).map(([bar, notes]) => [pitchClass(notes.at(-1)!), pitchClass(bars.get(bar + 1)![1]!)]);
    expect(anticipations.length).toBeGreaterThan(2);
    for (const [last, nextRoot] of anticipations) expect(last).toBe(nextRoot);
    // The montuno sounds between the beats more than on them.
    const chords = inVerses(song, 'chords').notes;
    expect(chords.filter((n) => sixteenth(n) % 4 !== 0).length).toBeGreaterThan(chords.length / 2);
  });

  it('plays bossa nova straight: the nylon guitar and the cross-stick on the bossa clave, the bass\'s dotted root and fifth', () => {
    // Bossa nova was jazz: a swung walking bass under the ride.
    const song = composeSong(request({ tags: 'bossa nova', seed: 5 }));
    expect(song.style).toMatchObject({ genre: 'jazz', drums: 'bossa', chordStyle: 'bossa', bassStyle: 'bossa', swing: 0.5 });
    expect(song.parts.find((p) => p.name === 'chords')!.program).toBe(24);
    const sixteenth = (n: NoteEvent) => Math.round(n.start * 4) % 16;
    const clave = [0, 3, 6, 10, 13];
    expect(new Set(inVerses(song, 'drums').notes.filter((n) => n.pitch === 37).map(sixteenth))).toEqual(new Set(clave));
    expect(new Set(inVerses(song, 'chords').notes.map(sixteenth))).toEqual(new Set(clave));
    expect(new Set(inVerses(song, 'bass').notes.map(sixteenth))).toEqual(new Set([0, 6, 8, 14]));
    expect(composeSong(request({ tags: 'jazz', seed: 5 })).style).toMatchObject({ drums: 'jazz', bassStyle: 'walking' });
    // Its harmony moves by the ii-V: in every section the ii's bar is followed by the V's (the
    // common pop loops before, which have none in most).
    for (const seed of [1, 2, 3]) {
      const inC = composeSong(request({ tags: 'bossa nova, in C major', seed }));
      const roots = (kind: string) => {
        const section = inC.sections.find((candidate) => candidate.kind === kind)!;
        const bass = inC.parts.find((p) => p.name === 'bass')!.notes;
        return Array.from({ length: 4 }, (_, bar) => bass.find((n) => Math.round(n.start * 4) === (section.startBar + bar) * 16)!.pitch % 12);
      };
      for (const kind of ['verse', 'chorus']) {
        const bars = roots(kind);
        expect([kind, bars.some((root, i) => root === 2 && bars[i + 1] === 7)]).toEqual([kind, true]);
      }
    }
  });

  it('plays the variants of hip hop, edm, latin and rock as they go: trap in half time, drum and bass on a breakbeat, cumbia on the güiro, punk fast', () => {
    const sixteenths = (song: Song, pitch: number) => new Set(inVerses(song, 'drums').notes.filter((n) => n.pitch === pitch).map((n) => Math.round(n.start * 4) % 16));
    const inRange = (song: Song, [low, high]: [number, number]) => song.bpm >= low && song.bpm <= high;
    // Trap was boom bap at 80-98 bpm: now 130-150, the snare on three alone (a fill aside), the 808 kit.
    const trap = composeSong(request({ tags: 'trap', seed: 5 }));
    expect(trap.style).toMatchObject({ genre: 'hiphop', drums: 'trap', bassStyle: 'long', swing: 0.5 });
    expect(inRange(trap, [130, 150])).toBe(true);
    expect([...sixteenths(trap, 38)].filter((step) => step < 12)).toEqual([8]);
    expect(trap.parts.find((p) => p.name === 'drums')!.program).toBe(25);
    // Every second bar the hi-hat rolls: thirty-seconds, and three strokes in a sixteenth into the next bar.
    const verse = trap.sections.find((section) => section.kind === 'verse')!;
    const barOf = (n: NoteEvent) => Math.floor(n.start / 4) - verse.startBar;
    const hats = trap.parts.find((p) => p.name === 'drums')!.notes.filter((n) => n.pitch === 42 && barOf(n) >= 0 && barOf(n) < verse.bars);
    const offGrid = (n: NoteEvent) => Math.abs(n.start * 4 - Math.round(n.start * 4)) > 0.1;
    const rolled = hats.filter(offGrid);
    expect(rolled.length).toBeGreaterThan(verse.bars);
    expect(new Set(rolled.map(barOf))).toEqual(new Set(Array.from({ length: verse.bars }, (_, i) => i).filter((i) => i % 2 === 1)));
    const triplets = rolled.filter((n) => Math.abs(n.start * 12 - Math.round(n.start * 12)) < 0.1 && Math.abs(n.start * 8 - Math.round(n.start * 8)) > 0.1);
    expect(triplets.length).toBeGreaterThan(0);
    // Boom bap's hi-hat never rolls: no two strokes closer than a sixteenth (swung).
    const boomBapHats = composeSong(request({ tags: 'boom bap', seed: 5 })).parts.find((p) => p.name === 'drums')!.notes.filter((n) => n.pitch === 42).map((n) => n.start).sort((a, b) => a - b);
    expect(Math.min(...boomBapHats.slice(1).map((start, i) => start - boomBapHats[i]!))).toBeGreaterThan(0.15);
    // Drum and bass was four on the floor at 120-132.
    const dnb = composeSong(request({ tags: 'drum and bass', seed: 5 }));
    expect(dnb.style).toMatchObject({ genre: 'edm', drums: 'dnb' });
    expect(inRange(dnb, [168, 178])).toBe(true);
    expect(sixteenths(dnb, 36)).toEqual(new Set([0, 10]));
    expect([...sixteenths(dnb, 38)].filter((step) => step < 12)).toEqual([4]);
    // Cumbia was reggaeton's dembow: the güiro on every beat, the kick on one and three.
    const cumbia = composeSong(request({ tags: 'cumbia', seed: 5 }));
    expect(cumbia.style).toMatchObject({ genre: 'latin', drums: 'cumbia', bassStyle: 'root' });
    expect([0, 4, 8, 12].every((step) => sixteenths(cumbia, 73).has(step))).toBe(true);
    expect(sixteenths(cumbia, 36)).toEqual(new Set([0, 8]));
    expect([21, 73, 56]).toContain(cumbia.parts.find((p) => p.name === 'lead')!.program);
    // Dubstep was four on the floor at 120-132: now half time at 138-150, the snare on three.
    const dubstep = composeSong(request({ tags: 'dubstep', seed: 5 }));
    expect(dubstep.style).toMatchObject({ genre: 'edm', drums: 'halftime' });
    expect(inRange(dubstep, [138, 150])).toBe(true);
    expect([...sixteenths(dubstep, 38)].filter((step) => step < 12)).toEqual([8]);
    // Dancehall was a one-drop at roots reggae's 70-88.
    const dancehall = composeSong(request({ tags: 'dancehall', seed: 5 }));
    expect(dancehall.style).toMatchObject({ genre: 'reggae', drums: 'dembow' });
    expect(inRange(dancehall, [92, 104])).toBe(true);
    // Punk was rock's 110-150.
    const punk = composeSong(request({ tags: 'punk', seed: 5 }));
    expect(punk.style).toMatchObject({ genre: 'rock', drums: 'rock', chordStyle: 'power' });
    expect(inRange(punk, [160, 192])).toBe(true);
    expect(composeSong(request({ tags: 'ska punk', seed: 5 })).style.genre).toBe('ska');
    // Bachata and samba played reggaeton's dembow.
    const bachata = composeSong(request({ tags: 'bachata', seed: 5 }));
    expect(bachata.style).toMatchObject({ genre: 'latin', drums: 'bachata', chordStyle: 'arp' });
    expect([0, 4, 8, 12].every((step) => sixteenths(bachata, 69).has(step))).toBe(true);
    expect([24, 25]).toContain(bachata.parts.find((p) => p.name === 'lead')!.program);
    const samba = composeSong(request({ tags: 'samba', seed: 5 }));
    expect(samba.style).toMatchObject({ genre: 'latin', drums: 'samba' });
    expect(sixteenths(samba, 70).size).toBe(16);
    // The surdo answers on two and four, louder than on one and three.
    const surdo = inVerses(samba, 'drums').notes.filter((n) => n.pitch === 36);
    const loudness = (steps: number[]) => Math.max(...surdo.filter((n) => steps.includes(Math.round(n.start * 4) % 16)).map((n) => n.velocity));
    expect(loudness([4, 12])).toBeGreaterThan(loudness([0, 8]));
  });

  it('plays house, techno, trance, disco and amapiano each as its own kind of edm, and afrobeats apart from Fela\'s afrobeat', () => {
    const sixteenth = (n: NoteEvent) => Math.round(n.start * 4) % 16;
    const sixteenths = (song: Song, pitch: number) => new Set(inVerses(song, 'drums').notes.filter((n) => n.pitch === pitch).map(sixteenth));
    const inRange = (song: Song, [low, high]: [number, number]) => song.bpm >= low && song.bpm <= high;
    // Each was edm's one sound: triads at 120-132, an offbeat bass under the four on the floor.
    const house = composeSong(request({ tags: 'deep house', seed: 5 }));
    expect(house.style).toMatchObject({ genre: 'edm', drums: 'four', extensions: 'seventh' });
    expect(house.style.tags).toMatch(/^edm, house, /);
    expect(inRange(house, [120, 126])).toBe(true);
    expect([0, 16, 4]).toContain(house.parts.find((p) => p.name === 'chords')!.program);
    // Techno: minor, the kick on every beat, a rolling bass that never lands on one.
    const techno = composeSong(request({ tags: 'techno', seed: 5 }));
    expect(techno.style).toMatchObject({ genre: 'edm', drums: 'techno', bassStyle: 'rolling', key: { mode: 'minor' } });
    expect(inRange(techno, [128, 138])).toBe(true);
    expect(sixteenths(techno, 36)).toEqual(new Set([0, 4, 8, 12]));
    const rolling = inVerses(techno, 'bass').notes;
    expect(rolling.length).toBeGreaterThan(8);
    expect(rolling.filter((n) => sixteenth(n) % 4 === 0)).toEqual([]);
    const trance = composeSong(request({ tags: 'uplifting trance', seed: 5 }));
    expect(trance.style).toMatchObject({ genre: 'edm', key: { mode: 'minor' } });
    expect(['arp', 'pulse']).toContain(trance.style.chordStyle);
    expect(inRange(trance, [134, 142])).toBe(true);
    // Disco: the open hi-hat on every "and", the snare on two and four, each "and" of the bass an octave above its beat.
    const disco = composeSong(request({ tags: 'disco', seed: 5 }));
    expect(disco.style).toMatchObject({ genre: 'edm', drums: 'disco', bassStyle: 'octaves', extensions: 'seventh' });
    expect(sixteenths(disco, 46)).toEqual(new Set([2, 6, 10, 14]));
    // (A fill before a chorus adds snare strokes after the last backbeat.)
    expect([...sixteenths(disco, 38)].filter((step) => step <= 12)).toEqual([4, 12]);
    const octaves = inVerses(disco, 'bass').notes;
    expect(octaves.length).toBeGreaterThan(16);
    for (const [i, n] of octaves.entries()) if (sixteenth(n) % 4 === 2) expect(n.pitch - octaves[i - 1]!.pitch).toBe(12);
    // Amapiano: slower, shakers in sixteenths, the log drum's short notes mostly off the beat.
    const amapiano = composeSong(request({ tags: 'amapiano', seed: 5 }));
    expect(amapiano.style).toMatchObject({ genre: 'edm', drums: 'amapiano', bassStyle: 'logdrum' });
    expect(inRange(amapiano, [108, 116])).toBe(true);
    expect(sixteenths(amapiano, 70).size).toBe(16);
    const logDrum = inVerses(amapiano, 'bass').notes;
    expect(logDrum.every((n) => n.duration < 0.5)).toBe(true);
    expect(logDrum.filter((n) => sixteenth(n) % 4 !== 0).length).toBeGreaterThan(logDrum.length / 2);
    // Its harmony is deep house's jazz: every progression in major turns on the ii.
    for (const seed of [1, 2, 3]) {
      const inC = composeSong(request({ tags: 'amapiano, in C major', seed }));
      const downbeats = inVerses(inC, 'bass').notes.filter((n) => sixteenth(n) === 0).map((n) => n.pitch % 12);
      expect(downbeats).toContain(2);
    }
    // Afrobeats was Fela's afrobeat (the kick's pairs of sixteenths on one and three): now the kick
    // on one and three each with its push, the clap between the beats, slower.
    const afrobeats = composeSong(request({ tags: 'afrobeats', seed: 5 }));
    expect(afrobeats.style).toMatchObject({ genre: 'afrobeat', drums: 'afrobeats' });
    expect(afrobeats.style.tags).toMatch(/^afrobeat, afrobeats, /);
    expect(inRange(afrobeats, [98, 112])).toBe(true);
    expect(sixteenths(afrobeats, 36)).toEqual(new Set([0, 3, 8, 10]));
    expect([...sixteenths(afrobeats, 39)].every((step) => step % 4 !== 0)).toBe(true);
    expect(composeSong(request({ tags: 'afrobeat', seed: 5 })).style.drums).toBe('afrobeat');
    // Its chords are the common loops, not Fela's vamp on the i, the iv and the VII (whose roots and
    // fifths are all the vamp's bass plays).
    const tonic = afrobeats.style.key.tonic;
    const bassClasses = new Set(inVerses(afrobeats, 'bass').notes.map((n) => ((n.pitch - tonic) % 12 + 12) % 12));
    expect([...bassClasses].some((pitchClass) => ![0, 5, 7, 10].includes(pitchClass))).toBe(true);
    // Plain edm keeps its own sound.
    expect(composeSong(request({ tags: 'edm', seed: 5 })).style).toMatchObject({ drums: 'four', bassStyle: 'offbeat', extensions: 'triad' });
  });

  it('plays the oom-pah of Mexico\'s regional music and the polka, and fado slow in minor with no drums', () => {
    const sixteenths = (song: Song, part: string, pitch?: number) => new Set(inVerses(song, part).notes.filter((n) => pitch === undefined || n.pitch === pitch).map((n) => Math.round(n.start * 4) % 16));
    // Each was another sound: a corrido was pop's synths, a polka folk's strum, fado folk in major with drums.
    const corrido = composeSong(request({ tags: 'corrido', seed: 5 }));
    expect(corrido.style).toMatchObject({ genre: 'latin', drums: 'polka', chordStyle: 'afterbeat', bassStyle: 'alternating' });
    expect(corrido.style.tags).toMatch(/^latin, regional mexican, /);
    expect(sixteenths(corrido, 'chords')).toEqual(new Set([4, 12]));
    expect(sixteenths(corrido, 'bass')).toEqual(new Set([0, 8]));
    expect(sixteenths(corrido, 'drums', 36)).toEqual(new Set([0, 8]));
    expect([...sixteenths(corrido, 'drums', 38)].filter((step) => step <= 12)).toEqual([4, 12]);
    expect([56, 21, 40]).toContain(corrido.parts.find((p) => p.name === 'lead')!.program);
    const polka = composeSong(request({ tags: 'polka', seed: 5 }));
    expect(polka.style).toMatchObject({ genre: 'folk', drums: 'polka', chordStyle: 'afterbeat' });
    expect(polka.bpm).toBeGreaterThanOrEqual(112);
    expect([58, 32]).toContain(polka.parts.find((p) => p.name === 'bass')!.program);
    const fado = composeSong(request({ tags: 'fado', seed: 5 }));
    expect(fado.style).toMatchObject({ genre: 'folk', drums: 'none', key: { mode: 'minor' } });
    expect(fado.bpm).toBeLessThanOrEqual(92);
    expect(fado.parts.find((p) => p.name === 'drums')?.notes ?? []).toEqual([]);
  });

  it('rings sleigh bells in a Christmas song: on the beats in a verse, every eighth in a chorus', () => {
    const bells = (song: Song, kind: string) => {
      const section = song.sections.find((candidate) => candidate.kind === kind)!;
      const bars = new Set(Array.from({ length: section.bars - 1 }, (_, i) => section.startBar + i));
      return new Set(song.parts.find((p) => p.name === 'drums')!.notes.filter((n) => n.pitch === 83 && bars.has(Math.floor(Math.round(n.start * 4) / 16))).map((n) => Math.round(n.start * 4) % 16));
    };
    const christmas = composeSong(request({ tags: 'christmas pop', seed: 5 }));
    expect(christmas.style).toMatchObject({ sleighBells: true, moods: ['happy'] });
    expect(bells(christmas, 'verse')).toEqual(new Set([0, 4, 8, 12]));
    expect(bells(christmas, 'chorus')).toEqual(new Set([0, 2, 4, 6, 8, 10, 12, 14]));
    expect(composeSong(request({ tags: 'navidad, latin', seed: 5 })).style.sleighBells).toBe(true);
    // None elsewhere, nor when left out.
    expect(bells(composeSong(request({ tags: 'pop', seed: 5 })), 'chorus')).toEqual(new Set());
    expect(composeSong(request({ tags: 'christmas pop', negativeTags: 'sleigh bells', seed: 5 })).style.sleighBells).toBe(false);
  });

  it('plays merengue fast on the güira and the tambora, and bebop at a bebop tempo', () => {
    const sixteenths = (song: Song, pitch: number) => new Set(inVerses(song, 'drums').notes.filter((n) => n.pitch === pitch).map((n) => Math.round(n.start * 4) % 16));
    // Merengue was reggaeton's dembow at 88-104 bpm.
    const merengue = composeSong(request({ tags: 'merengue', seed: 5 }));
    expect(merengue.style).toMatchObject({ genre: 'latin', drums: 'merengue' });
    expect(merengue.bpm).toBeGreaterThanOrEqual(132);
    expect([0, 4, 8, 12].every((step) => sixteenths(merengue, 69).has(step))).toBe(true);
    expect(sixteenths(merengue, 36)).toEqual(new Set([0, 8]));
    expect(sixteenths(merengue, 44)).toEqual(new Set([4, 12]));
    // (A fill before a chorus runs down the toms in the bar's last beat.)
    expect([...sixteenths(merengue, 48)].filter((step) => step < 12)).toEqual([0, 8]);
    // The quintillo, five tambora strokes from two into three, in a chorus.
    const chorusBars = new Set(merengue.sections.filter((section) => section.kind === 'chorus').flatMap((section) => Array.from({ length: section.bars }, (_, i) => section.startBar + i)));
    const chorusTambora = merengue.parts.find((p) => p.name === 'drums')!.notes.filter((n) => n.pitch === 48 && chorusBars.has(Math.floor(Math.round(n.start * 4) / 16)));
    expect(new Set(chorusTambora.map((n) => Math.round(n.start * 4) % 16).filter((step) => step < 12))).toEqual(new Set([0, 4, 5, 6, 7, 8]));
    expect([21, 65, 56]).toContain(merengue.parts.find((p) => p.name === 'lead')!.program);
    // Bebop was jazz's 96-150.
    const bebop = composeSong(request({ tags: 'bebop', seed: 5 }));
    expect(bebop.style).toMatchObject({ genre: 'jazz', drums: 'jazz', bassStyle: 'walking' });
    expect(bebop.style.tags).toMatch(/^jazz, bebop, /);
    expect(bebop.bpm).toBeGreaterThanOrEqual(176);
  });

  it('plays a ukulele\'s chords an octave above a guitar\'s and a mandolin\'s held notes in tremolo, on the guitars\' sounds', () => {
    // Both were guitars, note for note ("a ukulele song" was a classical guitar's).
    const chordsOf = (tags: string) => composeSong(request({ tags, seed: 4 })).parts.find((p) => p.name === 'chords')!;
    const [ukulele, guitar] = [chordsOf('folk, ukulele'), chordsOf('folk, nylon guitar')];
    expect([ukulele.program, guitar.program]).toEqual([24, 24]);
    const mean = (notes: NoteEvent[]) => notes.reduce((sum, n) => sum + n.pitch, 0) / notes.length;
    expect(mean(ukulele.notes) - mean(guitar.notes)).toBeGreaterThan(9);
    const mandolin = composeSong(request({ tags: 'folk, mandolin', seed: 4 }));
    expect(mandolin.style.roles.lead).toBe('mandolin');
    const lead = mandolin.parts.find((p) => p.name === 'lead')!;
    expect(lead.program).toBe(25);
    // A held note is struck again and again, about every 70 ms, at one pitch.
    const stroke = (0.07 * mandolin.bpm) / 60;
    const repeats = lead.notes.filter((n, i) => i > 0 && n.pitch === lead.notes[i - 1]!.pitch && Math.abs(n.start - lead.notes[i - 1]!.start - stroke) < 1e-6);
    expect(repeats.length).toBeGreaterThan(lead.notes.length / 2);
    const violin = composeSong(request({ tags: 'folk, violin', seed: 4 })).parts.find((p) => p.name === 'lead')!;
    expect(violin.notes.length).toBeLessThan(lead.notes.length / 3);
  });

  it('plays a milonga quicker than a tango, its bass on the habanera twice a bar', () => {
    const song = composeSong(request({ tags: 'milonga', seed: 5 }));
    expect(song.style).toMatchObject({ genre: 'tango', bassStyle: 'habanera', drums: 'none' });
    expect(song.bpm).toBeGreaterThanOrEqual(132);
    expect(new Set(inVerses(song, 'bass').notes.map((n) => Math.round(n.start * 4) % 16))).toEqual(new Set([0, 3, 4, 6, 8, 11, 12, 14]));
  });

  it('plays reggaeton on the latin groove: a kick on every beat of a verse bar, the dembow snare between', () => {
    const song = composeSong(request({ tags: 'reggaeton', seed: 5 }));
    expect(song.style).toMatchObject({ genre: 'latin', drums: 'dembow' });
    expect(['reggaeton', 'dembow', 'música latina'].map((tags) => composeSong(request({ tags })).style.drums)).toEqual(['dembow', 'dembow', 'dembow']);
    const { notes: drums, bars } = inVerses(song, 'drums');
    const onBeat = (start: number) => Math.abs(start - Math.round(start)) < 0.1;
    const kicks = drums.filter((n) => n.pitch === 36);
    expect(kicks.filter((kick) => onBeat(kick.start)).length / kicks.length).toBeGreaterThan(0.9);
    expect(kicks.length).toBeGreaterThanOrEqual(bars * 3);
    const snares = drums.filter((n) => n.pitch === 38);
    expect(snares.filter((snare) => !onBeat(snare.start)).length / snares.length).toBeGreaterThan(0.9);
  });

  it('plays funk and soul with ghost notes: soft snares around the backbeat, a sixteenth-note hi-hat', () => {
    const song = composeSong(request({ tags: 'funk', seed: 5 }));
    expect(song.style).toMatchObject({ genre: 'funk', drums: 'funk' });
    expect(['soul', 'motown', 'gospel'].map((tags) => composeSong(request({ tags })).style.genre)).toEqual(['funk', 'funk', 'funk']);
    const { notes: drums, bars } = inVerses(song, 'drums');
    const snares = drums.filter((n) => n.pitch === 38);
    const backbeats = snares.filter((n) => [1, 3].some((beat) => Math.abs((n.start % 4) - beat) < 0.1));
    const ghosts = snares.filter((n) => !backbeats.includes(n));
    expect(backbeats.length).toBeGreaterThan(4);
    expect(ghosts.length).toBeGreaterThan(backbeats.length);
    // Felt more than heard: about 40 % of the backbeat (they were 0.86 of it), a fill before a
    // chorus aside (the medians are compared).
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
    const share = median(ghosts.map((n) => n.velocity)) / median(backbeats.map((n) => n.velocity));
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.55);
    expect(drums.filter((n) => n.pitch === 42).length).toBeGreaterThanOrEqual(bars * 14);
  });

  it('plays a tango without drums: marcato chords on every beat over the bass\'s 3-3-2, the bandoneon or a violin leading, in minor', () => {
    const song = composeSong(request({ tags: 'tango', seed: 3 }));
    expect(song.style).toMatchObject({ genre: 'tango', drums: 'none', chordStyle: 'marcato', bassStyle: 'three-three-two' });
    expect(song.style.key.mode).toBe('minor');
    expect(song.parts.map((p) => p.name)).not.toContain('drums');
    // The bandoneon is GM's tango accordion (it was the plain accordion).
    expect([23, 40]).toContain(song.parts.find((p) => p.name === 'lead')!.program);
    const beatsOf = (notes: NoteEvent[]) => new Set(notes.map((n) => (Math.round(n.start * 4) / 4) % 4));
    // The piano on the four beats and nowhere else; the bass on one, the "and" of two and four.
    expect([...beatsOf(inVerses(song, 'chords').notes)].sort()).toEqual([0, 1, 2, 3]);
    expect([...beatsOf(inVerses(song, 'bass').notes)].sort()).toEqual([0, 1.5, 3]);
    expect(['milonga', 'argentine tango', 'a tango with bandoneon'].map((tags) => composeSong(request({ tags })).style.genre)).toEqual(['tango', 'tango', 'tango']);
  });

  it('plays a blues round the twelve-bar progression, a section each time round, ending on the I7', () => {
    const names = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'];
    for (const [prompt, expected] of [
      ['a 12-bar blues in C major, 1 min', 'C F C C F F C C G F C G'],
      ['a sad blues in C minor, 1 min', 'C F C C F F C C G F C G'],
    ] as const) {
      const song = composeSong({ ...request({ seed: 1 }), mode: 'simple', prompt });
      expect(song.style.tags, prompt).toContain('12-bar blues');
      const body = song.sections.filter((section) => section.kind !== 'intro' && section.kind !== 'outro');
      expect(body.length, prompt).toBeGreaterThan(0);
      for (const section of body) expect(section.bars, prompt).toBe(12);
      // The walking bass starts every bar on its chord's root.
      const bass = [...song.parts.find((p) => p.name === 'bass')!.notes].sort((a, b) => a.start - b.start);
      const rootAt = (bar: number) => names[bass.find((n) => n.start >= bar * song.beatsPerBar - 0.1)!.pitch % 12];
      for (const section of body) expect(Array.from({ length: 12 }, (_, i) => rootAt(section.startBar + i)).join(' '), prompt).toBe(expected);
      // Every chord of the blues has its seventh; in major a dominant one (Bb over C).
      const chords = song.parts.find((p) => p.name === 'chords')!.notes;
      const lastChord = chords.filter((n) => n.start >= song.totalBeats - song.beatsPerBar - 0.1).map((n) => names[n.pitch % 12]);
      expect(new Set(lastChord), prompt).toEqual(new Set(['C', prompt.includes('minor') ? 'Eb' : 'E', 'G', 'Bb']));
    }
    // Without a length asked, even a slow blues (bars of ~5 s) goes round its twelve bars once.
    for (const seed of [1, 2, 3]) {
      const slow = composeSong({ ...request({ seed }), mode: 'simple', prompt: 'a sad slow blues about the rain' });
      expect(slow.sections.filter((section) => section.bars === 12).length, `seed ${seed}`).toBeGreaterThan(0);
    }
    // Without the word (or refused), a jazz song keeps its seeded progressions.
    expect(composeSong({ ...request({ seed: 1 }), mode: 'simple', prompt: 'jazz about the night, 1 min' }).style.tags).not.toContain('blues');
    expect(composeSong({ ...request({ seed: 1, negativeTags: 'blues' }), mode: 'simple', prompt: 'jazz blues, 1 min' }).style.tags).not.toContain('12-bar');
  });

  it('makes a description that asks for no voice instrumental, and keeps custom lyrics sung', () => {
    const simple = (prompt: string) => composeSong({ ...request(), mode: 'simple', prompt });
    for (const prompt of ['an instrumental lofi beat', 'lofi beat, no vocals', 'calm piano piece without lyrics', 'A calm jazz tune for a late night cafe, instrumental']) {
      const song = simple(prompt);
      expect(song.vocals, prompt).toHaveLength(0);
      expect(song.lyrics, prompt).toBe('');
    }
    // A sung song with an instrumental part still sings.
    for (const prompt of ['a pop song about summer with an instrumental break', 'lofi beat about rain']) expect(simple(prompt).vocals.length, prompt).toBeGreaterThan(0);
    // In custom mode "instrumental" among the tags is a style: the lyrics given are sung.
    expect(composeSong(request({ tags: 'instrumental hip hop' })).vocals.length).toBeGreaterThan(0);
  });

  it('follows the lyric structure with one sung note per syllable', () => {
    const song = composeSong(request());
    expect(song.sections.map((s) => s.kind)).toEqual(['intro', 'verse', 'chorus', 'verse', 'chorus', 'outro']);
    const syllables = LYRICS.split('\n').filter((l) => !l.startsWith('[')).reduce((sum, line) => sum + syllablesOf(line).length, 0);
    expect(song.vocals.length).toBe(syllables);
    // Notes in order, never overlapping: one voice singing.
    for (let i = 1; i < song.vocals.length; i += 1) {
      expect(song.vocals[i]!.start).toBeGreaterThanOrEqual(song.vocals[i - 1]!.start + song.vocals[i - 1]!.duration - 1e-9);
    }
    // The two choruses have the same words and so the same tune.
    const chorusNotes = (index: number) => {
      const section = song.sections.filter((s) => s.kind === 'chorus')[index]!;
      const from = section.startBar * 4;
      const to = from + section.bars * 4;
      return song.vocals.filter((n) => n.start >= from && n.start < to).map((n) => [n.pitch, n.duration, n.start - from]);
    };
    expect(chorusNotes(0)).toEqual(chorusNotes(1));
    expect(song.durationSeconds).toBeCloseTo((song.totalBeats * 60) / song.bpm + 2, 3);
  });

  it('writes the tracks of the genre and leaves out what negative tags exclude', () => {
    const full = new Midi(midiOf({ tags: 'rock piano' }));
    expect(full.tracks.map((t) => t.name)).toEqual(expect.arrayContaining(['lead', 'chords', 'bass', 'drums']));
    expect(full.tracks.find((t) => t.name === 'chords')!.instrument.number).toBe(0);
    const bare = new Midi(midiOf({ tags: 'rock piano', negativeTags: 'drums, piano, bass' }));
    expect(bare.tracks.some((t) => t.channel === 9)).toBe(false);
    expect(bare.tracks.some((t) => t.instrument.number === 0)).toBe(false);
    expect(bare.tracks.some((t) => t.name === 'bass')).toBe(false);
    const jazz = new Midi(midiOf({ tags: 'jazz' }));
    expect(jazz.tracks.find((t) => t.name === 'bass')!.instrument.number).toBe(32);
  });

  it('sings only when not instrumental; instrumental songs give the tune to the lead at full voice', () => {
    const sung = composeSong(request());
    const instrumental = composeSong(request({ instrumental: true }));
    expect(sung.vocals.length).toBeGreaterThan(0);
    expect(instrumental.vocals).toEqual([]);
    expect(instrumental.lyrics).toBe('');
    const leadVelocity = (song: typeof sung) => Math.max(...song.parts.find((p) => p.name === 'lead')!.notes.map((n) => n.velocity));
    expect(leadVelocity(instrumental)).toBeGreaterThan(leadVelocity(sung));
    expect(composeSong(request({ negativeTags: 'vocals' })).vocals).toEqual([]);
  });

  it('writes lyrics for a simple prompt and sizes the song to the length asked', () => {
    const song = composeSong({ mode: 'simple', prompt: 'a happy pop song about summer nights, 45 s', title: '', tags: '', negativeTags: '', instrumental: false, seed: 3 });
    expect(song.title).toBe('Summer Nights');
    expect(song.lyrics).toContain('[Chorus]');
    expect(song.lyrics).toContain('summer nights');
    expect(song.vocals.length).toBeGreaterThan(10);
    expect(song.durationSeconds).toBeGreaterThan(30);
    expect(song.durationSeconds).toBeLessThan(60);
    const long = composeSong({ mode: 'simple', prompt: 'ambient, 2 min', title: '', tags: '', negativeTags: '', instrumental: true, seed: 3 });
    expect(long.durationSeconds).toBeGreaterThan(100);
    expect(long.durationSeconds).toBeLessThan(140);
  });

  it('moves an unnamed tempo a little so the whole sections meet the length asked, and keeps a named one', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const [prompt, seconds] of [['a happy lofi song about rainy mornings, 1 min', 60], ['a gentle jazz waltz about autumn leaves, 90 s', 90], ['a slow blues about the rain, 90 s', 90]] as const) {
        const song = composeSong({ mode: 'simple', prompt, title: '', tags: '', negativeTags: '', instrumental: false, seed });
        const drawn = parseStyle({ text: prompt, negative: '', seed }).bpm;
        expect(Math.abs(song.durationSeconds - seconds) / seconds, `${prompt}, seed ${seed}`).toBeLessThan(0.03);
        // A few bpm, not a new feel; the tag line shows the tempo played.
        expect(Math.abs(song.bpm - drawn) / drawn).toBeLessThanOrEqual(0.125);
        expect(song.style.tags).toContain(`${song.bpm} bpm`);
      }
    }
    // A tempo the text names is played as named, whatever the length.
    const named = composeSong({ mode: 'simple', prompt: 'a happy lofi song about rainy mornings, 73 bpm, 1 min', title: '', tags: '', negativeTags: '', instrumental: false, seed: 2 });
    expect(named.bpm).toBe(73);
    // Without a length asked the drawn tempo stands.
    const free = composeSong({ mode: 'simple', prompt: 'a happy lofi song about rainy mornings', title: '', tags: '', negativeTags: '', instrumental: false, seed: 2 });
    expect(free.bpm).toBe(parseStyle({ text: 'a happy lofi song about rainy mornings', negative: '', seed: 2 }).bpm);
  });

  it('caps very long lyrics at four minutes', () => {
    const verse = '[Verse]\n' + Array.from({ length: 8 }, () => 'We sing a line that goes on and on').join('\n');
    const song = composeSong(request({ prompt: Array.from({ length: 12 }, () => verse).join('\n'), tags: 'slow ballad 60 bpm' }));
    expect(song.durationSeconds).toBeLessThanOrEqual(240 + 10);
    expect(song.sections.at(-1)!.kind).toBe('outro');
    // The verse that crosses the end is cut between its lines: the song is sung up to its last bars.
    const sungUntil = Math.max(...song.vocals.map((note) => note.start + note.duration)) * (60 / song.bpm);
    expect(sungUntil).toBeGreaterThan(240 - 30);
    // A single line longer than the longest song (3,000 characters of Japanese) is sung up to
    // where the song ends, not left out with the whole of its section.
    const one = composeSong(request({ prompt: '雨'.repeat(3000), tags: 'pop 100 bpm' }));
    expect(one.durationSeconds).toBeLessThanOrEqual(240 + 10);
    expect(one.durationSeconds).toBeGreaterThan(200);
    expect(one.vocals.length).toBeGreaterThan(500);
  });
});
