import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { intBetween } from '@/lib/contract/rules';
import { allEndpoints, describeError, specEndpoints } from '@/lib/contract';
import { openApiDocument } from '@/lib/contract/openapi';
import { openai } from '@/lib/contract/openai';
import { ENGINE_HEADER } from '@/lib/contract/envelope';
import { unblurRequest, superresRequest } from '@/lib/contract/image';
import { keysCreateRequest } from '@/lib/contract/access';
import { predictRequest } from '@/lib/contract/translate';
import { audioQuery, synthesisRequest } from '@/lib/contract/tts';
import { advanceRequest, simpleRequest, fetchRequest, FETCH_MAX_IDS } from '@/lib/contract/music';

describe('the contract registry', () => {
  it('holds the 20 endpoints of the spec, each path and method once', () => {
    expect(specEndpoints).toHaveLength(20);
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  // Every endpoint's examples, the platform's (keys, demo links, session) and the /v1 door's as well as the capabilities'.
  const withDoor = [...allEndpoints, ...Object.values(openai)];
  it.each(withDoor.flatMap((e) => e.examples.valid.map((input) => [e.id, e, input] as const)))(
    '%s accepts its valid example',
    (_id, endpoint, input) => {
      expect(endpoint.request.safeParse(input).success).toBe(true);
    },
  );

  it.each(withDoor.flatMap((e) => e.examples.invalid.map((example) => [e.id, e, example] as const)))(
    '%s refuses an invalid example, naming the field',
    (_id, endpoint, example) => {
      const parsed = endpoint.request.safeParse(example.input);
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(describeError(parsed.error)).toMatch(new RegExp(`(^|; )${example.field.replace(/\./g, '\\.')}: `));
    },
  );

  it('every spec endpoint has at least one valid example, and every one with input an invalid one', () => {
    for (const endpoint of specEndpoints) {
      expect(endpoint.examples.valid.length, endpoint.id).toBeGreaterThan(0);
      if (endpoint.method === 'POST' || endpoint.path === '/music/fetch' || endpoint.path === '/social/download') {
        expect(endpoint.examples.invalid.length, endpoint.id).toBeGreaterThan(0);
      }
    }
  });
});

describe('names people give', () => {
  it('refuse text-direction overrides and controls, and keep the direction marks right-to-left text needs', () => {
    expect(keysCreateRequest.safeParse({ name: 'צוות\u200f ישראל' }).success).toBe(true);
    expect(keysCreateRequest.safeParse({ name: 'فريق\u061c المبيعات' }).success).toBe(true);
    const override = keysCreateRequest.safeParse({ name: 'demo\u202egnp.exe' });
    expect(override.success || describeError(override.error)).toBe('name: must not contain control or text-direction characters');
  });
});

describe('rules the spec gives', () => {
  it('translate text is 3 to 1,500 characters and source_lang defaults to auto', () => {
    expect(predictRequest.safeParse({ text: 'abc', target_lang: 'es' }).data?.source_lang).toBe('auto');
    // Language tags ignore case: what a caller types is written the one conventional way.
    expect(predictRequest.parse({ text: 'abc', target_lang: 'ES', source_lang: 'EN' })).toMatchObject({ target_lang: 'es', source_lang: 'en' });
    expect(predictRequest.parse({ text: 'abc', target_lang: 'pt-br', source_lang: 'zh-hant' })).toMatchObject({ target_lang: 'pt-BR', source_lang: 'zh-Hant' });
    expect(predictRequest.safeParse({ text: 'abc', target_lang: 'e s' }).success).toBe(false);
    expect(predictRequest.safeParse({ text: 'x'.repeat(1500), target_lang: 'es' }).success).toBe(true);
    const short = predictRequest.safeParse({ text: 'ab', target_lang: 'es' });
    expect(short.success || describeError(short.error)).toBe('text: must be 3 to 1,500 characters');
  });

  it('outscale is 1 to 10 with default 2', () => {
    expect(superresRequest.parse({ init_image: 'https://a.example/x.png' }).outscale).toBe(2);
    expect(superresRequest.safeParse({ init_image: 'https://a.example/x.png', outscale: 10 }).success).toBe(true);
    expect(superresRequest.safeParse({ init_image: 'https://a.example/x.png', outscale: 10.01 }).success).toBe(false);
    expect(superresRequest.safeParse({ init_image: 'https://a.example/x.png', outscale: 1 }).success).toBe(true);
  });

  it('fills every unblur pipeline default and keeps extra pipeline properties', () => {
    const parsed = unblurRequest.parse({ init_image: 'https://a.example/x.png', pipeline: { custom: 1 } });
    expect(parsed.pipeline).toEqual({
      bokeh: 'background_blur_low',
      color_enhance: 'prism-blend',
      background_enhance: 'shiba-strong-accel',
      face_lifting: 'pinko_bigger_dataset-style',
      face_enhance: 'recommender_entire_dataset',
      custom: 1,
    });
    expect(unblurRequest.parse({ init_image: 'https://a.example/x.png' }).pipeline.bokeh).toBe('background_blur_low');
  });

  it('accepts http(s), data: and own file URLs as images, and nothing else', () => {
    const ok = ['https://a.example/x.png', 'http://a.example/x', 'data:image/png;base64,AAAA', `/api/files/${'a'.repeat(64)}`];
    const bad = ['file:///etc/passwd', 'ftp://a.example/x.png', 'javascript:alert(1)', '/etc/passwd', 'x'];
    for (const url of ok) expect(superresRequest.safeParse({ init_image: url }).success, url).toBe(true);
    for (const url of bad) expect(superresRequest.safeParse({ init_image: url }).success, url).toBe(false);
  });

  it('music: instrumental defaults to false, model to chirp-v3-0, the only model', () => {
    expect(simpleRequest.parse({ prompt: 'a song' })).toEqual({ prompt: 'a song', instrumental: false, model: 'chirp-v3-0' });
    expect(advanceRequest.safeParse({ title: 'T', instrumental: true }).success).toBe(true);
    expect(advanceRequest.safeParse({ title: 'T', instrumental: false }).success).toBe(false);
  });

  it(`music fetch splits ids and caps them at ${FETCH_MAX_IDS}`, () => {
    expect(fetchRequest.parse({ ids: ' a , b,c ' }).ids).toEqual(['a', 'b', 'c']);
    expect(fetchRequest.safeParse({ ids: Array(FETCH_MAX_IDS).fill('a').join(',') }).success).toBe(true);
    expect(fetchRequest.safeParse({ ids: Array(FETCH_MAX_IDS + 1).fill('a').join(',') }).success).toBe(false);
  });

  it('audio query defaults are the VOICEVOX engine defaults; upspeak defaults to true', () => {
    const query = audioQuery.parse({ accent_phrases: [] });
    expect(query).toMatchObject({
      speedScale: 1,
      pitchScale: 0,
      intonationScale: 1,
      volumeScale: 1,
      prePhonemeLength: 0.1,
      postPhonemeLength: 0.1,
      outputSamplingRate: 24000,
      outputStereo: false,
    });
    expect(synthesisRequest.parse({ speaker: 1, input: { accent_phrases: [] } }).enable_interrogative_upspeak).toBe(true);
  });
});

describe('the OpenAPI document', () => {
  it('documents every endpoint with its method, and marks extensions', () => {
    const doc = openApiDocument();
    expect(doc.openapi).toBe('3.1.0');
    for (const endpoint of allEndpoints) {
      const operation = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()] as { responses: object; description?: string } | undefined;
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '500']));
      if (endpoint.extension) expect(operation!.description).toContain('extension');
    }
  });
});

