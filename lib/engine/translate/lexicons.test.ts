import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITTEN_SAMPLES } from '@/bench/translate/detection-samples';
import { loadDetector, type LanguageDetector } from './detect';
import { chooseAmongKnowing, closeAnalysers, detectWithLexicons, findAnalysers, isShortText, knowsEveryWord, languagesKnowing, runningAnalysers, warmAnalysers } from './lexicons';

// The analysers stay running between checks: each file's tests stop them when done.
afterAll(() => closeAnalysers());

describe("Apertium's analysers as word lists", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'prism-lexicons-'));
    const put = (pkg: string, name: string, bytes: number) => {
      mkdirSync(path.join(dir, pkg), { recursive: true });
      writeFileSync(path.join(dir, pkg, name), Buffer.alloc(bytes));
    };
    put('apertium-eng-spa', 'eng-spa.automorf.bin', 400_000);
    put('apertium-en-gl', 'en-gl.automorf.bin', 200_000);
    put('apertium-fra-oci', 'fra-oci.automorf.bin', 3_000_000);
    put('apertium-fr-es', 'fr-es.automorf.bin', 900_000);
    put('apertium-oci-fra', 'oci@gascon-fra.automorf.bin', 10_000);
    put('apertium-por-cat', 'por_BR-cat.automorf.bin', 10_000);
    put('apertium-eu-es', 'eu-es.automorf.bin', 5_000_000);
    put('modes', 'eng-spa.mode', 10);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds one per language: the largest under 2 MB, else the smallest; variants are left out', () => {
    const found = findAnalysers(dir);
    expect(Object.fromEntries([...found].map(([language, file]) => [language, path.relative(dir, file)]))).toEqual({
      en: 'apertium-eng-spa/eng-spa.automorf.bin',
      fr: 'apertium-fr-es/fr-es.automorf.bin',
      eu: 'apertium-eu-es/eu-es.automorf.bin',
    });
    expect(findAnalysers(path.join(dir, 'missing')).size).toBe(0);
  });

  it("reads an analysis: known when every word has one, punctuation aside", () => {
    expect(knowsEveryWord('^hello/hello<ij>$ ^world/world<adj>/world<n><sg>$^!/!<sent>$\n')).toBe(true);
    expect(knowsEveryWord('^hello/hello<ij>$ ^kaixo/*kaixo$\n')).toBe(false);
    expect(knowsEveryWord('^,/,<cm>$ ^42/42<num>$\n')).toBe(false);
    expect(knowsEveryWord('')).toBe(false);
    expect(knowsEveryWord('^a\\/b/*a\\/b$')).toBe(false);
  });

  it('counts a text as short up to three words and forty characters', () => {
    expect(isShortText('Hello')).toBe(true);
    expect(isShortText('Good morning, Anna!')).toBe(true);
    expect(isShortText('Where is the station?')).toBe(false);
    expect(isShortText('!!!')).toBe(false);
  });

  it("keeps the detector's answer when it knows the words, unless a more widely written language ties it", () => {
    expect(chooseAmongKnowing(['pt', 'gl'], 'gl', { pt: 0.8, gl: 0.6 })).toBe('gl');
    expect(chooseAmongKnowing(['it', 'fr', 'ca'], 'it', { it: 0.77, fr: 0.77, ca: 0.62 })).toBe('fr');
    expect(chooseAmongKnowing(['en', 'es'], 'fi', { fi: 0.77, es: 0.6 })).toBe('es');
    expect(chooseAmongKnowing(['en', 'ro'], 'fi', {})).toBe('en');
    expect(chooseAmongKnowing([], 'fi', { fi: 0.77 })).toBeNull();
  });

  it('treats an analyser that cannot run as knowing nothing', async () => {
    expect(await languagesKnowing('hello', new Map([['en', path.join(dir, 'apertium-eng-spa/eng-spa.automorf.bin')]]))).toEqual([]);
  });
});

