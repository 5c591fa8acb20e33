import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findMedia, isShowableUrl } from '@/components/chat/media';
import { answerText, applyEvent, chooseTake, conversationSettings, EARLIER_TAKES_MAX, newConversation, requestMessages, takesAfterRegenerate, titleFrom, unseenMessages, type ChatMessage } from '@/components/chat/model';
import { readEvents, streamChat } from '@/lib/client/chat-stream';
import { chatRequest, CHAT_MAX_MESSAGES } from '@/lib/contract/llm';

/** The chat page's pure parts: history → request, stream events → answer, media in results, the SSE reader. */
const user = (content: string): ChatMessage => ({ id: content, role: 'user', content, at: 0 });
const streaming = (): ChatMessage => ({ id: 'a', role: 'assistant', content: '', parts: [], status: 'streaming', at: 0 });

describe('requestMessages', () => {
  it('sends user turns, function results as function messages, then the answer; failed answers are left out', () => {
    const history: ChatMessage[] = [
      user('Translate hello to Spanish'),
      {
        id: 'a1',
        role: 'assistant',
        content: 'It is “hola”.',
        parts: [
          { kind: 'function', name: 'translate', arguments: '{"text":"hello","target_lang":"es"}', result: { text: 'hola', lang: 'en' }, done: true },
          { kind: 'function', name: 'calculator', arguments: '{}', error: 'expression: is required', done: true },
          { kind: 'text', text: 'It is “hola”.' },
        ],
        status: 'done',
        at: 0,
      },
      user('And in French?'),
      { id: 'a2', role: 'assistant', content: '', parts: [], status: 'error', error: 'boom', at: 0 },
      user('Hello?'),
    ];
    const messages = requestMessages(history);
    expect(messages).toEqual([
      { role: 'user', content: 'Translate hello to Spanish' },
      { role: 'function', name: 'translate', content: '{"text":"hola","lang":"en"}' },
      { role: 'function', name: 'calculator', content: '{"error":"expression: is required"}' },
      { role: 'assistant', content: 'It is “hola”.' },
      { role: 'user', content: 'And in French?' },
      { role: 'user', content: 'Hello?' },
    ]);
    expect(chatRequest.safeParse({ messages }).success).toBe(true);
  });

  it('keeps the newest turns within the contract’s limit, and cuts long function results', () => {
    const long = Array.from({ length: CHAT_MAX_MESSAGES + 30 }, (_, i) => user(`m${i}`));
    const messages = requestMessages(long);
    expect(messages).toHaveLength(CHAT_MAX_MESSAGES);
    expect(messages.at(-1)!.content).toBe(`m${CHAT_MAX_MESSAGES + 29}`);
    const big: ChatMessage = { id: 'b', role: 'assistant', content: 'ok', parts: [{ kind: 'function', name: 'download_social', arguments: '{}', result: { x: 'y'.repeat(10_000) }, done: true }], at: 0 };
    expect(requestMessages([user('hi'), big])[1]!.content.length).toBe(4_000);
  });
});

