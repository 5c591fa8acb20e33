import type { DrumStyle } from './genres';
import type { SectionKind } from './lyrics';
import type { Random } from './random';
import type { PlannedSection } from './structure';
import type { NoteEvent } from './song';
import { INTENSITY, swingBeat, velocity } from './groove';

/**
 * Drum grooves per genre on the General MIDI kit (channel 10), a bar of sixteenths per
 * lane: X accent, x normal, o soft, g ghost (a snare stroke felt more than heard), r a roll of two
 * thirty-seconds, t a roll of three strokes in the sixteenth, . rest. Sections change the groove: intros thin it,
 * choruses add a crash and open hats, bridges go half-time, the last bar before a chorus
 * has a fill.
 */

const KICK = 36;
const SNARE = 38;
const CRASH = 49;
const TOMS = [50, 48, 47, 45, 43];

interface Groove {
  /** Kit program on the drum channel (GS/GM2 kits in FluidR3: 0 standard, 8 room, 16 power, 24 electronic, 25 808, 32 jazz, 40 brush, 48 orchestra). */
  kit: number;
  lanes: Record<number, string>;
  /** Added in choruses and instrumental sections. */
  chorus?: Record<number, string>;
  /** What every second bar plays instead, lane by lane (trap's hi-hat rolls into the next bar). */
  turnaround?: Record<number, string>;
}

