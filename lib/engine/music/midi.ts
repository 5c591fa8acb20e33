import { Midi } from '@tonejs/midi';
import type { Song } from './song';

/**
 * The song as a Standard MIDI File. Times are whole ticks computed from beats, never
 * floating seconds, so the same song always gives the same bytes. The last event sits at
 * the end of the tail, so a renderer that plays to the file's end lets the last chord ring.
 */
export function songToMidi(song: Song, options: { endSeconds?: number } = {}): Uint8Array {
  const midi = new Midi();
  const ppq = midi.header.ppq;
  const ticks = (beats: number) => Math.round(beats * ppq);
  midi.header.name = song.title;
  midi.header.setTempo(song.bpm);
  // A bar of 6/8 lasts as long as one of 3/4 (three quarters, which the tempo counts); it is written as six eighths.
  midi.header.timeSignatures.push({ ticks: 0, timeSignature: song.style.compound ? [song.beatsPerBar * 2, 8] : [song.beatsPerBar, 4] });
  midi.header.update();

  const endBeats = ((options.endSeconds ?? song.durationSeconds) * song.bpm) / 60;
  const endTick = ticks(endBeats);
  for (const part of song.parts) {
    const track = midi.addTrack();
    track.name = part.name;
    track.channel = part.channel;
    track.instrument.number = part.program;
    for (const [number, value] of [
      [7, part.volume],
      [10, part.pan],
      [91, part.reverb],
      [93, part.chorus],
    ] as const) {
      track.addCC({ number, value: value / 127, ticks: 0 });
    }
    for (const note of part.notes) {
      const start = ticks(note.start);
      if (start >= endTick) continue;
      const end = Math.min(ticks(note.start + note.duration), endTick);
      track.addNote({ midi: note.pitch, ticks: start, durationTicks: Math.max(1, end - start), velocity: note.velocity / 127 });
    }
    // A no-op controller at the very end marks the length of the piece.
    track.addCC({ number: 7, value: part.volume / 127, ticks: endTick });
  }
  return midi.toArray();
}
