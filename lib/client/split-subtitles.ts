import { splitRuns, type Split } from './split-text';

/**
 * Subtitles (SRT or WebVTT) as parts for a translator: the spoken text of each cue is a part,
 * and everything else (cue numbers and names, the times and their settings, the WEBVTT header,
 * NOTE and STYLE blocks, the blank lines) is the space between parts, kept exactly. Translated
 * and joined (joinParts), the file is still one a player reads: the same cues at the same
 * times. Sent as plain text, the numbers and times went to the translator too, which may
 * rewrite them.
 */

// A cue's timing line: SRT "00:00:01,000 --> 00:00:04,000", WebVTT "01:02.500 --> 01:04.000 align:start".
const TIMING = /^[ \t]*(?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3}[ \t]+-->[ \t]+(?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3}/;
// A timing line as a damaged file may have it (no milliseconds, "->", a missing digit): what
// follows it is a cue's words too, once the file reads as subtitles.
const DAMAGED_TIMING = /^[ \t]*\d[\d:.,]*[ \t]*-{1,2}>[ \t]*\d[\d:.,]*/;
// How a subtitle file opens: WebVTT's header, or SRT's first cue (its number, or its times).
const OPENING = /^\s*(?:WEBVTT(?:[ \t][^\n]*)?(?:\n|$)|\d+[ \t]*\n[ \t]*(?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3}[ \t]+-->|(?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3}[ \t]+-->)/;

/**
 * Whether the text is subtitles: it opens as SRT or WebVTT does, or (a file whose first cue is
 * damaged, or that opens with a title line) most of its blank-line-separated blocks, and at
 * least two, hold a cue's timing line. Prose that quotes a time or two is neither. A title
 * line before the first cue is kept as it is, not translated.
 */
export function isSubtitles(text: string): boolean {
  if (OPENING.test(text)) return true;
  const blocks = text.split(/\n[ \t]*\n/).filter((block) => block.trim() !== '');
  const cues = blocks.filter((block) => block.split('\n').some((line) => TIMING.test(line))).length;
  return cues >= 2 && cues * 2 >= blocks.length;
}

/**
 * The text's cues as parts (a cue longer than `max` in several, as splitText cuts), or null
 * when it is not subtitles or no cue has text.
 */
export function splitSubtitles(text: string, max: number): Split | null {
  if (!isSubtitles(text)) return null;
  const runs: Array<{ text: string; send: boolean }> = [];
  // The lines of the cue being read: after a timing line, up to a blank line.
  let cue: string | null = null;
  for (const line of text.match(/[^\n]*\n|[^\n]+$/g) ?? []) {
    const blank = !line.trim();
    if (cue !== null && !blank) {
      cue += line;
      continue;
    }
    if (cue) runs.push({ text: cue, send: true });
    cue = null;
    runs.push({ text: line, send: false });
    if (TIMING.test(line) || DAMAGED_TIMING.test(line)) cue = '';
  }
  if (cue) runs.push({ text: cue, send: true });
  return splitRuns(runs, max);
}
