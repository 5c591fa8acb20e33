import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { deformat, reformat } from './stream-format';

const apertiumTool = (tool: string, input: string) =>
  execFileSync(tool, { input, env: { ...process.env, LC_ALL: 'C.UTF-8' } }).toString('utf8');

const PLAIN_SAMPLES = [
  'Hello',
  'Hello.',
  'a\tb  c\n\nd',
  'x [y] ^z$ {w} \\ / # @ * ~ < > | +',
  'end\n',
  'Two\nlines here',
  'Para one.\n\nPara two.\n',
  'a ~ b',
  'mail me@x.org',
  '5 * 3 = 15 #tag',
  'tab\tsep\r\nwin',
  'Ünïcödé — “quotes” and emoji 🚆',
];

describe('stream format', () => {
  it.each(PLAIN_SAMPLES)('deformats %j exactly as apertium-destxt does', (text) => {
    expect(deformat(text)).toBe(apertiumTool('apertium-destxt', text));
  });

  it.each(PLAIN_SAMPLES)('reformats %j exactly as apertium-retxt does, back to the original', (text) => {
    const stream = deformat(text);
    expect(reformat(stream)).toBe(apertiumTool('apertium-retxt', stream));
    expect(reformat(stream)).toBe(text);
  });

  it('keeps simple markup and entities whole, as superblanks', () => {
    const text = 'The <b>black</b> cat &amp; the <a href="/x">dog</a><br/>\nbye';
    const stream = deformat(text);
    expect(stream).toContain('[<b>]');
    expect(stream).toContain('[<\\/b>]');
    expect(stream).toContain('[&amp;]');
    expect(stream).toContain('[<a href="\\/x">]');
    expect(reformat(stream)).toBe(text);
  });

  it("keeps a subtitle's override blocks whole, but not braces without the backslash", () => {
    const text = '{\\an8}On top, {\\i1}slanted{\\i0} {\\fnTimes New Roman}font';
    const stream = deformat(text);
    expect(stream).toContain('[\\{\\\\an8\\}]');
    expect(stream).toContain('[\\{\\\\fnTimes New Roman\\}]');
    expect(stream).toContain('slanted');
    expect(reformat(stream)).toBe(text);
    // {w} is text to Apertium's own deformatter too (PLAIN_SAMPLES).
    expect(deformat('a {w} b')).toBe(apertiumTool('apertium-destxt', 'a {w} b'));
  });

  it('does not take a lone < or & for markup', () => {
    const text = 'a < b && c > d';
    expect(deformat(text)).toBe(apertiumTool('apertium-destxt', text));
    expect(reformat(deformat(text))).toBe(text);
  });

  it('drops NUL and other control characters, which would flush or confuse the pipeline', () => {
    expect(deformat('a\u0000b\u0007c')).toBe('abc.[]');
  });

  it('keeps a leading blank in a superblank so the output keeps it too', () => {
    expect(deformat(' lead')).toBe('[ ]lead.[]');
    expect(reformat(deformat(' lead'))).toBe(' lead');
  });

  it("tidies the pipeline's own blanks: dropped words leave no double or leading spaces", () => {
    expect(reformat(' Tengo un  perro..[]')).toBe('Tengo un perro.');
    expect(reformat('Hola.[][\\n\\n] Tengo.[]'.replace(/\\n/g, '\n'))).toBe('Hola\n\nTengo');
    expect(reformat('fin .[][\n]')).toBe('fin\n');
  });
});
