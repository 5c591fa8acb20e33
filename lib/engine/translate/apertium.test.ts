import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApertiumTranslator, UnsupportedPairError } from './apertium';
import { loadDetector, type LanguageDetector } from './detect';

// The real Apertium, from Debian's packages (scripts/apt/translate.txt).
const translator = new ApertiumTranslator();
let detector: LanguageDetector;
beforeAll(async () => {
  detector = await loadDetector();
});
afterAll(() => translator.close());

/**
 * The `apertium` command as people run it, unknown-word marks on. (Through `cat`: the
 * script opens /dev/stdin, which fails on the socket Node gives a child as stdin.)
 */
const apertiumCli = (mode: string, text: string) =>
  execFileSync('sh', ['-c', 'cat | apertium "$0"', mode], { input: text, env: { ...process.env, LC_ALL: 'C.UTF-8' } }).toString('utf8');

describe('Apertium translator', () => {
  it('translates en→es with the direct pair', async () => {
    const result = await translator.translate('Where is the train station?', 'en', 'es');
    expect(result.path).toEqual(['en', 'es']);
    expect(result.text).toMatch(/^¿Dónde .*tren\?$/);
    expect(detector.detect(result.text)).toBe('es');
  });

  it('translates en→pt through Spanish, the shortest chain', async () => {
    const result = await translator.translate('I would like to buy a ticket for the train to the city.', 'en', 'pt');
    expect(result.path).toEqual(['en', 'es', 'pt']);
    expect(result.text).toMatch(/comboio/);
    expect(result.text).not.toMatch(/\b(the|train|city)\b/);
    expect(detector.detect(result.text)).toBe('pt');
  });

  it('translates en→fr through Spanish', async () => {
    const result = await translator.translate('The house is very big and the garden is beautiful.', 'en', 'fr');
    expect(result.path).toEqual(['en', 'es', 'fr']);
    expect(result.text).toMatch(/maison/);
    expect(detector.detect(result.text)).toBe('fr');
  });

  it('never shows unknown-word (*), untranslated (@) or generation (#) marks', async () => {
    const cases = [
      { mode: 'eng-spa', pair: ['en', 'es'], text: 'Recipients may be individuals or organizations.', mark: /[*#]\p{L}/u },
      { mode: 'eng-cat', pair: ['en', 'ca'], text: 'The licenses for most software are designed.', mark: /#\p{L}/u },
      { mode: 'en-gl', pair: ['en', 'gl'], text: 'This is relevant.', mark: /@\p{L}/u },
    ] as const;
    for (const { mode, pair, text, mark } of cases) {
      // The command line shows the marks, so each case really exercises their removal.
      expect(apertiumCli(mode, text)).toMatch(mark);
      const { text: out } = await translator.translate(text, pair[0], pair[1]);
      expect(out).not.toMatch(/[*@#]/);
      expect(out.length).toBeGreaterThan(text.length / 2);
    }
  });

  it("keeps the user's own *, @, # and brackets", async () => {
    const { text } = await translator.translate('Write to ana@example.com about item [3] and #42, not *this*.', 'en', 'es');
    expect(text).toContain('ana@example.com');
    expect(text).toContain('[3]');
    expect(text).toContain('#42');
    expect(text).toContain('*');
  });

  it('keeps line breaks and simple markup', async () => {
    const input = 'Good morning.\n\nI have a <b>black</b> dog.\nIt is very old.\n';
    const { text } = await translator.translate(input, 'en', 'es');
    expect(text.split('\n')).toHaveLength(input.split('\n').length);
    expect(text).toMatch(/^Buenos días\.\n\n/);
    // Superblanks keep their place while words move, as in `apertium -f html`.
    expect(text).toMatch(/<b>\p{L}+<\/b>/u);
    expect(text.endsWith('.\n')).toBe(true);
  });

  it('opens questions and exclamations in Spanish with ¿ and ¡, which the pairs leave out', async () => {
    const { text } = await translator.translate('Where is the train station?\nHello, how are you?\nHelp!\nGood morning.\n"Are you coming?" she asked.\nMr. Smith, are you there?\nSir, are you there?\nHello, are you there?', 'en', 'es');
    const [where, hello, help, morning, quoted, vocative, sir, greeted] = text.split('\n');
    expect(where).toMatch(/^¿Dónde .+\?$/);
    expect(hello).toMatch(/^Hola, ¿cómo .+\?$/);
    expect(help).toBe('¡Ayuda!');
    expect(morning).toBe('Buenos días.');
    // A quoted question inside a sentence that goes on opens inside its quotes.
    expect(quoted).toMatch(/^"¿\p{L}.*\?" \p{L}.*\.$/u);
    // So does a question after the title and name it addresses.
    expect(vocative).toMatch(/^Señor \p{L}+, ¿\p{L}.*\?$/u);
    // And after a title alone or a greeting, which a question leaves outside.
    expect(sir).toMatch(/^Señor, ¿\p{L}.*\?$/u);
    expect(greeted).toMatch(/^Hola, ¿\p{L}.*\?$/u);
    // Into another language, nothing is added.
    expect((await translator.translate('Where is the train station?', 'en', 'ca')).text).not.toContain('¿');
  });

  it("keeps a subtitle's override blocks as written: their words are settings", async () => {
    const { text } = await translator.translate('{\\an8}{\\fnTimes New Roman}Good morning, {\\i1}my friend{\\i0}.', 'en', 'es');
    // Before, the font came back "Times Nuevo Romano".
    expect(text).toMatch(/^\{\\an8\}\{\\fnTimes New Roman\}Buenos días, \{\\i1\}\p{L}+ \p{L}+\{\\i0\}\.$/u);
  });

  it('does not interleave concurrent requests on one pipeline', async () => {
    const sentences = [
      'I have a dog.', 'She eats apples.', 'We live in a big house.', 'They are happy.', 'The sky is blue.',
      'My father works in the city.', 'The children play in the park.', 'I read the newspaper every morning.',
      'The shop closes at night.', 'He drinks water.', 'The river is long.', 'Our teacher is very kind.',
    ];
    const sequential: string[] = [];
    for (const s of sentences) sequential.push((await translator.translate(s, 'en', 'es')).text);
    const concurrent = await Promise.all(sentences.map((s) => translator.translate(s, 'en', 'es').then((r) => r.text)));
    expect(concurrent).toEqual(sequential);
    expect(new Set(concurrent).size).toBe(sentences.length);
  });

  it('restarts a pipeline whose process died', async () => {
    const direction = translator.plan('en', 'es')!.chain[0]!;
    const pipeline = translator.pipeline(direction);
    const before = (await translator.translate('The weather is nice.', 'en', 'es')).text;
    const starts = pipeline.starts;
    // Kill a middle stage (the tagger, say) as the OOM killer might.
    process.kill(pipeline.pids[2]!, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await translator.translate('The weather is nice.', 'en', 'es')).text).toBe(before);
    expect(pipeline.starts).toBe(starts + 1);
    // Killed without a pause: the request in flight finds the pipe broken and retries once.
    process.kill(pipeline.pids[0]!, 'SIGKILL');
    expect((await translator.translate('The weather is nice.', 'en', 'es')).text).toBe(before);
  });

  it('refuses a pair with no chain of installed directions', async () => {
    expect(translator.plan('en', 'ja')).toBeNull();
    await expect(translator.translate('Hello there', 'en', 'ja')).rejects.toBeInstanceOf(UnsupportedPairError);
    await expect(translator.translate('Hello there', 'xx', 'es')).rejects.toBeInstanceOf(UnsupportedPairError);
  });

  it('lists every installed language in ISO codes with what it reaches', () => {
    const languages = translator.languages();
    const byCode = new Map(languages.map((l) => [l.code, l]));
    for (const code of ['en', 'es', 'fr', 'pt', 'ca', 'gl', 'it', 'eo', 'oc']) {
      expect(byCode.get(code)?.targets.length, code).toBeGreaterThan(5);
    }
    expect(byCode.get('en')?.targets).toEqual(expect.arrayContaining(['es', 'ca', 'pt', 'fr', 'gl']));
    expect(byCode.get('pt-BR')?.name).toBe('Brazilian Portuguese');
    // No Apertium 3-letter code leaks out.
    expect(languages.every((l) => /^[a-z]{2,3}(-[A-Z]{2})?$/.test(l.code) && !['eng', 'spa', 'cat', 'por', 'fra'].includes(l.code))).toBe(true);
  });

  it('maps regional codes to their language: pt-BR reads as pt, en-GB comes out as en', () => {
    expect(translator.plan('pt-BR', 'es')?.source).toBe('pt');
    expect(translator.plan('es', 'en-GB')?.target).toBe('en');
    expect(translator.plan('es', 'pt-BR')?.chain.map((d) => d.mode)).toEqual(['es-pt_BR']);
  });
});

describe('Apertium translator without pairs', () => {
  it('has no languages when no mode is installed, and refuses every pair', async () => {
    const empty = new ApertiumTranslator({ modesDir: '/nonexistent/modes' });
    expect(empty.installed).toBe(false);
    expect(empty.languages()).toEqual([]);
    await expect(empty.translate('Hello there', 'en', 'es')).rejects.toBeInstanceOf(UnsupportedPairError);
  });
});