describe('conversationSettings', () => {
  const browser = { model: 'last-picked', functions: ['translate' as const], system: 'Be brief.', temperature: 0.4, topP: null, topK: null, minP: null, maxTokens: null, seed: 7, frequencyPenalty: null, presencePenalty: null, stop: null, json: null };

  it("takes the browser's last choice for what a conversation has not chosen yet", () => {
    expect(conversationSettings(null, browser)).toEqual(browser);
    expect(conversationSettings(newConversation(), browser)).toEqual(browser);
    expect(conversationSettings({ ...newConversation(), model: '' }, browser)).toEqual({ model: '', functions: ['translate'], system: 'Be brief.', temperature: 0.4, topP: null, topK: null, minP: null, maxTokens: null, seed: 7, frequencyPenalty: null, presencePenalty: null, stop: null, json: null });
  });

  it("uses the conversation's own model, functions, instructions and sampling, none switched on, empty or default included", () => {
    expect(conversationSettings({ ...newConversation(), model: 'other', functions: ['current_time', 'calculator'], system: 'In Spanish.', temperature: 1.2, topP: 0.9, topK: 40, minP: 0.05, maxTokens: 256, seed: 0, frequencyPenalty: 0.5, presencePenalty: -1, stop: ['\n\n', 'END'], json: true }, browser)).toEqual({
      model: 'other',
      functions: ['current_time', 'calculator'],
      system: 'In Spanish.',
      temperature: 1.2,
      topP: 0.9,
      topK: 40,
      minP: 0.05,
      maxTokens: 256,
      seed: 0,
      frequencyPenalty: 0.5,
      presencePenalty: -1,
      stop: ['\n\n', 'END'],
      json: true,
    });
    expect(conversationSettings({ ...newConversation(), functions: [], system: '', temperature: null, seed: null }, browser)).toEqual({ model: 'last-picked', functions: [], system: '', temperature: null, topP: null, topK: null, minP: null, maxTokens: null, seed: null, frequencyPenalty: null, presencePenalty: null, stop: null, json: null });
  });

  it("reads a damaged sampling value as the model's default, not as a request the server would refuse", () => {
    const kept = { ...newConversation(), temperature: 7, topP: 1.5, topK: 2.5, minP: 1.5, maxTokens: 2.5, seed: -3, frequencyPenalty: 2.5, presencePenalty: -2.5, stop: ['a', 'b', 'c', 'd', 'e'], json: 'yes' as unknown as true };
    expect(conversationSettings(kept, browser)).toMatchObject({ temperature: null, topP: null, topK: null, minP: null, maxTokens: null, seed: null, frequencyPenalty: null, presencePenalty: null, stop: null, json: null });
    // Stop sequences as the contract takes them: none empty, none over its length.
    for (const stop of [[], [''], ['x'.repeat(201)], 'END', [3]]) expect(conversationSettings({ ...newConversation(), stop } as never, browser).stop).toBeNull();
    expect(conversationSettings({ ...newConversation(), seed: 4_294_967_296 }, browser).seed).toBeNull();
  });

  it('leaves out function names the contract no longer knows, in its order', () => {
    const kept = { ...newConversation(), functions: ['calculator', 'teleport', 'translate'] } as unknown as Parameters<typeof conversationSettings>[0];
    expect(conversationSettings(kept, browser).functions).toEqual(['translate', 'calculator']);
  });
});

describe("an answer's takes (Regenerate keeps the ones it replaces)", () => {
  const answer = (id: string, text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({ id, role: 'assistant', content: text, parts: [{ kind: 'text', text }], status: 'done', at: 0, ...extra });

  it('keeps the answers replaced and their own earlier takes, oldest first; failed ones hold nothing and go', () => {
    const first = answer('a1', 'First take.');
    const second = answer('a2', 'Second take.', { earlier: [first] });
    expect(takesAfterRegenerate([second])).toEqual([first, answer('a2', 'Second take.')]);
    expect(takesAfterRegenerate([answer('e', '', { status: 'error', error: 'boom', parts: [] })])).toEqual([]);
    expect(takesAfterRegenerate([])).toEqual([]);
  });

  it(`keeps at most ${EARLIER_TAKES_MAX}, the newest`, () => {
    const many = Array.from({ length: EARLIER_TAKES_MAX + 3 }, (_, i) => answer(`t${i}`, `Take ${i}.`));
    const kept = takesAfterRegenerate([{ ...many.at(-1)!, earlier: many.slice(0, -1) }]);
    expect(kept).toHaveLength(EARLIER_TAKES_MAX);
    expect(kept.at(-1)!.content).toBe(`Take ${EARLIER_TAKES_MAX + 2}.`);
  });

  it('makes a chosen take the one the conversation goes on from, in the same place, keeping the rest', () => {
    const current = answer('slot', 'Third take.', { earlier: [answer('a1', 'First take.'), answer('a2', 'Second take.')] });
    const chosen = chooseTake(current, 0);
    expect(chosen.id).toBe('slot');
    expect(chosen.content).toBe('First take.');
    expect(chosen.earlier!.map((take) => take.content)).toEqual(['Second take.', 'Third take.']);
    expect(requestMessages([user('q'), chosen]).at(-1)).toEqual({ role: 'assistant', content: 'First take.' });
    // The current one, or a take that is not there, changes nothing.
    expect(chooseTake(current, 2)).toBe(current);
    expect(chooseTake(current, 7)).toBe(current);
  });
});

describe('the instructions (system message)', () => {
  it('go first, and never go when the turns are cut to the limit', () => {
    expect(requestMessages([user('hi')], 'Be brief.')).toEqual([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'hi' },
    ]);
    expect(requestMessages([user('hi')], '   ')).toEqual([{ role: 'user', content: 'hi' }]);
    const long = Array.from({ length: CHAT_MAX_MESSAGES + 30 }, (_, i) => user(`m${i}`));
    const messages = requestMessages(long, 'Be brief.');
    expect(messages).toHaveLength(CHAT_MAX_MESSAGES);
    expect(messages[0]).toEqual({ role: 'system', content: 'Be brief.' });
    expect(messages[1]!.content).toBe('m31');
    expect(chatRequest.safeParse({ messages }).success).toBe(true);
  });

  it('are not counted among the messages an answer was written without', () => {
    const long = Array.from({ length: CHAT_MAX_MESSAGES + 30 }, (_, i) => user(`m${i}`));
    expect(unseenMessages(long, 0, 'Be brief.')).toBe(31);
    expect(unseenMessages(long, 4, 'Be brief.')).toBe(35);
    expect(unseenMessages([user('a'), user('b')], 1, 'Be brief.')).toBe(1);
  });
});

