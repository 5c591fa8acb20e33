import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldModels } from '../../onnx/held-runner';
import { createCancelFlag } from '../../vision/cancel';
import { keepOverrideBlocks } from './kept-blocks';
import { gemmPrecisionOf, MarianModelError } from './marian-binary';
import { BergamotError, BergamotRuntime } from './runtime';
import { testTranslationModel } from './test-model';
import runBergamotTask, { type InstalledTranslationModel } from './worker';

// Bergamot's real WebAssembly engine on generated models (test-model.ts): each translates
// any input into the one word its output layer favours.
const WORDS = ['hello', 'world', 'salut', 'hallo'];
const enFr = testTranslationModel({ words: WORDS, favour: 'salut' });
const deEn = testTranslationModel({ words: WORDS, favour: 'hello', seed: 7 });
const repeated = (word: string) => new RegExp(`^${word}( ${word})*$`);

describe('Marian model header', () => {
  it('tells a float32 model from an intgemm8 one', () => {
    expect(gemmPrecisionOf(enFr.model)).toBe('float32');
    const quantised = enFr.model.slice();
    // The second item's type field (the first is model.yml): intgemm8 is 0x4101.
    new DataView(quantised.buffer).setBigUint64(16 + 32 + 8, 0x4101n, true);
    expect(gemmPrecisionOf(quantised)).toBe('int8shiftAlphaAll');
  });

  it('refuses a truncated file, and bytes that are not a model, with a sentence', () => {
    expect(() => gemmPrecisionOf(enFr.model.slice(0, enFr.model.length - 300))).toThrow(/header describes \d+ \(an incomplete download\?\)/);
    expect(() => gemmPrecisionOf(new TextEncoder().encode('<html>rate limited</html>'))).toThrow(MarianModelError);
    expect(() => gemmPrecisionOf(new Uint8Array(4))).toThrow(/too short/);
  });
});