const GROOVES: Record<Exclude<DrumStyle, 'none'>, Groove> = {
  pop: { kit: 0, lanes: { 36: 'x.......x.x.....', 38: '....x.......x...', 42: 'x.o.x.o.x.o.x.o.' }, chorus: { 46: '..............x.', 39: '....o.......o...' } },
  rock: { kit: 16, lanes: { 36: 'x.....x.x.......', 38: '....X.......X...', 42: 'x.x.x.x.x.x.x.x.' }, chorus: { 51: 'x.x.x.x.x.x.x.x.', 36: '..........x.....' } },
  metal: { kit: 16, lanes: { 36: 'x.x.x.x.x.x.x.x.', 38: '....X.......X...', 42: 'x...x...x...x...' }, chorus: { 36: 'xxxxxxxxxxxxxxxx', 51: 'x.x.x.x.x.x.x.x.' } },
  four: { kit: 24, lanes: { 36: 'X...X...X...X...', 39: '....x.......x...', 42: 'o.o.o.o.o.o.o.o.' }, chorus: { 46: '..x...x...x...x.' } },
  boombap: { kit: 25, lanes: { 36: 'x......x..x.....', 38: '....x.......x...', 42: 'x.o.x.o.x.o.x.oo' }, chorus: { 46: '......o.........' } },
  onedrop: { kit: 8, lanes: { 36: '........x.......', 37: '........x.......', 42: 'x.o.x.o.x.o.x.o.' }, chorus: { 36: 'x...............', 46: '..o...o...o...o.' } },
  dembow: { kit: 0, lanes: { 36: 'x...x...x...x...', 38: '...x..x....x..x.', 70: 'x.o.x.o.x.o.x.o.', 63: '..o...o...o...o.' }, chorus: { 75: 'x..x..x...x.x...' } },
  funk: { kit: 0, lanes: { 36: 'x.....x..x......', 38: '....X..g.g..X..g', 42: 'xoxoxoxoxoxoxoxo' }, chorus: { 46: '..............x.', 36: '..........x.....' } },
  jazz: { kit: 40, lanes: { 51: 'x...x.o.x...x.o.', 44: '....o.......o...', 36: 'o.......o.......' }, chorus: { 38: '..........o.....' } },
  folk: { kit: 8, lanes: { 36: 'x.......x.......', 37: '....x.......x...', 70: 'o.o.o.o.o.o.o.o.' }, chorus: { 54: '....x.......x...', 38: '....o.......o...' } },
  synthwave: { kit: 24, lanes: { 36: 'x.......x.......', 38: '....X.......X...', 42: 'x.x.x.x.x.x.x.x.' }, chorus: { 42: 'oooooooooooooooo' } },
  orchestral: { kit: 48, lanes: { 35: 'o...............' }, chorus: { 35: 'x.......x.......' } },
  ska: { kit: 0, lanes: { 36: 'x.......x.......', 38: '....x.......x...', 42: 'x...x...x...x...', 46: '..x...x...x...x.' }, chorus: { 36: 'x...x...x...x...', 38: '....X.......X...' } },
  palmas: { kit: 8, lanes: { 36: 'x.....x.....x...', 37: '....x.......x...', 39: '..x...x...x...x.' }, chorus: { 39: '..x.o.x.o.x.o.x.' } },
  afrobeat: { kit: 0, lanes: { 36: 'xx......xx......', 38: '..g.g.X..g.g..X.', 42: 'x.x.x.x.x.x.x.x.', 44: '....x.......x...', 46: '.......o.......o', 63: '..o..o....o..o..' }, chorus: { 70: 'xoxoxoxoxoxoxoxo', 64: 'x.......x.......' } },
  salsa: { kit: 0, lanes: { 75: 'x..x..x...x.x...', 63: '......xx......xx', 62: '..o.......o.....' }, chorus: { 56: 'x.x.x.x.x.x.x.x.', 36: 'o.......o.......' } },
  bossa: { kit: 40, lanes: { 37: 'x..x..x...x..x..', 36: 'o..oo..oo..oo..o', 42: 'o.o.o.o.o.o.o.o.' }, chorus: { 70: 'oxoxoxoxoxoxoxox' } },
  // Every second bar the hi-hat rolls: thirty-seconds on the "a" of two, a triplet roll into the next bar.
  trap: { kit: 25, lanes: { 36: 'x......x..x.....', 38: '........x.......', 39: '........x.......', 42: 'x.x.x.x.x.x.xxxx' }, chorus: { 42: '.o.o.o.o.o.o....', 46: '......o.........' }, turnaround: { 42: 'x.x.x.xrx.x.ttrr' } },
  dnb: { kit: 0, lanes: { 36: 'x.........x.....', 38: '....x.......x...', 42: 'x.x.x.x.x.x.x.x.' }, chorus: { 38: '.......g.g....g.', 42: '.o.o.o.o.o.o.o.o' } },
  cumbia: { kit: 0, lanes: { 73: 'x.xxx.xxx.xxx.xx', 36: 'x.......x.......', 63: '..x...x...x...x.' }, chorus: { 36: 'x...x...x...x...' } },
  bachata: { kit: 0, lanes: { 69: 'x.xxx.xxx.xxx.xx', 36: 'x.......x.......', 60: '..x.x.x...x.x.x.', 61: 'x.......x.......' }, chorus: { 63: '......x.......x.' } },
  samba: { kit: 0, lanes: { 36: 'o...x...o...x...', 70: 'xoxoxoxoxoxoxoxo', 76: 'x.xx.x.x.xx.x.x.' }, chorus: { 67: 'x.x...x.x.x...x.', 68: '..........x.x...' } },
  halftime: { kit: 24, lanes: { 36: 'x.........x.....', 38: '........X.......', 42: 'x.x.x.x.x.x.x.x.' }, chorus: { 42: '.o.o.o.o.o.o.o.o', 36: '...x............' } },
  // Modern afrobeats: the kick on one and three, each with a push (the "a" of one, the "and" of
  // three), the clap between the beats, the hi-hat's dotted eighths rolling into eighths, a shaker.
  afrobeats: { kit: 0, lanes: { 36: 'x..x....x.x.....', 39: '...x..x......x..', 42: 'x..x..x.x.x.x.x.', 70: '..o...o...o...o.' }, chorus: { 70: 'oxoxoxoxoxoxoxox', 63: '......o.o.....o.' } },
  disco: { kit: 0, lanes: { 36: 'x...x...x...x...', 38: '....x.......x...', 42: 'x...x...x...x...', 46: '..x...x...x...x.' }, chorus: { 54: 'o.o.o.o.o.o.o.o.', 39: '....x.......x...' } },
  techno: { kit: 24, lanes: { 36: 'X...X...X...X...', 42: 'oo.ooo.ooo.ooo.o', 46: '..x...x...x...x.', 37: '......o......o..' }, chorus: { 39: '....x.......x...' } },
  amapiano: { kit: 0, lanes: { 36: 'x...o...x...o...', 70: 'xoxoxoxoxoxoxoxo', 37: '...x..x....x..x.', 63: '..o.......o.o...' }, chorus: { 39: '....x.......x...' } },
  // The polka's and the ranchera's oom-pah: the kick on one and three, the snare's "pah" on two and four.
  polka: { kit: 0, lanes: { 36: 'x.......x.......', 38: '....x.......x...', 42: '..o...o...o...o.' }, chorus: { 54: '....x.......x...', 38: '....X.......X...' } },
  // Merengue: the güira's sixteenths, "boom" on one and three and "chick" on two and four, the
  // tambora on the toms (stick on the beat, hand on its "and", the cross-stick on two and four),
  // its quintillo (five strokes into three) in a chorus.
  merengue: { kit: 0, lanes: { 69: 'x.xxx.xxx.xxx.xx', 36: 'x.......x.......', 44: '....x.......x...', 48: 'x.......x.......', 43: '..o.......o.....', 37: '....x.......x...' }, chorus: { 48: 'x...xxxxx.......' } },
};