describe('the engine header in the OpenAPI document', () => {
  it('is declared on exactly the answers whose result names its engine', () => {
    const doc = openApiDocument();
    const declared = (path: string, method: string) =>
      Object.keys(((doc.paths[path]?.[method] as { responses: Record<string, { headers?: object }> }).responses['200']!.headers ?? {}));
    expect(declared('/image/colorize', 'post')).toEqual([ENGINE_HEADER]);
    expect(declared('/face/age', 'post')).toEqual([ENGINE_HEADER]);
    expect(declared('/translate/detect', 'post')).toEqual([]);
  });
});

describe('OpenAPI path parameters', () => {
  it('declares every {template} segment as a required path parameter', () => {
    const doc = openApiDocument();
    const templated = allEndpoints.filter((e) => e.path.includes('{'));
    for (const endpoint of templated) {
      const operation = doc.paths[endpoint.path]![endpoint.method.toLowerCase()] as { parameters?: Array<{ name: string; in: string; required: boolean }> };
      for (const [, name] of endpoint.path.matchAll(/\{([^}]+)\}/g)) {
        expect(operation.parameters, `${endpoint.method} ${endpoint.path}`).toContainEqual(expect.objectContaining({ name, in: 'path', required: true }));
      }
    }
  });
});

describe('400 messages', () => {
  it('tell a missing field from a field of the wrong type', async () => {
    const { contract } = await import('@/lib/contract');
    const missing = contract.translate.predict.request.safeParse({ target_lang: 'es' }, { reportInput: true });
    const wrong = contract.translate.predict.request.safeParse({ text: 42, target_lang: 'es' }, { reportInput: true });
    expect(missing.success || describeError(missing.error)).toBe('text: is required');
    expect(wrong.success || describeError(wrong.error)).toBe('text: must be a string');
    const role = contract.llm.chat.request.safeParse({ messages: [{ role: 'user', content: 42 }] }, { reportInput: true });
    expect(role.success || describeError(role.error)).toBe('messages.0.content: must be a string');
  });

  it('never call a wrong value missing when the parse did not report what was sent', async () => {
    const { contract } = await import('@/lib/contract');
    // Without reportInput zod leaves the sent value out of every issue: a number for a text
    // field, or a fraction for a whole number, must not read "is required".
    const wrong = contract.translate.predict.request.safeParse({ text: 42, target_lang: 'es' });
    expect(wrong.success || describeError(wrong.error)).toBe('text: must be a string');
    const fraction = z.object({ n: intBetween(1, 10) }).safeParse({ n: 2.5 });
    expect(fraction.success || describeError(fraction.error)).toBe('n: must be a whole number');
  });

  it('say a bound that has no message of its own as the house rules do, never in zod’s words', async () => {
    const { chatCompletionsRequest: chat } = await import('@/lib/contract/openai');
    const said = (input: unknown) => {
      const parsed = chat.safeParse(input, { reportInput: true });
      return parsed.success ? 'accepted' : describeError(parsed.error);
    };
    const hello = [{ role: 'user', content: 'hello' }];
    expect(said({ messages: hello, max_tokens: 0 })).toBe('max_tokens: must be at least 1');
    expect(said({ messages: hello, max_tokens: 40_000 })).toBe('max_tokens: must be at most 32,768');
    expect(said({ messages: hello, max_tokens: 1.5 })).toBe('max_tokens: must be a whole number');
    expect(said({ messages: hello, temperature: 3 })).toBe('temperature: must be at most 2');
    expect(said({ messages: hello, model: 'm'.repeat(201) })).toBe('model: must be at most 200 characters');
    expect(said({ messages: hello, tools: Array.from({ length: 65 }, () => ({ type: 'function', function: { name: 'f' } })) })).toBe('tools: must hold at most 64 items');
    expect(said({ messages: [{ role: 'assistant', tool_calls: [{ id: '', function: { name: 'f', arguments: '{}' } }] }] })).toBe(
      'messages.0.tool_calls.0.id: must be at least 1 character',
    );
  });
});
