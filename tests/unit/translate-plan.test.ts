import { describe, expect, it } from 'vitest';
import { joinedParts, planOf, recentPreview, translationPlan } from '@/components/translate/plan';
import { mayNeedPlan } from '@/components/translate/use-translation-plan';
import { TRANSLATE_TEXT_MAX } from '@/lib/contract/limits/translate';

const SRT = '1\n00:00:01,000 --> 00:00:02,000\nHello there.\n\n2\n00:00:03,000 --> 00:00:04,000\nBye.\n';
const VTT = 'WEBVTT\n\n00:01.000 --> 00:04.000\nHello.\n';
const MARKDOWN = 'Run this:\n\n   ~~~sh\necho hi\n~~~\n\nThen wait.';

describe('how the translator sends a text', () => {
  it('sends subtitles by cue, prose around code, a long text in parts, and anything else at once', () => {
    expect(translationPlan(SRT)?.kind).toBe('subtitles');
    expect(translationPlan(`\n\n${VTT}`)?.kind).toBe('subtitles');
    expect(translationPlan(MARKDOWN)?.kind).toBe('code');
    // Inline code too: its spans go as placeholders (keep-markup.ts), in one part here.
    expect(translationPlan('Run `npm run build` first.')).toMatchObject({ kind: 'code', split: { parts: [{ text: 'Run `npm run build` first.' }] } });
    expect(translationPlan('word '.repeat(TRANSLATE_TEXT_MAX))?.kind).toBe('long');
    expect(translationPlan('The garden is beautiful.')).toBeNull();
    expect(translationPlan('---\ntitle: Hi\n---\nHello.')?.kind).toBe('code');
    // Going on from a run's parts: a text one request takes is one part.
    expect(planOf('The garden is beautiful.').split.parts.map((part) => part.text)).toEqual(['The garden is beautiful.']);
  });

  it('says under the text what is kept as written, and in how many parts the rest goes', () => {
    expect(translationPlan(SRT)?.note).toBe('Subtitles: the words of their 2 cues are translated; numbers and times stay as they are.');
    expect(translationPlan('1\n00:00:01,000 --> 00:00:02,000\nHello.\n')?.note).toBe('Subtitles: the words of its one cue are translated; numbers and times stay as they are.');
    expect(translationPlan(MARKDOWN)?.note).toBe('Code stays as written; the text around it is translated in 2 parts.');
    expect(translationPlan('Run `npm run build` first.')?.note).toBe('Code stays as written; the text around it is translated.');
    expect(translationPlan('---\ndate: 2026-11-28\n---\nHello.')?.note).toBe('Front matter stays as written; the text after it is translated.');
    expect(translationPlan('---\ntitle: Hi\n---\nHello.')?.note).toBe('Front matter stays as written but for its title; the title and the text after it are translated in 2 parts.');
    expect(translationPlan('+++\ntitle = "Hi"\ndescription = \'A post\'\n+++\nHello.')?.note).toBe(
      'Front matter stays as written but for its title and description; the title and description and the text after it are translated in 3 parts.',
    );
    expect(translationPlan(`---\ntitle: Hi\n---\n${MARKDOWN}`)?.note).toBe('Front matter (but for its title) and code stay as written; the text around them is translated in 3 parts.');
    expect(translationPlan('See <b>this</b> [guide](x.md).')?.note).toBe('Tags and link addresses stay as written; the text around them is translated.');
    expect(translationPlan('---\na: 1\n---\nRun `x`, see [guide](x.md).')?.note).toBe('Front matter, code, tags and link addresses stay as written; the text around them is translated.');
    expect(translationPlan('word '.repeat(TRANSLATE_TEXT_MAX))?.note).toMatch(/^Longer than one request takes \([\d,]+ characters\): it is translated in \d+ parts, one after another\.$/);
  });

  it("joins the parts done as the text had them, numbers and times and all", () => {
    const { split } = planOf(SRT);
    // What follows a part done goes with it: the next cue's number and times show where it stopped.
    expect(joinedParts(split, ['Hola.'])).toBe('1\n00:00:01,000 --> 00:00:02,000\nHola.\n\n2\n00:00:03,000 --> 00:00:04,000');
    expect(joinedParts(split, ['Hola.', 'Adiós.'])).toBe(SRT.replace('Hello there.', 'Hola.').replace('Bye.', 'Adiós.').trimEnd());
  });
});