describe('the analysers between checks', () => {
  const installed = findAnalysers();
  const some = new Map([...installed].filter(([language]) => ['en', 'es', 'fr'].includes(language)));
  afterAll(() => closeAnalysers());

  it('keeps them running: the next check starts no process', async () => {
    closeAnalysers();
    expect(await languagesKnowing('good morning', some)).toEqual(['en']);
    const pids = runningAnalysers();
    expect(pids).toHaveLength(3);
    expect(await languagesKnowing('buenos días', some)).toEqual(['es']);
    expect(runningAnalysers()).toEqual(pids);
  });

  it('starts them ahead of the first check when asked to (the page asks for the languages first)', async () => {
    closeAnalysers();
    warmAnalysers(some);
    await expect.poll(() => runningAnalysers().length).toBe(3);
    const pids = runningAnalysers();
    expect(await languagesKnowing('good morning', some)).toEqual(['en']);
    expect(runningAnalysers()).toEqual(pids);
  });

  it('starts one that died again on the next check', async () => {
    closeAnalysers();
    await languagesKnowing('bonjour', some);
    const [first] = runningAnalysers();
    process.kill(first!, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await languagesKnowing('good morning', some)).toEqual(['en']);
    expect(await languagesKnowing('bonjour', some)).toEqual(['fr']);
    expect(runningAnalysers()).toHaveLength(3);
    expect(runningAnalysers()).not.toContain(first);
  });

  it('stops them after the idle time, and starts them again for the next check', async () => {
    closeAnalysers();
    expect(await languagesKnowing('good morning', some, { idleMs: 300 })).toEqual(['en']);
    expect(runningAnalysers()).toHaveLength(3);
    await expect.poll(() => runningAnalysers(), { timeout: 5000 }).toEqual([]);
    expect(await languagesKnowing('buenos días', some, { idleMs: 300 })).toEqual(['es']);
  });
});