/**
 * The same kits in 3/4, a bar of twelve sixteenths: the kick on one, the backbeat on two and
 * three (the waltz's "oom-pah-pah"), the cymbals on every beat; jazz plays the jazz waltz's
 * ride ("ding, ding-a ding") with the hi-hat's foot on two and three.
 */
const WALTZ_GROOVES: Record<Exclude<DrumStyle, 'none'>, Groove> = {
  pop: { kit: 0, lanes: { 36: 'x...........', 38: '....o...o...', 42: 'x.o.x.o.x.o.' }, chorus: { 46: '..........x.', 39: '....o...o...' } },
  rock: { kit: 16, lanes: { 36: 'x.....x.....', 38: '....X...X...', 42: 'x.x.x.x.x.x.' }, chorus: { 51: 'x.x.x.x.x.x.' } },
  metal: { kit: 16, lanes: { 36: 'x.x.x.x.x.x.', 38: '....X...X...', 42: 'x...x...x...' }, chorus: { 36: 'xxxxxxxxxxxx', 51: 'x.x.x.x.x.x.' } },
  four: { kit: 24, lanes: { 36: 'X...X...X...', 39: '....x...x...', 42: 'o.o.o.o.o.o.' }, chorus: { 46: '..x...x...x.' } },
  boombap: { kit: 25, lanes: { 36: 'x......x....', 38: '....x...x...', 42: 'x.o.x.o.x.oo' }, chorus: { 46: '......o.....' } },
  onedrop: { kit: 8, lanes: { 36: '........x...', 37: '........x...', 42: 'x.o.x.o.x.o.' }, chorus: { 46: '..o...o...o.' } },
  dembow: { kit: 0, lanes: { 36: 'x...x...x...', 38: '...x..x.....', 70: 'x.o.x.o.x.o.', 63: '..o...o...o.' }, chorus: { 75: 'x..x..x.....' } },
  funk: { kit: 0, lanes: { 36: 'x......x....', 38: '....X..gX...', 42: 'xoxoxoxoxoxo' }, chorus: { 46: '..........x.' } },
  jazz: { kit: 40, lanes: { 51: 'x...x.o.x...', 44: '....o...o...', 36: 'o...........' }, chorus: { 38: '..........o.' } },
  folk: { kit: 8, lanes: { 36: 'x...........', 37: '....x...x...', 70: 'o.o.o.o.o.o.' }, chorus: { 54: '....x...x...', 38: '....o...o...' } },
  synthwave: { kit: 24, lanes: { 36: 'x...........', 38: '....X...X...', 42: 'x.x.x.x.x.x.' }, chorus: { 42: 'oooooooooooo' } },
  orchestral: { kit: 48, lanes: { 35: 'o...........' }, chorus: { 35: 'x...........' } },
  ska: { kit: 0, lanes: { 36: 'x...........', 38: '....x...x...', 42: 'x...x...x...', 46: '..x...x...x.' }, chorus: { 36: 'x...x...x...' } },
  palmas: { kit: 8, lanes: { 36: 'x...........', 37: '....x...x...', 39: 'x...x...x...' }, chorus: { 39: '..o...o...o.' } },
  afrobeat: { kit: 0, lanes: { 36: 'xx..........', 38: '..g...X...g.', 42: 'x.x.x.x.x.x.', 44: '....x...x...', 63: '..o..o....o.' }, chorus: { 70: 'xoxoxoxoxoxo' } },
  salsa: { kit: 0, lanes: { 75: 'x..x..x.....', 63: '........xx..', 62: '....o.......' }, chorus: { 56: 'x.x.x.x.x.x.' } },
  bossa: { kit: 40, lanes: { 37: 'x..x..x.....', 36: 'o..o....o...', 42: 'o.o.o.o.o.o.' }, chorus: { 70: 'oxoxoxoxoxox' } },
  trap: { kit: 25, lanes: { 36: 'x......x....', 38: '........x...', 39: '........x...', 42: 'x.x.x.x.xxxx' }, chorus: { 42: '.o.o.o.o....' } },
  dnb: { kit: 0, lanes: { 36: 'x.....x.....', 38: '....x...x...', 42: 'x.x.x.x.x.x.' }, chorus: { 42: '.o.o.o.o.o.o' } },
  cumbia: { kit: 0, lanes: { 73: 'x.xxx.xxx.xx', 36: 'x...........', 63: '..x...x...x.' }, chorus: { 36: 'x...x...x...' } },
  bachata: { kit: 0, lanes: { 69: 'x.xxx.xxx.xx', 36: 'x...........', 60: '..x.x.x...x.' }, chorus: { 63: '......x.....' } },
  samba: { kit: 0, lanes: { 36: 'o...x...x...', 70: 'xoxoxoxoxoxo', 76: 'x.xx.x.x.xx.' }, chorus: { 67: 'x.x...x.x...' } },
  halftime: { kit: 24, lanes: { 36: 'x.......x...', 38: '......X.....', 42: 'x.x.x.x.x.x.' }, chorus: { 42: '.o.o.o.o.o.o' } },
  afrobeats: { kit: 0, lanes: { 36: 'x..x....x...', 39: '...x..x.....', 42: 'x..x..x.x.x.', 70: '..o...o...o.' }, chorus: { 70: 'oxoxoxoxoxox' } },
  disco: { kit: 0, lanes: { 36: 'x...x...x...', 38: '....x...x...', 42: 'x...x...x...', 46: '..x...x...x.' }, chorus: { 54: 'o.o.o.o.o.o.' } },
  techno: { kit: 24, lanes: { 36: 'X...X...X...', 42: 'oo.ooo.ooo.o', 46: '..x...x...x.' }, chorus: { 39: '....x...x...' } },
  amapiano: { kit: 0, lanes: { 36: 'x...o...o...', 70: 'xoxoxoxoxoxo', 37: '...x..x.....' }, chorus: { 39: '....x...x...' } },
  polka: { kit: 0, lanes: { 36: 'x...........', 38: '....x...x...' }, chorus: { 54: '....x...x...' } },
  merengue: { kit: 0, lanes: { 69: 'x.xxx.xxx.xx', 36: 'x...........', 44: '....x...x...', 48: 'x...........', 43: '..o.....o...', 37: '....x...x...' }, chorus: { 48: 'x...xxx.....' } },
};

