import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as detectRoute } from '@/api/translate/detect/route';
import { GET as languagesRoute } from '@/api/translate/languages/route';
import { POST as predictRoute } from '@/api/translate/predict/route';
import { resetEnvForTests } from '@/lib/server/env';
import { closeDb } from '@/lib/server/store';
import { startLibreDouble, type LibreDouble } from '@/tests/support/libretranslate-double';

/**
 * The translate endpoints called as Next calls them (route handler, Request in, Response
 * out), on the local provider: real Apertium and the bundled detector, then the
 * LibreTranslate backend against a double of its API. An in-process call is loopback, so
 * the gate admits it as the owner (AUTH_MODE=local).
 */
// The logger reads LOG_LEVEL when it is first imported: quiet before the routes load.
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'silent';
});

let dataDir: string;
let libre: LibreDouble;

const SETTINGS = ['APERTIUM_MODES_DIR', 'TRANSLATE_BACKEND', 'LIBRETRANSLATE_URL', 'LIBRETRANSLATE_API_KEY', 'LIBRETRANSLATE_TIMEOUT_MS', 'PROVIDER', 'PROVIDER_TRANSLATE', 'STUDIO_PASSWORD'];

function configure(settings: Record<string, string> = {}) {
  for (const name of SETTINGS) delete process.env[name];
  Object.assign(process.env, { DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_MODE: 'local', ...settings });
  resetEnvForTests();
}

type Envelope = { status: boolean; message: string; result: Record<string, unknown> };

