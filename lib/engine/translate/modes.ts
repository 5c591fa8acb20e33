import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { isoFromApertium } from './language-codes';

const run = promisify(execFile);

/** Where Debian's apertium-* packages install their modes. */
export const DEFAULT_MODES_DIR = '/usr/share/apertium/modes';

/** One installed translation direction: an Apertium mode file and the ISO codes it joins. */
export interface Direction {
  mode: string;
  file: string;
  source: string;
  target: string;
}

/**
 * The translation directions installed on this machine, from the mode files. A mode name is
 * `<source>-<target>`; names with a third part (eo-en-bytecode, spa-ast-pn) are debugging or
 * experimental modes, and dialect variants are left out (see isoFromApertium). When two modes
 * give the same direction, the 3-letter (newer) package wins. A mode naming a file that is not
 * there is left out too (installedWhole): its pipeline could only fail, and without it the
 * route table finds a way through a pivot.
 */
export function discoverDirections(modesDir = DEFAULT_MODES_DIR): Direction[] {
  let files: string[];
  try {
    // The modes live outside the project (Debian's /usr/share): nothing here to trace into the build.
    files = readdirSync(/*turbopackIgnore: true*/ modesDir).filter((f) => f.endsWith('.mode'));
  } catch {
    return [];
  }
  const byPair = new Map<string, Direction>();
  for (const file of files.sort()) {
    const mode = file.slice(0, -'.mode'.length);
    const [sourceSide, targetSide, ...extra] = mode.split('-');
    if (!sourceSide || !targetSide || extra.length > 0) continue;
    const source = isoFromApertium(sourceSide);
    const target = isoFromApertium(targetSide);
    if (!source || !target || source === target) continue;
    const modeFile = path.join(/*turbopackIgnore: true*/ modesDir, file);
    if (!installedWhole(modeFile)) continue;
    const key = `${source}>${target}`;
    const existing = byPair.get(key);
    if (existing && existing.mode.length >= mode.length) continue;
    byPair.set(key, { mode, file: modeFile, source, target });
  }
  return [...byPair.values()];
}

/**
 * Whether every file a mode's pipeline names (its quoted absolute paths) exists. Debian's
 * apertium-eo-es, for one, installs es-eo.mode naming /usr/share/apertium/apertium-eo-es/
 * while its files are in apertium-es-eo/: every request through it failed with a broken pipe.
 */
export function installedWhole(modeFile: string): boolean {
  let text: string;
  try {
    text = readFileSync(/*turbopackIgnore: true*/ modeFile, 'utf8');
  } catch {
    return false;
  }
  return [...text.matchAll(/'(\/[^']+)'/g)].every(([, file]) => existsSync(/*turbopackIgnore: true*/ file!));
}

/**
 * The stages of a mode as argument vectors, each set to flush on NUL (-z) so the processes
 * can stay up between requests. apertium-wblank-mode is Apertium's own rewriter: it adds
 * -z to every stage that takes it and the word-bound-blank attach/detach stages the
 * `apertium` script uses. `$1` (the generator's mark mode) becomes -n: generate with no
 * unknown-word (*), untranslated (@) or generation-error (#) marks; `$2` (the tagger's
 * ambiguity flag) is dropped.
 */
export async function pipelineCommands(direction: Direction): Promise<string[][]> {
  const { stdout } = await run('apertium-wblank-mode', ['-z', direction.file], { timeout: 10_000 });
  return parsePipeline(stdout);
}

/** Splits a mode's shell pipeline into argument vectors; modes only use '…' quoting. */
export function parsePipeline(line: string): string[][] {
  const commands: string[][] = [];
  for (const stage of splitOutsideQuotes(line.trim(), '|')) {
    const args = splitOutsideQuotes(stage.trim(), ' ')
      .filter((a) => a !== '')
      .map((a) => a.replace(/'/g, ''))
      .flatMap((a) => (a === '$1' ? ['-n'] : a === '$2' ? [] : [a]));
    if (args.length > 0) commands.push(args);
  }
  return commands;
}

function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text) {
    if (char === "'") quoted = !quoted;
    if (char === separator && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}