/**
 * The same kits in 6/8, a bar of twelve sixteenths in two pulses of three eighths: the kick on
 * the first pulse, the backbeat on the second, the cymbals on the eighths with the pulses
 * leaning (the ballad's and the jig's "ONE-and-a TWO-and-a").
 */
const SIX_EIGHT_GROOVES: Record<Exclude<DrumStyle, 'none'>, Groove> = {
  pop: { kit: 0, lanes: { 36: 'x...........', 38: '......x.....', 42: 'x.o.o.x.o.o.' }, chorus: { 46: '..........x.', 39: '......o.....' } },
  rock: { kit: 16, lanes: { 36: 'x.........x.', 38: '......X.....', 42: 'x.x.x.x.x.x.' }, chorus: { 51: 'x.x.x.x.x.x.' } },
  metal: { kit: 16, lanes: { 36: 'x.x.x.x.x.x.', 38: '......X.....', 42: 'x.....x.....' }, chorus: { 36: 'xxxxxxxxxxxx', 51: 'x.x.x.x.x.x.' } },
  four: { kit: 24, lanes: { 36: 'X.....X.....', 39: '......x.....', 42: 'o.o.o.o.o.o.' }, chorus: { 46: '..x.x...x.x.' } },
  boombap: { kit: 25, lanes: { 36: 'x.......x...', 38: '......x.....', 42: 'x.o.o.x.o.oo' }, chorus: { 46: '....o.......' } },
  onedrop: { kit: 8, lanes: { 36: '......x.....', 37: '......x.....', 42: 'x.o.o.x.o.o.' }, chorus: { 46: '....o.....o.' } },
  dembow: { kit: 0, lanes: { 36: 'x.....x.....', 38: '....x.....x.', 70: 'x.o.o.x.o.o.', 63: '....o.....o.' }, chorus: { 75: 'x.....x.x...' } },
  funk: { kit: 0, lanes: { 36: 'x.......x...', 38: '..g...X...g.', 42: 'xoxoxoxoxoxo' }, chorus: { 46: '..........x.' } },
  jazz: { kit: 40, lanes: { 51: 'x...x.x...x.', 44: '......o.....', 36: 'o...........' }, chorus: { 38: '..........o.' } },
  folk: { kit: 8, lanes: { 36: 'x...........', 37: '......x.....', 70: 'o.o.o.o.o.o.' }, chorus: { 54: '......x.....', 38: '......o.....' } },
  synthwave: { kit: 24, lanes: { 36: 'x...........', 38: '......X.....', 42: 'x.x.x.x.x.x.' }, chorus: { 42: 'oooooooooooo' } },
  orchestral: { kit: 48, lanes: { 35: 'o...........' }, chorus: { 35: 'x.....x.....' } },
  ska: { kit: 0, lanes: { 36: 'x...........', 38: '......x.....', 42: 'x.....x.....', 46: '..x.x...x.x.' }, chorus: { 36: 'x.....x.....' } },
  palmas: { kit: 8, lanes: { 36: 'x.....x.....', 37: '......x.....', 39: '..x.x...x.x.' }, chorus: { 39: 'o.....o.....' } },
  afrobeat: { kit: 0, lanes: { 36: 'x.x.......x.', 38: '..g...X...g.', 42: 'x.x.x.x.x.x.', 44: '......x.....', 63: '....o.....o.' }, chorus: { 70: 'xoxoxoxoxoxo' } },
  salsa: { kit: 0, lanes: { 75: 'x...x.x...x.', 63: '......x.x...', 62: '..o.........' }, chorus: { 56: 'x.x.x.x.x.x.' } },
  bossa: { kit: 40, lanes: { 37: 'x...x...x.x.', 36: 'o.....o.....', 42: 'o.o.o.o.o.o.' }, chorus: { 70: 'oxoxoxoxoxox' } },
  trap: { kit: 25, lanes: { 36: 'x.......x...', 38: '......x.....', 39: '......x.....', 42: 'x.x.x.x.x.xx' }, chorus: { 42: '.o.o.o.o.o..' } },
  dnb: { kit: 0, lanes: { 36: 'x.......x...', 38: '......x.....', 42: 'x.x.x.x.x.x.' }, chorus: { 42: '.o.o.o.o.o.o' } },
  cumbia: { kit: 0, lanes: { 73: 'x.xx.xx.xx.x', 36: 'x.....x.....', 63: '....x.....x.' }, chorus: { 36: 'x.....x.....' } },
  bachata: { kit: 0, lanes: { 69: 'x.xx.xx.xx.x', 36: 'x.....x.....', 60: '..x.x...x.x.' }, chorus: { 63: '....x.....x.' } },
  samba: { kit: 0, lanes: { 36: 'o.....x.....', 70: 'xoxoxoxoxoxo', 76: 'x.xx.x.x.xx.' }, chorus: { 67: 'x.x...x.x...' } },
  halftime: { kit: 24, lanes: { 36: 'x.......x...', 38: '......X.....', 42: 'x.x.x.x.x.x.' }, chorus: { 42: '.o.o.o.o.o.o' } },
  afrobeats: { kit: 0, lanes: { 36: 'x...x.x.....', 39: '..x.....x.x.', 42: 'x.x.x.x.x.x.', 70: '..o.o...o.o.' }, chorus: { 70: 'oxoxoxoxoxox' } },
  disco: { kit: 0, lanes: { 36: 'X.....X.....', 38: '......x.....', 42: 'x.....x.....', 46: '..x.x...x.x.' }, chorus: { 54: 'o.o.o.o.o.o.' } },
  techno: { kit: 24, lanes: { 36: 'X.....X.....', 42: 'oo.o.ooo.o.o', 46: '..x.x...x.x.' }, chorus: { 39: '......x.....' } },
  amapiano: { kit: 0, lanes: { 36: 'x.....o.....', 70: 'xoxoxoxoxoxo', 37: '....x.....x.' }, chorus: { 39: '......x.....' } },
  polka: { kit: 0, lanes: { 36: 'x.....x.....', 38: '..x.x...x.x.' }, chorus: { 54: '..x.x...x.x.' } },
  merengue: { kit: 0, lanes: { 69: 'x.xx.xx.xx.x', 36: 'x...........', 44: '......x.....', 48: 'x.....x.....', 43: '..o.....o...', 37: '......x.....' }, chorus: { 48: 'x.....xxx...' } },
};

