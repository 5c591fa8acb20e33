/**
 * The prose in a Markdown file's front matter: the values of the few keys a reader sees (a
 * post's title, its description), which a translator may read, while every key and every other
 * value stays as the site generator wrote it (split-markdown.ts keeps the rest out). A value is
 * sent as its text, without its quotes, and written back in its own kind of string, quoted
 * where YAML would otherwise read the translation as something else.
 */

/** Keys whose one-line values are prose, as Jekyll, Hugo and Astro themes name them. */
export const PROSE_KEYS = ['title', 'subtitle', 'description', 'summary', 'excerpt'] as const;

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
// YAML: a top-level key, a colon, the value to the end of the line. TOML: key = value.
const YAML_LINE = new RegExp(`^(?:${KEYS}):[ \\t]+`);
const TOML_LINE = new RegExp(`^(?:${KEYS})[ \\t]*=[ \\t]*`);
// A double-quoted string whose only escapes are \" and \\ (others are kept as written).
const DOUBLE = /^"((?:[^"\\\n]|\\["\\])*)"$/;
const SINGLE = /^'((?:[^'\n]|'')*)'$/;
const LITERAL = /^'([^'\n]*)'$/;

/** The front matter as runs: each prose value on its own, sent; the rest kept. */
export function frontMatterRuns(front: string): FrontMatterRun[] {
  const toml = front.startsWith('+++');
  const runs: FrontMatterRun[] = [];
  let kept = '';
  for (const line of front.match(/[^\n]*\n|[^\n]+$/g) ?? []) {
    const value = proseValue(line, toml);
    if (!value) {
      kept += line;
      continue;
    }
    runs.push({ text: kept + line.slice(0, value.at), send: false }, { text: value.text, send: true, encode: (text) => encodeValue(value.format, text) });
    kept = line.slice(value.at + value.raw.length);
  }
  runs.push({ text: kept, send: false });
  return runs.filter((run) => run.send || run.text !== '');
}

/** The keys whose values frontMatterRuns sends, in order (for the page's note). */
export const proseKeysOf = (front: string): string[] =>
  front.split('\n').flatMap((line) => (proseValue(line, front.startsWith('+++')) ? [line.slice(0, line.search(/[ \t]*[:=]/))] : []));

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