describe('unseenMessages', () => {
  const answer = (id: string, parts: ChatMessage['parts'], content = ''): ChatMessage => ({ id, role: 'assistant', content, parts, status: 'done', at: 0 });
  // Request messages: q1 | f, a1 | q2 | (a2 failed: none) | q3 → five, from history 0, 1, 1, 2, 4.
  const history: ChatMessage[] = [
    user('q1'),
    answer('a1', [{ kind: 'function', name: 'calculator', arguments: '{}', result: 42, done: true }, { kind: 'text', text: 'a1' }], 'a1'),
    user('q2'),
    { id: 'a2', role: 'assistant', content: '', parts: [], status: 'error', error: 'boom', at: 0 },
    user('q3'),
  ];

  it('counts the history messages before the first one the model read', () => {
    expect(unseenMessages(history)).toBe(0);
    expect(unseenMessages(history, 0)).toBe(0);
    expect(unseenMessages(history, 1)).toBe(1); // q1 gone; a1's function result read
    expect(unseenMessages(history, 2)).toBe(1); // a1 read from its text
    expect(unseenMessages(history, 3)).toBe(2); // from q2
    expect(unseenMessages(history, 4)).toBe(4); // the failed answer carried nothing: from q3
  });

  it('counts everything before the question when the server says more than was sent', () => {
    expect(unseenMessages(history, 9)).toBe(4);
  });

  it('adds the turns the request limit cut to those the context could not hold', () => {
    const long = Array.from({ length: CHAT_MAX_MESSAGES + 30 }, (_, i) => user(`m${i}`));
    expect(unseenMessages(long)).toBe(30);
    expect(unseenMessages(long, 5)).toBe(35);
  });
});

describe('applyEvent', () => {
  it('builds the answer in order: text, function card with its result, more text, then done', () => {
    let m = streaming();
    m = applyEvent(m, { type: 'delta', content: 'Let me ' });
    m = applyEvent(m, { type: 'delta', content: 'check.' });
    m = applyEvent(m, { type: 'function_call', name: 'calculator', arguments: '{"expression":"6*7"}' });
    expect(m.parts![1]).toEqual({ kind: 'function', name: 'calculator', arguments: '{"expression":"6*7"}', done: false });
    m = applyEvent(m, { type: 'function_result', name: 'calculator', result: { value: 42 } });
    m = applyEvent(m, { type: 'delta', content: 'It is 42.' });
    m = applyEvent(m, { type: 'done', result: { model: 'm1', message: { role: 'assistant', content: 'It is 42.' }, functions: [] } });
    expect(m).toMatchObject({ status: 'done', model: 'm1', content: 'It is 42.' });
    expect(m.parts).toEqual([
      { kind: 'text', text: 'Let me check.' },
      { kind: 'function', name: 'calculator', arguments: '{"expression":"6*7"}', result: { value: 42 }, error: undefined, done: true },
      { kind: 'text', text: 'It is 42.' },
    ]);
    expect(answerText(m)).toBe('Let me check.\n\nIt is 42.');
    expect(m).not.toHaveProperty('finish');
  });

  it('marks an answer the token limit cut short', () => {
    const m = applyEvent(applyEvent(streaming(), { type: 'delta', content: 'One, two' }), {
      type: 'done',
      result: { model: 'm1', message: { role: 'assistant', content: 'One, two' }, functions: [], finish_reason: 'length' },
    });
    expect(m).toMatchObject({ status: 'done', finish: 'length', content: 'One, two' });
  });

  it('takes everything from done when nothing streamed (the upstream provider), and notes the round limit', () => {
    const m = applyEvent(streaming(), {
      type: 'done',
      result: { model: 'up', message: { role: 'assistant', content: 'Stopped.' }, functions: [{ name: 'calculator', arguments: { expression: '1' }, result: { value: 1 } }], stopped: 'max_rounds' },
    });
    expect(m.parts).toEqual([
      { kind: 'function', name: 'calculator', arguments: '{"expression":"1"}', result: { value: 1 }, error: undefined, done: true },
      { kind: 'text', text: 'Stopped.' },
    ]);
    expect(m.stopped).toBe('max_rounds');
  });

  it('keeps the server’s message on an error event', () => {
    const m = applyEvent(applyEvent(streaming(), { type: 'delta', content: 'Hal' }), { type: 'error', status: 504, message: 'The language model did not answer within 1 s.' });
    expect(m).toMatchObject({ status: 'error', error: 'The language model did not answer within 1 s.', parts: [{ kind: 'text', text: 'Hal' }] });
  });
});