/**
 * 5/4, three beats and two ("Take Five"): the 3/4 bar, then the first half of the 4/4 bar, so
 * the kick leads both groups and the backbeat falls in each.
 */
const FIVE_FOUR_GROOVES = Object.fromEntries(
  (Object.keys(GROOVES) as Exclude<DrumStyle, 'none'>[]).map((style) => {
    const [three, four] = [WALTZ_GROOVES[style], GROOVES[style]];
    return [style, { kit: four.kit, lanes: joined(three.lanes, four.lanes), chorus: three.chorus && four.chorus && joined(three.chorus, four.chorus) }];
  }),
) as Record<Exclude<DrumStyle, 'none'>, Groove>;

/** A bar of three's lanes followed by a bar of four's first two beats, rests where a lane plays in one only. */
function joined(three: Record<number, string>, four: Record<number, string>): Record<number, string> {
  const notes = [...new Set([...Object.keys(three), ...Object.keys(four)])].map(Number);
  return Object.fromEntries(notes.map((note) => [note, (three[note] ?? '.'.repeat(12)) + (four[note] ?? '.'.repeat(16)).slice(0, 8)]));
}

/** 12/8: the 6/8 bar twice (kick on the first and third pulses, the backbeat on the second and fourth). */
const TWELVE_EIGHT_GROOVES = Object.fromEntries(
  Object.entries(SIX_EIGHT_GROOVES).map(([style, groove]) => [style, { kit: groove.kit, lanes: twice(groove.lanes), chorus: groove.chorus && twice(groove.chorus) }]),
) as Record<Exclude<DrumStyle, 'none'>, Groove>;