describe('which texts load the splitters before they are sent', () => {
  it('passes over plain prose, so it is sent without loading them', () => {
    for (const text of ['', 'The garden is beautiful.', 'Hello\nworld', 'In 1999 it rained.', '~~ struck ~~']) expect(mayNeedPlan(text)).toBe(false);
  });

  it('catches every text the splitters would plan, including random ones made of their syntax', () => {
    for (const text of ['Run `npm run build` first.', SRT, `  \n${SRT}`, VTT, 'WEBVTT - film\n\n1\n00:01.000 --> 00:02.000\nHi', '00:01.000 --> 00:02.000\nHi', `Film (2019)\n\n${SRT}`, '---\ntitle: Hi\n---\nHello.', '+++\ntitle = "Hi"\n+++\nHello.', '<a href="x">Hi</a>', 'See [the guide](docs/guide.md).', 'Read [the guide][guide].', '[guide]: https://example.com/guide', 'See https://example.com/help now.', 'Or www.example.org.', MARKDOWN, 'x\n```\ncode\n```', 'x'.repeat(TRANSLATE_TEXT_MAX + 1)]) {
      expect(translationPlan(text), text.slice(0, 40)).not.toBeNull();
      expect(mayNeedPlan(text), text.slice(0, 40)).toBe(true);
    }
    // Texts built from the pieces subtitles and fences are made of: whatever the splitters
    // plan, the gate must have let through (the other way round is allowed: it is looser).
    const pieces = ['1', '12', '\n', ' ', '\t', '00:00:01,000', '01:02.500', ' --> ', 'WEBVTT', 'NOTE', '```', '~~~', '`', '    ', 'Hello.', '-->', ',', 'Title', '\n\n', '00:00:01,000 --> 00:00:02,000\n', '---', '+++', '...', 'a: 1\n', '<b>', '</b>', '[', ']', '(x.md)', '[g]', ': ', 'https://x.org/a', 'www.x.org'];
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    let planned = 0;
    for (let i = 0; i < 20_000; i++) {
      let text = '';
      for (let n = 1 + Math.floor(random() * 14); n > 0; n--) text += pieces[Math.floor(random() * pieces.length)];
      if (translationPlan(text) === null) continue;
      planned++;
      expect(mayNeedPlan(text), JSON.stringify(text)).toBe(true);
    }
    // The draw did reach the splitters' texts, or the check above checked nothing.
    expect(planned).toBeGreaterThan(500);
  });

  it("previews subtitles by their words and a post by its text, on one line, without numbers, times, styling or front matter", () => {
    expect(recentPreview(SRT)).toBe('Hello there. Bye.');
    expect(recentPreview('1\n00:00:01,000 --> 00:00:02,000\n<i>Where is</i> {\\an8}the <font color="#f00">station</font>?\n')).toBe('Where is the station?');
    expect(recentPreview(VTT)).toBe('Hello.');
    // A cue of two lines reads as one line; a long file is cut.
    expect(recentPreview('1\n00:00:01,000 --> 00:00:02,000\nThe train\nleaves at eight.\n')).toBe('The train leaves at eight.');
    expect(recentPreview(`1\n00:00:01,000 --> 00:00:02,000\n${'word '.repeat(100)}\n`)).toHaveLength(200);
    expect(recentPreview('---\ntitle: Hi\ndraft: true\n---\n\nThe garden\nis beautiful.\n')).toBe('The garden is beautiful.');
    expect(recentPreview('The garden is beautiful.')).toBeNull();
  });
});