describe('findMedia', () => {
  it('shows the studio’s results by field: images, audios, an item’s type; other URLs as links', () => {
    const origin = 'http://127.0.0.1:3000/api/files/';
    expect(findMedia({ images: [`${origin}aa`], scale: 2 })).toEqual([{ url: `${origin}aa`, kind: 'image', where: 'images[0]' }]);
    expect(findMedia({ audios: [`${origin}b1`, `${origin}b2`] }).map((m) => m.kind)).toEqual(['audio', 'audio']);
    expect(
      findMedia({
        title: 'A post',
        webpage_url: 'https://example.com/p/1',
        medias: [
          { type: 'video', url: `${origin}v`, thumbnail: 'https://cdn.example.com/t.jpg' },
          { type: 'image', url: 'https://cdn.example.com/full' },
        ],
      }).map((m) => [m.kind, m.where]),
    ).toEqual([
      ['link', 'webpage_url'],
      ['video', 'medias[0].url'],
      ['image', 'medias[0].thumbnail'],
      ['image', 'medias[1].url'],
    ]);
    expect(findMedia([{ audio: `${origin}m`, image_thumb: `${origin}c`, video: '' }]).map((m) => m.kind)).toEqual(['audio', 'image']);
    expect(findMedia({ file: 'https://example.com/song.mp3' })[0]!.kind).toBe('audio');
  });

  it('never offers a script or an unknown scheme, however the field is named', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>x</script>', 'file:///etc/passwd', '//evil.example/x', 'https://a b']) {
      expect(isShowableUrl(url), url).toBe(false);
      expect(findMedia({ image: url })).toEqual([]);
    }
    expect(findMedia({ image: 'data:image/png;base64,AAAA' })[0]!.kind).toBe('image');
  });
});

describe('readEvents', () => {
  it('reads events split across chunks, CRLF or LF, skipping comments and non-JSON data', async () => {
    const pieces = ['event: delta\ndata: {"type":"del', 'ta","content":"a"}\n\n: keep-alive\n\n', 'data: not json\n\n', 'event: done\r\ndata: {"type":"done"}\r\n\r\n'];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    });
    const seen: unknown[] = [];
    await readEvents(body, (data) => seen.push(data));
    expect(seen).toEqual([{ type: 'delta', content: 'a' }, { type: 'done' }]);
  });
});

describe('streamChat', () => {
  /**
   * A server on loopback whose stream sends one event, then its connection breaks (a dropped
   * line, a restart). The page's relative /api path is sent there.
   */
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: {"type":"delta","content":"Hal"}\n\n');
      setTimeout(() => response.socket?.destroy(), 50);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => realFetch(`${base}${String(url)}`, init));
  });
  afterAll(() => {
    vi.restoreAllMocks();
    server.close();
  });

  it('keeps what came, and names a stream cut off mid-answer in its own words, not the browser\'s "network error"', async () => {
    const seen: unknown[] = [];
    const failure = streamChat({ messages: [{ role: 'user', content: 'hi' }] }, (event) => seen.push(event), new AbortController().signal);
    await expect(failure).rejects.toMatchObject({ name: 'ApiClientError', code: 'network_error', message: expect.stringMatching(/^The connection to the server dropped while the answer was being written/) });
    expect(seen).toEqual([{ type: 'delta', content: 'Hal' }]);
  });

  it('leaves a stop (the caller\'s abort) as the abort it is', async () => {
    const stop = new AbortController();
    const failure = streamChat({ messages: [{ role: 'user', content: 'hi' }] }, () => stop.abort(), stop.signal);
    await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('titleFrom', () => {
  it('makes a one-line title of the first message', () => {
    expect(titleFrom('  Hello\nthere  ')).toBe('Hello there');
    expect(titleFrom('x'.repeat(60))).toBe(`${'x'.repeat(47)}…`);
    expect(titleFrom('   ')).toBe('New chat');
  });
});
