/**
 * How close a written song comes to the length asked: simple-mode descriptions in four, in
 * three (waltzes, whose lines take four of their shorter bars) and in 12/8 (a slow blues, whose
 * bars are long), at five lengths, three seeds each. Composition only (no rendering), so it runs in seconds.
 *
 *   npx tsx bench/music/lengths.ts
 *
 * Prints each description's seconds per seed and the largest distance from the length asked.
 */
import { composeSong } from '../../lib/engine/music/compose';

const DESCRIPTIONS = [
  'A happy lofi song about rainy mornings',
  'Sad piano ballad about an empty room',
  'Energetic edm track',
  'A gentle jazz waltz about autumn leaves',
  'A folk waltz about the sea',
  'A slow blues about the rain',
];
const LENGTHS: Array<[string, number]> = [['30 s', 30], ['40 s', 40], ['1 min', 60], ['90 s', 90], ['2 min', 120]];
const SEEDS = [1, 2, 3];

let worst = 0;
for (const [asked, seconds] of LENGTHS) {
  console.log(`${asked}:`);
  for (const description of DESCRIPTIONS) {
    const lengths = SEEDS.map((seed) =>
      composeSong({ mode: 'simple', prompt: `${description}, ${asked}`, title: '', tags: '', negativeTags: '', instrumental: false, seed }).durationSeconds,
    );
    const off = Math.max(...lengths.map((length) => Math.abs(length - seconds) / seconds));
    worst = Math.max(worst, off);
    console.log(`  ${description.padEnd(42)} ${lengths.map((length) => length.toFixed(0).padStart(4)).join('')} s   (at most ${(off * 100).toFixed(0)} % off)`);
  }
}
console.log(`largest distance from the length asked: ${(worst * 100).toFixed(0)} %`);
