/**
 * Real-time factor of the music engine: seconds of work per second of song, for a 30 s and
 * a 2 min song, instrumental and sung, against FluidSynth rendering the same MIDI alone
 * (the floor: our pipeline adds composition, singing, mixing, MP3, cover and MP4).
 *
 *   npx tsx bench/music/rtf.ts            # all four cases
 *   npx tsx bench/music/rtf.ts --quick    # the 30 s cases only
 *
 * Figures: wall time, and CPU time (this process plus the tools it ran, from
 * /proc/self/stat), since on a shared machine wall time also measures the neighbours.
 * Goal: RTF at most 0.2 on 2 cores.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { composeSong, type SongRequest } from '../../lib/engine/music/compose';
import { songToMidi } from '../../lib/engine/music/midi';
import { generateSong, previewSong } from '../../lib/engine/music/render';
import { DEFAULT_SOUNDFONT, fluidsynthArgs } from '../../lib/engine/music/synth';
import { runTool } from '../../lib/engine/music/tools';

const TICKS = 100; // USER_HZ on Linux

/** CPU seconds used so far by this process and by the children it has waited for. */
function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // After "pid (comm) ": state is field 0; utime 11, stime 12, cutime 13, cstime 14.
  const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
  return (utime! + stime! + cutime! + cstime!) / TICKS;
}

async function measure<T>(work: () => Promise<T>): Promise<{ value: T; wall: number; cpu: number }> {
  const cpu = cpuSeconds();
  const started = performance.now();
  const value = await work();
  return { value, wall: (performance.now() - started) / 1000, cpu: cpuSeconds() - cpu };
}

async function fluidsynthAlone(midi: Uint8Array): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-fluidsynth-'));
  try {
    await writeFile(path.join(dir, 'song.mid'), midi);
    await runTool('fluidsynth', fluidsynthArgs(DEFAULT_SOUNDFONT, path.join(dir, 'song.mid'), path.join(dir, 'song.wav')), { timeoutMs: 300_000 });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const f = (n: number, digits = 2) => n.toFixed(digits);

async function main() {
  const quick = process.argv.includes('--quick');
  const lengths = quick ? ['30 s'] : ['30 s', '2 min'];
  console.log(`music engine RTF · ${os.cpus().length} cores · load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} · soundfont ${path.basename(DEFAULT_SOUNDFONT)}`);
  // Warm the page cache with the soundfont and tools once, as a running server would be.
  await fluidsynthAlone(songToMidi(composeSong({ mode: 'simple', prompt: 'pop, 10 s', title: '', tags: '', negativeTags: '', instrumental: true, seed: 1 })));

  const rows: string[][] = [];
  for (const length of lengths) {
    for (const instrumental of [true, false]) {
      const request: SongRequest = { mode: 'simple', prompt: `a happy pop song about the city at night, ${length}`, title: '', tags: '', negativeTags: '', instrumental, seed: 2024 };
      const song = composeSong(request);
      const seconds = song.durationSeconds;
      const peer = await measure(() => fluidsynthAlone(songToMidi(song)));
      const preview = await measure(() => previewSong(request));
      const full = await measure(() => generateSong(request));
      const t = full.value.timings;
      rows.push([
        `${length}${instrumental ? '' : ' +vocals'}`,
        f(seconds, 1),
        f(full.wall / seconds, 3),
        f(full.cpu / seconds, 3),
        f(peer.wall / seconds, 3),
        f(peer.cpu / seconds, 3),
        f(preview.wall, 2),
        `synth ${f(t.synth / 1000)} voice ${f(t.vocals / 1000)} mix ${f(t.mix / 1000)} mp3 ${f(t.encode / 1000)} cover ${f(t.cover / 1000)} mp4 ${f(t.video / 1000)}`,
      ]);
    }
  }
  const header = ['song', 'seconds', 'RTF wall', 'RTF cpu', 'FluidSynth alone wall', 'alone cpu', 'preview s', 'stages (wall s; synth and voice run side by side)'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  console.log('RTF = seconds of work per second of song (lower is faster; goal <= 0.2). "preview" = time to the first, partial audio.');
}

void main();
