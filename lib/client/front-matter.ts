/**
 * The prose in a Markdown file's front matter: the values of the few keys a reader sees (a
 * post's title, its description), at the top level or nested (`seo:` / `  title:`, a list's
 * `- title:`), which a translator may read, while every key and every other value stays as the
 * site generator wrote it (split-markdown.ts keeps the rest out). A value is sent as its text,
 * without its quotes, and written back in its own kind of string, quoted where YAML would
 * otherwise read the translation as something else; a YAML block string (`>` or `|`) is sent
 * as the text it holds and written back as a block with its indentation; a plain value
 * continued on lines indented under its key is sent as YAML reads it, one line, and written
 * back on one.
 */

/**
 * Keys whose values are prose a reader sees, as Jekyll, Hugo, Astro and Docusaurus themes name
 * them: a post's title and its blurbs, a paper's abstract (Hugo's Wowchemy), a cover image's
 * caption and alt text (`cover:` / `  alt:`, PaperMod), a page's label in the docs' sidebar.
 */
export const PROSE_KEYS = ['title', 'subtitle', 'description', 'summary', 'excerpt', 'abstract', 'caption', 'alt', 'sidebar_label'] as const;

/**
 * How a value is written: YAML's plain, "double" and 'single' strings (TOML's basic strings
 * are written as YAML's "double" ones), and TOML's 'literal' strings.
 */
export type ValueFormat = 'plain' | 'double' | 'single' | 'literal';

/** A run of front matter: what is sent (a value's text) or kept as written (all else). */
export interface FrontMatterRun {
  text: string;
  send: boolean;
  /** For a value: writes its translation back as its kind of string (encodeValue). */
  encode?: (text: string) => string;
}

const KEYS = PROSE_KEYS.join('|');
// YAML: a key (indented under another, or a list item's), a colon, the value to the end of the
// line. TOML: key = value.
const YAML_LINE = new RegExp(`^ *(?:- +)?(?:${KEYS}):[ \\t]+`);
const TOML_LINE = new RegExp(`^[ \\t]*(?:${KEYS})[ \\t]*=[ \\t]*`);
// A YAML block string's first line, under any key: folded (>) or literal (|), with its
// chomping (- or +) and indentation (a digit).
const BLOCK_HEAD = /^( *)(?:- +)?([A-Za-z_][\w-]*):[ \t]+([>|])[-+1-9]*[ \t]*(?:#.*)?$/;
// A double-quoted string whose only escapes are \" and \\ (others are kept as written).
const DOUBLE = /^"((?:[^"\\\n]|\\["\\])*)"$/;
const SINGLE = /^'((?:[^'\n]|'')*)'$/;
const LITERAL = /^'([^'\n]*)'$/;

/** The front matter as runs: each prose value on its own, sent; the rest kept. */
export function frontMatterRuns(front: string): FrontMatterRun[] {
  const toml = front.startsWith('+++');
  const lines = linesOf(front);
  const runs: FrontMatterRun[] = [];
  let kept = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const block = toml ? null : blockAt(lines, i);
    if (block) {
      const value = block.prose ? blockValue(lines, i, block) : null;
      if (value) {
        runs.push({ text: kept + line, send: false }, { text: value.text, send: true, encode: value.encode });
        kept = '';
      } else {
        // Any other block string (`notes: |`) is kept whole: a `title:` inside it is its text, not a key.
        kept += lines.slice(i, block.end).join('');
      }
      i = block.end - 1;
      continue;
    }
    const value = proseValue(line, toml);
    if (!value) {
      kept += line;
      continue;
    }
    const more = value.format === 'plain' ? continuedAt(lines, i) : i + 1;
    if (more === null) {
      // Continued by a line YAML would not read as more of the text: kept whole.
      const end = continuationEnd(lines, i);
      kept += lines.slice(i, end).join('');
      i = end - 1;
      continue;
    }
    if (more > i + 1) {
      // A plain value continued on lines indented under its key: YAML reads them as one line,
      // joined by spaces, and so it is sent; untranslated, it comes back as it was written.
      const written = (line.slice(value.at) + lines.slice(i + 1, more).join('')).replace(/\n$/, '');
      const text = [value.text, ...lines.slice(i + 1, more).map((next) => next.trim())].join(' ');
      runs.push({ text: kept + line.slice(0, value.at), send: false }, { text, send: true, encode: (translation) => (translation === text ? written : encodeValue('plain', translation)) });
      kept = lines[more - 1]!.endsWith('\n') ? '\n' : '';
      i = more - 1;
      continue;
    }
    runs.push({ text: kept + line.slice(0, value.at), send: false }, { text: value.text, send: true, encode: (text) => encodeValue(value.format, text) });
    kept = line.slice(value.at + value.raw.length);
  }
  runs.push({ text: kept, send: false });
  return runs.filter((run) => run.send || run.text !== '');
}

/** The keys whose values frontMatterRuns sends, each once, in order (for the page's note). */
export const proseKeysOf = (front: string): string[] => [
  ...new Set(frontMatterRuns(front).flatMap((run, i, runs) => (run.send ? [keyBefore(runs[i - 1]?.text ?? '')] : []))),
];