describe('Bergamot runtime', () => {
  let engine: BergamotRuntime;
  beforeAll(async () => {
    engine = await BergamotRuntime.create();
  });

  it('translates through the model and its vocabulary', () => {
    const model = engine.loadModel({ model: enFr.model, vocabs: [enFr.vocab] });
    const [out] = engine.translate([model], ['hello world'], false);
    expect(out).toMatch(repeated('salut'));
  });

  it('keeps paragraph breaks of plain text, and tags of HTML', () => {
    const model = engine.loadModel({ model: enFr.model, vocabs: [enFr.vocab] });
    const [plain] = engine.translate([model], ['Hello there.\n\nSecond paragraph.'], false);
    const paragraphs = plain!.split('\n\n');
    expect(paragraphs).toHaveLength(2);
    for (const paragraph of paragraphs) expect(paragraph).toMatch(repeated('salut'));
    const [html] = engine.translate([model], ['<b>hello</b> world'], true);
    expect(html).toContain('<b>');
    expect(html).toContain('</b>');
    expect(html!.replace(/<\/?b>/g, '').trim()).toMatch(/^salut( +salut)*$/);
  });

  it("keeps a subtitle's override blocks where its words land, and plain text plain", () => {
    // The model's word holds & and <: Bergamot's HTML mode writes them as entities.
    const marks = testTranslationModel({ words: [...WORDS, 'a&b<c'], favour: 'a&b<c' });
    const model = engine.loadModel({ model: marks.model, vocabs: [marks.vocab] });
    const cue = '{\\an8}{\\i1}hello world{\\i0}\n- hello & world';
    const kept = keepOverrideBlocks(cue, false);
    expect(kept.html).toBe(true);
    expect(kept.text).not.toContain('{\\');
    const [raw] = engine.translate([model], [kept.text], kept.html);
    const out = kept.restore(raw!);
    expect(out.startsWith('{\\an8}{\\i1}a&b<c')).toBe(true);
    expect(out).toContain('{\\i0}');
    expect(out).not.toMatch(/&amp;|&lt;|data-prism-kept/);
    expect(out.split('\n')).toHaveLength(2);
    // Given as text, the blocks came back as the model's words.
    expect(engine.translate([model], [cue], false)[0]).not.toContain('{');
    // A text with markup stays HTML: its tags and the blocks both come back.
    const tagged = keepOverrideBlocks('<b>hello</b> {\\i1}world', true);
    const html = tagged.restore(engine.translate([model], [tagged.text], tagged.html)[0]!);
    expect(html).toMatch(/<b>.*<\/b>/);
    expect(html).toContain('{\\i1}');
  });

  it('translates through English with two models in a row', () => {
    const first = engine.loadModel({ model: deEn.model, vocabs: [deEn.vocab] });
    const second = engine.loadModel({ model: enFr.model, vocabs: [enFr.vocab] });
    // Alone, the first says "hello"; the chain ends in the second's word.
    expect(engine.translate([first], ['hallo welt'], false)[0]).toMatch(repeated('hello'));
    expect(engine.translate([first, second], ['hallo welt'], false)[0]).toMatch(repeated('salut'));
    expect(() => engine.translate([], ['x'], false)).toThrow(/one or two models/);
  });

  it('turns a Marian abort into an error naming the cause, and a new instance works', async () => {
    const broken = testTranslationModel({ words: WORDS, favour: 'salut', omit: 'decoder_ff_logit_out_b' });
    const separate = await BergamotRuntime.create();
    const model = separate.loadModel({ model: broken.model, vocabs: [broken.vocab] });
    let failure: unknown;
    try {
      separate.translate([model], ['hello'], false);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(BergamotError);
    expect((failure as Error).message).toMatch(/decoder_ff_logit_out_b/);
    expect(separate.usable).toBe(false);
    expect(() => separate.translate([model], ['hello'], false)).toThrow(/stopped after an earlier error/);
    // The other instance in this thread is untouched.
    const fresh = engine.loadModel({ model: enFr.model, vocabs: [enFr.vocab] });
    expect(engine.translate([fresh], ['hello'], false)[0]).toMatch(repeated('salut'));
  });
});

describe('translation worker task', () => {
  let dir: string;
  const installed: Record<string, InstalledTranslationModel> = {};

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'prism-bergamot-'));
    const write = async (id: string, from: string, to: string, files: { model: Uint8Array; vocab: Uint8Array }) => {
      await writeFile(path.join(dir, `${id}.bin`), files.model);
      await writeFile(path.join(dir, `${id}.spm`), files.vocab);
      installed[id] = { id, from, to, model: path.join(dir, `${id}.bin`), vocabs: [path.join(dir, `${id}.spm`)], residency: { memoryMb: 10, limitMb: 100, idleMs: 60_000 } };
    };
    await write('en-fr', 'en', 'fr', enFr);
    await write('de-en', 'de', 'en', deEn);
    await write('broken', 'en', 'it', testTranslationModel({ words: WORDS, favour: 'salut', omit: 'Wemb' }));
    await writeFile(path.join(dir, 'truncated.bin'), enFr.model.slice(0, 1000));
    installed.truncated = { ...installed['en-fr']!, id: 'truncated', model: path.join(dir, 'truncated.bin') };
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('translates, holding each model as its side of English', async () => {
    const direct = await runBergamotTask({ models: [installed['en-fr']!], text: 'hello', html: false });
    expect(direct).toEqual({ ok: true, text: expect.stringMatching(repeated('salut')) });
    const pivot = await runBergamotTask({ models: [installed['de-en']!, installed['en-fr']!], text: 'hallo', html: false });
    expect(pivot).toEqual({ ok: true, text: expect.stringMatching(repeated('salut')) });
    expect(heldModels()).toMatchObject({ 'translation-from-english': installed['en-fr']!.model, 'translation-into-english': installed['de-en']!.model });
  });

  it('answers a cancelled request without translating', async () => {
    const { shared, cancel } = createCancelFlag();
    cancel();
    expect(await runBergamotTask({ models: [installed['en-fr']!], text: 'hello', html: false, cancel: shared })).toMatchObject({ ok: false, cancelled: true });
  });

  it('says what is wrong with a broken model file, and the next request still works', async () => {
    const truncated = await runBergamotTask({ models: [installed.truncated!], text: 'hello', html: false });
    expect(truncated).toMatchObject({ ok: false, message: expect.stringMatching(/incomplete download/) });
    const aborted = await runBergamotTask({ models: [installed.broken!], text: 'hello', html: false });
    expect(aborted).toMatchObject({ ok: false, message: expect.stringMatching(/Marian failed while .*Wemb/) });
    // Marian's abort dropped the engine instance; the next task makes a new one and reloads.
    expect(await runBergamotTask({ models: [installed['en-fr']!], text: 'hello', html: false })).toEqual({ ok: true, text: expect.stringMatching(repeated('salut')) });
  });
});
