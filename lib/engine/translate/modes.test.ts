import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_MODES_DIR, discoverDirections, installedWhole, pipelineCommands } from './modes';
import { ApertiumPipeline } from './pipeline';
import { deformat, reformat } from './stream-format';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'prism-modes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('discoverDirections', () => {
  it('leaves out a mode that names a file which is not installed, and keeps a whole one', () => {
    // A whole mode (Debian's own eng-spa) beside one whose data folder is missing, as Debian's
    // apertium-eo-es ships es-eo.mode.
    copyFileSync(path.join(DEFAULT_MODES_DIR, 'eng-spa.mode'), path.join(scratch, 'eng-spa.mode'));
    writeFileSync(path.join(scratch, 'es-eo.mode'), "lt-proc '/usr/share/apertium/no-such-pair/es-eo.automorf.bin' | lt-proc -g '/usr/share/apertium/no-such-pair/es-eo.autogen.bin'\n");
    expect(installedWhole(path.join(scratch, 'eng-spa.mode'))).toBe(true);
    expect(installedWhole(path.join(scratch, 'es-eo.mode'))).toBe(false);
    expect(discoverDirections(scratch).map((d) => `${d.source}>${d.target}`)).toEqual(['en>es']);
  });
});

describe('every installed direction', () => {
  // The real modes from Debian's packages (scripts/apt/translate.txt): each direction the
  // translator offers must translate, one after another so at most one pipeline runs.
  const directions = discoverDirections();

  it('finds the packages’ directions', () => {
    expect(directions.length).toBeGreaterThan(40);
  });

  it('translates a sentence through each, with no broken pipeline', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    for (const direction of directions) {
      const pipeline = new ApertiumPipeline(direction.mode, () => pipelineCommands(direction), { timeoutMs: 20_000 });
      try {
        const out = reformat(await pipeline.translate(deformat('Casa grande.'), undefined));
        if (out.trim() === '') failures.push(`${direction.mode}: empty`);
      } catch (error) {
        failures.push(`${direction.mode}: ${(error as Error).message}`);
      } finally {
        pipeline.close();
      }
    }
    expect(failures).toEqual([]);
  });
});