async function post(route: (request: Request) => Promise<Response>, url: string, body: unknown) {
  const response = await route(
    new Request(`http://localhost${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }),
  );
  return { status: response.status, body: (await response.json()) as Envelope };
}

const predict = (body: unknown) => post(predictRoute, '/api/translate/predict', body);
const detect = (body: unknown) => post(detectRoute, '/api/translate/detect', body);
async function languages() {
  const response = await languagesRoute(new Request('http://localhost/api/translate/languages'));
  return { status: response.status, body: (await response.json()) as Envelope };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'translate-api-'));
  libre = await startLibreDouble({ apiKey: 'lt-secret' });
});
beforeEach(() => configure());
afterAll(async () => {
  await closeDb();
  await libre.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/translate/predict with Apertium', () => {
  it('translates the spec example to Spanish, detecting English', async () => {
    const { status, body } = await predict({ text: 'Where is the train station?', target_lang: 'es' });
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    expect(body.result.lang).toBe('en');
    expect(body.result.text).toMatch(/^¿Dónde .*tren\?$/);
  });

  it('goes through a pivot for en→pt and says so', async () => {
    const { status, body } = await predict({ text: 'The children play in the park every day.', target_lang: 'pt', source_lang: 'en' });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ lang: 'en', path: ['en', 'es', 'pt'] });
    expect(body.result.text).toMatch(/crianças|parque/);
  });

  it('answers an unsupported target with a 400 listing what the source can reach', async () => {
    const { status, body } = await predict({ text: 'Where is the train station?', target_lang: 'ja', source_lang: 'en' });
    expect(status).toBe(400);
    expect(body.status).toBe(false);
    expect(body.result).toEqual({});
    expect(body.message).toMatch(/^target_lang: cannot translate en to ja; from en: .*\bes\b.*\bpt\b/);
    expect(body.message).toContain('GET /api/translate/languages');
  });

  it('answers an unsupported source with a 400 listing the supported sources', async () => {
    const { status, body } = await predict({ text: 'Where is the train station?', target_lang: 'es', source_lang: 'ko' });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^source_lang: ko cannot be translated here; supported source languages: .*\ben\b.*\bfr\b/);
  });

  it('names the detected language when it cannot be translated', async () => {
    const { status, body } = await predict({ text: '駅はどこですか？電車に乗りたいです。', target_lang: 'es' });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^text: detected ja \(Japanese\), which cannot be translated here; if the text is in another language, set source_lang; supported source languages: /);
  });

  it('asks for source_lang when the text has no language in it: no letter, or letters only in markup and addresses', async () => {
    const rule = 'text: has no letters to detect its language from (digits and signs read the same in every language); choose the language it is in (source_lang)';
    for (const text of ['12 345 678', '<b>2024</b> https://example.com/x']) {
      const { status, body } = await predict({ text, target_lang: 'es' });
      expect(status, text).toBe(400);
      expect(body).toMatchObject({ code: 'invalid_input', message: rule });
    }
    // With the language chosen it goes, and comes back as written.
    const chosen = await predict({ text: '12 345 678', target_lang: 'es', source_lang: 'en' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.result.text).toBe('12 345 678');
  });

  it('validates the input from the contract', async () => {
    for (const [input, pattern] of [
      [{ text: 'hi', target_lang: 'es' }, /^text: must be 3 to 1,500 characters/],
      [{ text: 'x'.repeat(1501), target_lang: 'es' }, /^text: must be 3 to 1,500 characters/],
      [{ text: 'Hello there' }, /^target_lang: /],
      [{ text: 'Hello there', target_lang: 'Spanish!' }, /^target_lang: must be a language code/],
      [{ text: 'Hello there', target_lang: 'es', source_lang: 'english' }, /^source_lang: /],
      ['{"text": "Hello', /./],
    ] as const) {
      const { status, body } = await predict(input);
      expect(status, JSON.stringify(input)).toBe(400);
      expect(body.message).toMatch(pattern);
    }
  });

  it('gives the text back when source and target are the same language', async () => {
    const { status, body } = await predict({ text: 'Hello there, friend.', target_lang: 'en', source_lang: 'en' });
    expect(status).toBe(200);
    expect(body.result).toEqual({ text: 'Hello there, friend.', lang: 'en' });
  });
});

describe('POST /api/translate/detect', () => {
  it('names the language in ISO 639-1', async () => {
    for (const [text, lang] of [
      ['Where is the train station?', 'en'],
      ['¿Dónde está la estación de tren?', 'es'],
      ['Onde fica a estação de comboios?', 'pt'],
      ["On és l'estació de tren?", 'ca'],
      ['Wo ist der Bahnhof, bitte?', 'de'],
      ['Где находится вокзал?', 'ru'],
    ] as const) {
      const { status, body } = await detect({ text });
      expect(status).toBe(200);
      expect(body.result).toEqual({ lang });
    }
  });

  it("reads a word or two with Apertium's dictionaries, where n-grams alone guessed Finnish and Norwegian", async () => {
    for (const [text, lang] of [['Hello', 'en'], ['Hello world', 'en'], ['Kaixo', 'eu']] as const) {
      const { body } = await detect({ text });
      expect(body.result, text).toEqual({ lang });
    }
    // The same detection serves a translation from "auto".
    const { status, body } = await predict({ text: 'Hello', target_lang: 'es' });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ lang: 'en', text: expect.stringMatching(/^Hola/) });
  });

  it('reads a greeting and a name in the greeting\'s language, where n-grams said Catalan and the dictionaries Spanish', async () => {
    for (const [text, lang] of [['Hi Anna', 'en'], ['Hallo', 'de'], ['Hi ha pa?', 'ca']] as const) {
      const { body } = await detect({ text });
      expect(body.result, text).toEqual({ lang });
    }
    const { status, body } = await predict({ text: 'Hi Anna', target_lang: 'es' });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ lang: 'en', text: expect.stringMatching(/^Hola Anna/) });
  });

  it('says und when there is nothing to go on, and 400 for bad input', async () => {
    expect((await detect({ text: '!!! 123' })).body.result).toEqual({ lang: 'und' });
    const { status, body } = await detect({ text: 'hi' });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^text: must be 3 to 1,500 characters/);
  });
});

describe('GET /api/translate/languages', () => {
  it('lists every language with the targets it reaches, and what the detector names', async () => {
    const { status, body } = await languages();
    expect(status).toBe(200);
    const list = body.result.languages as Array<{ code: string; name: string; targets: string[] }>;
    const en = list.find((l) => l.code === 'en');
    expect(en).toMatchObject({ name: 'English' });
    expect(en?.targets).toEqual(expect.arrayContaining(['es', 'pt', 'fr', 'ca', 'gl']));
    expect(body.result.detectable).toEqual(expect.arrayContaining(['en', 'es', 'ja', 'zh']));
  });
});

describe('Apertium not installed', () => {
  it('answers 503 saying how to install it', async () => {
    configure({ APERTIUM_MODES_DIR: '/nonexistent/modes' });
    // The translator is made once per process: stand in a fresh one for this setting.
    const key = Symbol.for('prism.translate.apertium');
    const holder = globalThis as Record<symbol, unknown>;
    const saved = holder[key];
    delete holder[key];
    try {
      const { status, body } = await predict({ text: 'Where is the train station?', target_lang: 'es' });
      expect(status).toBe(503);
      expect(body.message).toMatch(/No Apertium language pair is installed in \/nonexistent\/modes; run scripts\/install.sh/);
    } finally {
      (holder[key] as { close(): void } | undefined)?.close();
      holder[key] = saved;
    }
  });
});

describe('an Apertium pipeline that breaks', () => {
  it('is a 500 job_failed saying the engine stopped, with the tool’s words in the log only', async () => {
    // A mode whose files exist but whose tool cannot run on them (cg-proc given a file that
    // is not a grammar), as a damaged package would be.
    const modes = mkdtempSync(path.join(tmpdir(), 'translate-broken-modes-'));
    writeFileSync(path.join(modes, 'eng-spa.mode'), "cg-proc '/etc/hostname'\n");
    configure({ APERTIUM_MODES_DIR: modes });
    const key = Symbol.for('prism.translate.apertium');
    const holder = globalThis as Record<symbol, unknown>;
    const saved = holder[key];
    delete holder[key];
    try {
      const { status, body } = await predict({ text: 'Where is the train station?', source_lang: 'en', target_lang: 'es' });
      expect(status).toBe(500);
      expect(body).toMatchObject({ code: 'job_failed', message: 'The translation engine stopped with an error; try again (the server log has the details).' });
      expect(body.message).not.toMatch(/grammar|cg-proc/);
    } finally {
      (holder[key] as { close(): void } | undefined)?.close();
      holder[key] = saved;
      rmSync(modes, { recursive: true, force: true });
    }
  });
});

describe('TRANSLATE_BACKEND=libretranslate', () => {
  beforeEach(() => configure({ TRANSLATE_BACKEND: 'libretranslate', LIBRETRANSLATE_URL: libre.url, LIBRETRANSLATE_API_KEY: 'lt-secret' }));

  it('sends the translation to the LibreTranslate server, with its key, after local detection', async () => {
    libre.requests.length = 0;
    const { status, body } = await predict({ text: 'Where is the train station?', target_lang: 'ja' });
    expect(status).toBe(200);
    expect(body.result).toEqual({ text: '駅はどこですか？', lang: 'en' });
    expect(libre.requests.find((r) => r.path === '/translate')?.body).toEqual({
      q: 'Where is the train station?',
      source: 'en',
      target: 'ja',
      format: 'text',
      api_key: 'lt-secret',
    });
  });

  it("lists the server's languages and refuses its unsupported pairs with a 400", async () => {
    const list = (await languages()).body.result.languages as Array<{ code: string; targets: string[] }>;
    expect(list.find((l) => l.code === 'es')?.targets).toEqual(['en']);
    const { status, body } = await predict({ text: 'Hola, ¿qué tal estás hoy?', target_lang: 'de', source_lang: 'es' });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^target_lang: cannot translate es to de; from es: en;/);
  });

  it('answers 502 when the server refuses the key, and 502 when it is unreachable', async () => {
    configure({ TRANSLATE_BACKEND: 'libretranslate', LIBRETRANSLATE_URL: libre.url, LIBRETRANSLATE_API_KEY: 'wrong' });
    const refused = await predict({ text: 'Wo ist der Bahnhof?', target_lang: 'en', source_lang: 'de' });
    expect(refused.status).toBe(502);
    expect(refused.body.message).toContain('Invalid API key');
    expect(refused.body.message).not.toContain('wrong');

    const gone = await startLibreDouble();
    await gone.close();
    configure({ TRANSLATE_BACKEND: 'libretranslate', LIBRETRANSLATE_URL: gone.url, LIBRETRANSLATE_API_KEY: 'x' });
    const down = await predict({ text: 'Wo ist der Bahnhof?', target_lang: 'en', source_lang: 'de' });
    expect(down.status).toBe(502);
    expect(down.body.message).toBe('The LibreTranslate server could not be reached.');
  });

  it('cuts off an answer that goes on (502), reading no more than its bound', async () => {
    configure({ TRANSLATE_BACKEND: 'libretranslate', LIBRETRANSLATE_URL: libre.url, LIBRETRANSLATE_API_KEY: 'lt-secret' });
    const { status, body } = await predict({ text: 'libre-endless', target_lang: 'es', source_lang: 'en' });
    expect(status).toBe(502);
    expect(body).toMatchObject({ code: 'upstream_error', message: expect.stringMatching(/passed 4 MB/) });
  });

  it('answers 504 when the server is too slow', async () => {
    const slow = await startLibreDouble({ delayMs: 2_000 });
    try {
      configure({ TRANSLATE_BACKEND: 'libretranslate', LIBRETRANSLATE_URL: slow.url, LIBRETRANSLATE_TIMEOUT_MS: '500' });
      const { status, body } = await predict({ text: 'Wo ist der Bahnhof?', target_lang: 'en', source_lang: 'de' });
      expect(status).toBe(504);
      expect(body.message).toMatch(/did not answer within 0.5 s/);
    } finally {
      await slow.close();
    }
  });

  it('says what is missing when LIBRETRANSLATE_URL is not set', async () => {
    configure({ TRANSLATE_BACKEND: 'libretranslate' });
    const { status, body } = await predict({ text: 'Wo ist der Bahnhof?', target_lang: 'en', source_lang: 'de' });
    expect(status).toBe(503);
    expect(body.message).toMatch(/LIBRETRANSLATE_URL/);
  });
});