describe('detection of a word or two, with the installed dictionaries', () => {
  let detector: LanguageDetector;
  const analysers = findAnalysers();
  beforeAll(async () => {
    detector = await loadDetector();
  });

  it('names greetings and thanks the n-grams alone get wrong, and keeps those they get right', async () => {
    expect(analysers.size).toBeGreaterThanOrEqual(10);
    const cases: Array<[string, string]> = [
      // Wrong on n-grams alone: fi, nb, ro, it, gl, de, fr, gl, '' (nothing).
      ['Hello', 'en'], ['Hello world', 'en'], ['cat', 'en'], ['Merci', 'fr'], ['Kaixo', 'eu'], ['Dankon', 'eo'], ['Saluton', 'eo'], ['Buenos días', 'es'], ['Olá', 'pt'],
      // Right before, and still: with and without a dictionary here.
      ['Hola', 'es'], ['Gracias', 'es'], ['Obrigado', 'pt'], ['Grazie', 'it'], ['Bon dia', 'ca'], ['Bos días', 'gl'], ['Thank you', 'en'],
      ['Danke', 'de'], ['Guten Tag', 'de'], ['Kiitos', 'fi'], ['Спасибо', 'ru'], ['Dziękuję', 'pl'],
    ];
    // One after another: more than two at once are read by the n-grams alone (the burst bound).
    const answers: string[] = [];
    for (const [text] of cases) answers.push(await detectWithLexicons(detector, text, analysers));
    expect(Object.fromEntries(cases.map(([text], i) => [text, answers[i]]))).toEqual(Object.fromEntries(cases));
  });

  it('names a greeting followed by a name, a number, another greeting or words its language knows, and leaves Catalan\'s "hi ha" Catalan', async () => {
    const cases: Array<[string, string]> = [
      // Catalan, Catalan, Tagalog, Slovak, Norwegian, Finnish, Catalan and Danish on the n-grams alone.
      ['Hi Anna', 'en'], ['Hi 2024', 'en'], ['Hi all', 'en'], ['Hey Tom', 'en'], ['Hola Anna', 'es'], ['Hallo Anna', 'de'], ['Salut', 'fr'], ['Hej hej', 'sv'],
      // "Hallo" is also a Spanish verb form ("I find"), and "Bitte" a French word: the dictionaries alone said so.
      ['Hallo', 'de'], ['Bitte', 'de'],
      // Yes and no: Icelandic and French to the n-grams.
      ['Nein', 'de'], ['Nej', 'sv'], ['Sim', 'pt'],
      // "hi" (there) before a verb: English knows neither "ha" nor "havia", so the greeting rule stands aside.
      ['Hi ha pa?', 'ca'], ['Hi havia', 'ca'],
      // A greeting of a language with no dictionary here, then words no dictionary knows: the
      // greeting's language (German, Hungarian and Filipino to the n-grams); but where a
      // dictionary knows the whole text, its language ("moi" greets in Finnish).
      ['Dank je', 'nl'], ['Ahoj kamarádi', 'cs'], ['Okay', 'en'], ['Moi aussi', 'fr'],
      // A greeting two languages share, alone or with a name: the more widely written (the
      // n-grams said Icelandic, Slovene and Estonian).
      ['Takk', 'nb'], ['Hvala', 'hr'], ['Ja', 'de'],
    ];
    const answers: string[] = [];
    for (const [text] of cases) answers.push(await detectWithLexicons(detector, text, analysers));
    expect(Object.fromEntries(cases.map(([text], i) => [text, answers[i]]))).toEqual(Object.fromEntries(cases));
  });

  it("takes a greeting's word for another language's where the n-grams put the greeting's language far behind", async () => {
    // Swedish "Bok om havet" (a book about the sea) opens with Croatian's "bok" (hi). No
    // dictionary here knows Swedish or Croatian, and the n-grams put Croatian 0.45 behind: their
    // answer stands, a Scandinavian language they cannot tell apart on three words.
    const answer = await detectWithLexicons(detector, 'Bok om havet', analysers);
    expect(answer).not.toBe('hr');
    expect(['sv', 'nb', 'da']).toContain(answer);
    // With the greeting's own word after it, the greeting still decides.
    expect(await detectWithLexicons(detector, 'Bok prijatelju', analysers)).toBe('hr');
  });

  it('needs no dictionary for a greeting and names alone', async () => {
    expect(await detectWithLexicons(detector, 'Hi Anna!', new Map())).toBe('en');
    expect(await detectWithLexicons(detector, 'Hola, María', new Map())).toBe('es');
    // A word after it that no installed dictionary of the greeting's language can vouch for: the n-grams' answer.
    expect(await detectWithLexicons(detector, 'Hi all', new Map())).toBe(detector.detect('Hi all'));
  });

  it('reads a burst of short texts by the n-grams alone past two at once, rather than start a dozen analysers for each', async () => {
    const burst = ['Kaixo lagun', 'Saluton amiko', 'Dankon amiko', 'Kaixo, zer moduz', 'Saluton, kiel vi'];
    const answers = await Promise.all(burst.map((text) => detectWithLexicons(detector, text, analysers)));
    // The first two were checked word by word; the rest got the n-gram answer at once.
    expect(answers.slice(2)).toEqual(burst.slice(2).map((text) => detector.detect(text)));
  });

  it('does no worse than the n-grams alone on short phrases, and leaves longer texts to them', async () => {
    // Every third short phrase of the evaluation set (each is a dozen analyser runs).
    const shorts = WRITTEN_SAMPLES.flatMap(({ lang, short }) => short.map((text) => ({ lang, text }))).filter((_, i) => i % 3 === 0);
    let alone = 0;
    let withDictionaries = 0;
    for (const { lang, text } of shorts) {
      if (detector.detect(text) === lang) alone++;
      if ((await detectWithLexicons(detector, text, analysers)) === lang) withDictionaries++;
    }
    expect(withDictionaries).toBeGreaterThanOrEqual(alone);
    const sentence = 'Hello, where is the train station, please?';
    expect(await detectWithLexicons(detector, sentence, analysers)).toBe(detector.detect(sentence));
  });
});