function twice(lanes: Record<number, string>): Record<number, string> {
  return Object.fromEntries(Object.entries(lanes).map(([note, pattern]) => [note, pattern + pattern]));
}

const ACCENT: Record<string, number> = { X: 1, x: 0.75, o: 0.4, g: 1, r: 0.75, t: 0.75 };
/** Strokes in one sixteenth for each mark (a roll's, softer at first, rising into the next). */
const STROKES: Record<string, number> = { r: 2, t: 3 };
/**
 * A ghost stroke's share of an accented one's velocity. `velocity` keeps even its softest mark at
 * 0.86 of an accent (ghost notes there were nearly as loud as the backbeat); a drummer plays them
 * at about a third to a half of it.
 */
const GHOST_SHARE = 0.4;

export function drumKit(style: DrumStyle): number {
  return style === 'none' ? 0 : GROOVES[style].kit;
}

/** Lanes with `over`'s strokes played in place of theirs (its rests leave theirs); a lane `over` adds is new. */
function overlaid(lanes: Record<number, string>, over: Record<number, string>): Record<number, string> {
  const result = { ...lanes };
  for (const [note, pattern] of Object.entries(over)) {
    const current = lanes[Number(note)];
    result[Number(note)] = current ? [...pattern].map((c, i) => (c !== '.' ? c : current[i]!)).join('') : pattern;
  }
  return result;
}