/** The key of the value that follows `kept`: the last line's `title` in "…\n  - title: ". */
function keyBefore(kept: string): string {
  const line = kept.replace(/\n$/, '').split('\n').pop() ?? '';
  return /([A-Za-z_]+)[ \t]*[:=]/.exec(line)?.[1] ?? '';
}

const linesOf = (text: string) => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];

/** Where the lines indented deeper than the key on lines[at] end (a blank line ends them too). */
function continuationEnd(lines: string[], at: number): number {
  const keyColumn = /^ *(?:- +)?/.exec(lines[at]!)![0].length;
  let end = at + 1;
  while (end < lines.length) {
    const line = lines[end]!.replace(/\n$/, '');
    if (line.trim() === '' || line.length - line.trimStart().length <= keyColumn) break;
    end++;
  }
  return end;
}

/**
 * Where a plain value that starts on lines[at] ends: the line after its last continuation
 * line (at + 1 for a value on one line), or null when a continuation line holds what a plain
 * YAML value cannot (": ", " #"), which a translation could not be written back beside.
 */
function continuedAt(lines: string[], at: number): number | null {
  const end = continuationEnd(lines, at);
  const continued = lines.slice(at + 1, end).map((line) => line.trim());
  return continued.some((line) => /: |:$|^#| #/.test(line)) ? null : end;
}

/**
 * A YAML block string opening at lines[at] (`key: >-`, `key: |`): whether its key is a prose
 * key, its kind, and where its lines end (blank lines after them are not its own here).
 */
function blockAt(lines: string[], at: number): { prose: boolean; folded: boolean; end: number } | null {
  const head = BLOCK_HEAD.exec(lines[at]!.replace(/\n$/, ''));
  if (!head) return null;
  const keyIndent = head[1]!.length;
  let end = at + 1;
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i]!.replace(/\n$/, '');
    if (line.trim() === '') continue;
    if (line.length - line.trimStart().length <= keyIndent) break;
    end = i + 1;
  }
  return { prose: (PROSE_KEYS as readonly string[]).includes(head[2]!), folded: head[3] === '>', end };
}

/**
 * A prose key's block string: its text as YAML reads it (folded: a paragraph's lines joined
 * by spaces; literal: as written), and how to write a translation back, as the same kind of
 * block with the same indentation (a paragraph a line when folded). An untranslated text comes
 * back byte for byte. Null for an empty block.
 */
function blockValue(lines: string[], at: number, block: { folded: boolean; end: number }): { text: string; encode: (text: string) => string } | null {
  const own = lines.slice(at + 1, block.end);
  const first = own.find((line) => line.trim() !== '');
  if (!first) return null;
  const indent = first.length - first.trimStart().length;
  const body = own.map((line) => line.replace(/\n$/, '').slice(indent));
  const text = block.folded ? foldLines(body) : body.join('\n');
  const raw = own.join('');
  const pad = ' '.repeat(indent);
  const encode = (translation: string) => {
    if (translation === text) return raw;
    const written = block.folded ? translation.split('\n').map((line) => line.trim()).join('\n\n') : translation;
    const out = written.split('\n').map((line) => (line.trim() === '' ? '' : pad + line)).join('\n');
    return raw.endsWith('\n') ? `${out}\n` : out;
  };
  return { text, encode };
}

/** A folded block's lines as YAML reads them: a paragraph's lines joined by spaces, paragraphs by a line break. */
function foldLines(body: string[]): string {
  return body
    .join('\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trim()).join(' '))
    .join('\n');
}

function proseValue(line: string, toml: boolean): { at: number; raw: string; text: string; format: ValueFormat } | null {
  const key = (toml ? TOML_LINE : YAML_LINE).exec(line);
  if (!key) return null;
  const at = key[0].length;
  const raw = line.slice(at).replace(/[ \t]*\n?$/, '');
  if (!raw.trim()) return null;
  const double = DOUBLE.exec(raw);
  if (double) return { at, raw, text: double[1]!.replace(/\\(["\\])/g, '$1'), format: 'double' };
  if (toml) {
    const literal = LITERAL.exec(raw);
    return literal ? { at, raw, text: literal[1]!, format: 'literal' } : null;
  }
  const single = SINGLE.exec(raw);
  if (single) return { at, raw, text: single[1]!.replace(/''/g, "'"), format: 'single' };
  return plainYaml(raw) ? { at, raw, text: raw, format: 'plain' } : null;
}

/**
 * A value YAML reads as this very string when written plain: not opening with one of its
 * indicators, holding no ": " or " #", and not a word or number it reads as another type.
 */
function plainYaml(text: string): boolean {
  return (
    text === text.trim() &&
    text !== '' &&
    !/^[-?:,[\]{}#&*!|>'"%@`]/.test(text) &&
    !/: |:$| #/.test(text) &&
    !/^(?:true|false|yes|no|on|off|null|~)$|^[-+.]?\d/i.test(text)
  );
}

/** A value's text (its translation) written back as `format` has it, on one line. */
export function encodeValue(format: ValueFormat, text: string): string {
  const line = text.replace(/\s*\n\s*/g, ' ').trim();
  const double = () => `"${line.replace(/["\\]/g, (c) => `\\${c}`)}"`;
  if (format === 'double') return double();
  if (format === 'single') return `'${line.replace(/'/g, "''")}'`;
  if (format === 'literal') return line.includes("'") ? double() : `'${line}'`;
  return plainYaml(line) ? line : double();
}
