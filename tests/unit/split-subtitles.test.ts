import { describe, expect, it } from 'vitest';
import { isSubtitles, splitSubtitles } from '@/lib/client/split-subtitles';
import { joinParts } from '@/lib/client/split-text';

const SRT = ['1', '00:00:01,000 --> 00:00:04,000', 'Hello there.', 'How are you?', '', '2', '00:00:05,000 --> 00:00:06,500', '<i>Fine.</i>', '', '3', '00:00:07,000 --> 00:00:08,000', '', ''].join('\n');
const VTT = ['WEBVTT - a film', '', 'NOTE made by hand', 'over two lines', '', 'intro', '00:01.000 --> 00:04.000 align:start position:10%', '- Yes?', '- No.', '', '01:00:05.000 --> 01:00:06.000', 'Bye'].join('\n');

describe('subtitles as parts for a translator', () => {
  it("makes each SRT cue's words a part, and keeps numbers, times and blank lines between them exactly", () => {
    const split = splitSubtitles(SRT, 1500)!;
    expect(split.parts.map((part) => part.text)).toEqual(['Hello there.\nHow are you?', '<i>Fine.</i>']);
    expect(split.lead).toBe('1\n00:00:01,000 --> 00:00:04,000\n');
    expect(joinParts(split, [])).toBe(SRT);
    // A cue with no words (the third) is kept as it is.
    expect(joinParts(split, ['Hola.\n¿Qué tal?', '<i>Bien.</i>'])).toBe(SRT.replace('Hello there.\nHow are you?', 'Hola.\n¿Qué tal?').replace('<i>Fine.</i>', '<i>Bien.</i>'));
  });

  it('keeps the WebVTT header, notes, cue names and cue settings out of the parts', () => {
    const split = splitSubtitles(VTT, 1500)!;
    expect(split.parts.map((part) => part.text)).toEqual(['- Yes?\n- No.', 'Bye']);
    expect(joinParts(split, ['- ¿Sí?\n- No.', 'Adiós'])).toBe(VTT.replace('- Yes?', '- ¿Sí?').replace('Bye', 'Adiós'));
  });

  it('cuts a cue longer than one request as any text is cut', () => {
    const long = `1\n00:00:01,000 --> 00:00:04,000\n${'Word after word. '.repeat(10).trim()}\n`;
    const split = splitSubtitles(long, 60)!;
    expect(split.parts.length).toBeGreaterThan(2);
    expect(split.parts.every((part) => part.text.length <= 60)).toBe(true);
    expect(joinParts(split, [])).toBe(long);
  });

  it('is not fooled by text that only mentions a time, or by subtitles without words', () => {
    expect(isSubtitles('The meeting ran 00:01.000 --> 00:02.000 and then some')).toBe(false);
    expect(splitSubtitles('Chapter 1\n00:00:01,000 --> 00:00:02,000\nHello', 1500)).toBeNull();
    expect(isSubtitles('12\n00:00:01,000 --> 00:00:02,000\nHello')).toBe(true);
    expect(isSubtitles('00:00:01.000 --> 00:00:02.000\nHello')).toBe(true);
    expect(splitSubtitles('WEBVTT\n\n00:01.000 --> 00:02.000\n\n', 1500)).toBeNull();
    // Two paragraphs quoting times among four are prose.
    expect(isSubtitles('Notes\n\nAt 00:00:01,000 --> 00:00:02,000 he speaks.\n\n00:00:05,000 --> 00:00:06,000 is the answer.\n\nThe end, and more.')).toBe(false);
  });

  it('reads a file whose first cue is damaged, or that opens with a title, as subtitles: every cue is translated, the title kept', () => {
    // The first cue's times lack their milliseconds, a later one has "->": their times are kept as written, their words translated.
    const damaged = '1\n00:00:01 --> 00:00:02\nHello.\n\n2\n00:00:03,000 --> 00:00:04,000\nHow are you?\n\n3\n00:00:05,000 --> 00:00:06,000\nFine.\n\n4\n00:00:07,000 -> 00:00:08,000\nBye.\n';
    expect(isSubtitles(damaged)).toBe(true);
    const split = splitSubtitles(damaged, 1500)!;
    expect(split.parts.map((part) => part.text)).toEqual(['Hello.', 'How are you?', 'Fine.', 'Bye.']);
    const spanish = damaged.replace('Hello.', 'Hola.').replace('How are you?', '¿Qué tal?').replace('Fine.', 'Bien.').replace('Bye.', 'Adiós.');
    expect(joinParts(split, ['Hola.', '¿Qué tal?', 'Bien.', 'Adiós.'])).toBe(spanish);
    // A line that only looks like a time range inside a cue's words is words.
    expect(splitSubtitles('1\n00:00:01,000 --> 00:00:02,000\nScore:\n3 -> 4\n\n2\n00:00:03,000 --> 00:00:04,000\nBye.\n', 1500)!.parts.map((part) => part.text)).toEqual(['Score:\n3 -> 4', 'Bye.']);
    const titled = 'My Film (2019)\n\n1\n00:00:01,000 --> 00:00:02,000\nHello.\n\n2\n00:00:03,000 --> 00:00:04,000\nBye.\n';
    expect(splitSubtitles(titled, 1500)!.parts.map((part) => part.text)).toEqual(['Hello.', 'Bye.']);
  });
});