/** The groove's lanes for a section, each a bar of `steps` sixteenths. */
function lanesFor(groove: Groove, kind: SectionKind, steps: number, compound: boolean): Record<number, string> {
  const lanes: Record<number, string> = { ...groove.lanes };
  if (kind === 'chorus' || kind === 'instrumental') Object.assign(lanes, overlaid(lanes, groove.chorus ?? {}));
  // 6/8's backbeat already falls once a bar: its bridge keeps the groove.
  if (kind === 'bridge' && !compound) {
    // Half-time: kick on one, snare on three (on four in 5/4, where its second group starts), the cymbals stay.
    const backbeat = steps === 20 ? 12 : 8;
    for (const note of Object.keys(lanes).map(Number)) {
      if (note === KICK) lanes[note] = 'x'.padEnd(steps, '.');
      if (note === SNARE || note === 37 || note === 39) lanes[note] = 'x'.padStart(backbeat + 1, '.').padEnd(steps, '.');
    }
  }
  if (kind === 'intro' || kind === 'break') {
    // Only the time-keepers (hats, ride, shaker, a salsa's clave, a cumbia's güiro, a bachata's güira).
    for (const note of Object.keys(lanes).map(Number)) if (![42, 44, 51, 69, 70, 73, 75].includes(note)) delete lanes[note];
  }
  return lanes;
}

export interface DrumFeel {
  beatsPerBar: 3 | 4 | 5 | 6;
  /** 6/8 and 12/8: the bar's beats are pulses of three eighths (Style.compound). */
  compound: boolean;
  energy: number;
  swing: number;
  humanize: number;
  /** A Christmas song's sleigh bells (GS's jingle bell): on the beats in a verse, every eighth in a chorus. */
  sleighBells?: boolean;
}

const JINGLE_BELL = 83;

export function drumPart(style: DrumStyle, sections: PlannedSection[], { beatsPerBar, compound, energy, swing, humanize, sleighBells = false }: DrumFeel, rng: Random): NoteEvent[] {
  if (style === 'none') return [];
  const groove = (compound ? (beatsPerBar === 6 ? TWELVE_EIGHT_GROOVES : SIX_EIGHT_GROOVES) : beatsPerBar === 3 ? WALTZ_GROOVES : beatsPerBar === 5 ? FIVE_FOUR_GROOVES : GROOVES)[style];
  const steps = beatsPerBar * 4;
  // Flamenco's cajón and hand claps: no cymbals to crash, no toms to fill with.
  const handPlayed = style === 'palmas';
  const notes: NoteEvent[] = [];
  const hit = (pitch: number, beat: number, accent: number, intensity: number, share = 1, duration = 0.25) => {
    notes.push({
      pitch,
      start: Math.max(0, swingBeat(beat, swing) + rng.jitter(humanize)),
      duration,
      velocity: Math.max(1, Math.round(velocity(energy, intensity, accent, rng.jitter(6)) * share)),
    });
  };
  sections.forEach((section, index) => {
    const next = sections[index + 1];
    const intensity = INTENSITY[section.kind];
    const lanes = lanesFor(groove, section.kind, steps, compound);
    if (sleighBells && section.kind !== 'intro' && section.kind !== 'break') {
      const full = section.kind === 'chorus' || section.kind === 'instrumental' || section.kind === 'outro';
      lanes[JINGLE_BELL] = (full ? 'x.' : 'x...').repeat(steps).slice(0, steps);
    }
    // (Only lanes the section plays: an intro's roll stays on its hi-hat.)
    const turnaround = groove.turnaround && overlaid(lanes, Object.fromEntries(Object.entries(groove.turnaround).filter(([note]) => note in lanes)));
    const quiet = section.kind === 'intro' && energy < 0.6;
    for (let bar = 0; bar < section.bars; bar += 1) {
      const barBeat = (section.startBar + bar) * beatsPerBar;
      const lastBar = bar === section.bars - 1;
      const songEnd = !next && lastBar;
      if (songEnd) {
        hit(KICK, barBeat, 1, 1);
        hit(handPlayed ? 39 : CRASH, barBeat, 1, 1);
        continue;
      }
      if (quiet && bar < section.bars - 1) continue;
      if (!handPlayed && bar === 0 && (section.kind === 'chorus' || section.kind === 'instrumental' || (section.kind === 'verse' && index > 1))) hit(CRASH, barBeat, 0.9, intensity);
      const fill = lastBar && next && (next.kind === 'chorus' || (section.bars >= 4 && rng.chance(0.5))) && style !== 'orchestral' && !handPlayed;
      // The fill takes the bar's last beat, or in 6/8 its last pulse (three eighths).
      const fillSteps = compound ? 6 : 4;
      for (const [note, pattern] of Object.entries(turnaround && bar % 2 === 1 ? turnaround : lanes)) {
        for (let step = 0; step < steps; step += 1) {
          if (fill && step >= steps - fillSteps) continue;
          const mark = pattern[step]!;
          if (mark === '.') continue;
          const strokes = STROKES[mark] ?? 1;
          for (let k = 0; k < strokes; k += 1) {
            hit(Number(note), barBeat + (step + k / strokes) / 4, ACCENT[mark]! * (strokes > 1 ? 0.7 + (0.3 * k) / (strokes - 1) : 1), intensity, mark === 'g' ? GHOST_SHARE : 1, 0.25 / strokes);
          }
        }
      }
      if (fill) {
        const voices = rng.chance(0.5) ? [SNARE, SNARE, SNARE, SNARE] : [SNARE, TOMS[1]!, TOMS[3]!, TOMS[4]!];
        // In 6/8 the fill runs in eighths, from the snare down the toms.
        const strokes = compound ? voices.slice(0, 3).map((note, i) => ({ note, at: i / 2 })) : voices.map((note, i) => ({ note, at: i / 4 }));
        const from = barBeat + beatsPerBar - fillSteps / 4;
        strokes.forEach(({ note, at }, i) => hit(note, from + at, 0.6 + i * 0.1, intensity));
      }
      if (style === 'orchestral' && lastBar && next?.kind === 'chorus') {
        for (let i = 0; i < 8; i += 1) hit(SNARE, barBeat + beatsPerBar - 2 + i / 4, 0.3 + i * 0.08, intensity);
      }
    }
  });
  return notes;
}
