import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible chat server (Ollama, llama.cpp's server, vLLM): no
 * model weights can be had here, so tests talk to this real HTTP server on 127.0.0.1
 * instead. It speaks the parts of the protocol Prism uses:
 *
 *   GET  /v1/models             the model list
 *   POST /v1/chat/completions   a whole answer, or with `stream: true` server-sent events
 *                               (`data: {chunk}` … `data: [DONE]`), text and tool calls
 *
 * What it answers is scripted per test: `enqueue()` replies for the next requests, or set
 * `respond` for a rule. With neither, a small "brain" answers (used by the browser tests and
 * the bench, which run it as a process): it calls a tool when asked with
 * `call <name> <json arguments>`, echoes a tool's result into its final answer, writes
 * `count <n>` numbered words, and otherwise answers a short Markdown text with code.
 * Text is paced token by token (`tokenDelayMs`), as a real model writes.
 */
export type Reply =
  /**
   * Text; `finish: 'length'` ends it as cut at the token limit; `usage` is counted (a last chunk
   * when streamed). Without `usage` a stream is counted only when `stream_options.include_usage`
   * asks (as OpenAI's are), by words; `usage: null` never (a server that does not count).
   */
  | { content: string; model?: string; finish?: 'length'; usage?: Usage | null }
  | { toolCalls: Array<{ name: string; arguments: string | Record<string, unknown>; id?: string }>; content?: string; usage?: Usage | null }
  /** An answer the protocol does not allow. */
  | { malformed: 'not-json' | 'no-choices' | 'bad-chunk' | 'no-tool-name' }
  /** An error answer: `type` (default server_error), `code` and more `fields` go into its `error` object. */
  | { status: number; message: string; type?: string; code?: string | number; fields?: Record<string, unknown> }
  /** Never answers (the caller's time limit must end it). */
  | { hang: true };

type Usage = { prompt: number; completion: number };

export interface ChatBody {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content?: string | null; name?: string; tool_call_id?: string; tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }> }>;
  tools?: Array<{ type: 'function'; function: { name: string; description?: string; parameters: Record<string, unknown> } }>;
  tool_choice?: unknown;
  max_tokens?: number;
  max_completion_tokens?: number;
  stream_options?: { include_usage?: boolean };
  temperature?: number;
  seed?: number;
}

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: ChatBody | null;
  /** The caller hung up before the answer was complete (a stopped stream). */
  aborted: boolean;
  /** Content chunks written before the end (or before the caller hung up). */
  chunksSent: number;
}

export interface OpenAiDouble {
  /** The base URL to configure, ending in /v1. */
  url: string;
  requests: SeenRequest[];
  /** Replies for the next chat requests, in order; when used up, `respond` or the brain answers. */
  enqueue(...replies: Reply[]): void;
  respond: ((body: ChatBody) => Reply) | null;
  /** Forgets queued replies, the rule and the seen requests. */
  reset(): void;
  close(): Promise<void>;
}

export interface OpenAiDoubleOptions {
  port?: number;
  models?: string[];
  /** Pause between streamed tokens (and per token before a whole answer). */
  tokenDelayMs?: number;
  /** When set, requests without `Authorization: Bearer <apiKey>` get a 401. */
  apiKey?: string;
}

export const DOUBLE_MODELS = ['double-small', 'double-large'];

export async function startOpenAiDouble(options: OpenAiDoubleOptions = {}): Promise<OpenAiDouble> {
  const models = options.models ?? DOUBLE_MODELS;
  const tokenDelayMs = options.tokenDelayMs ?? 0;
  const queue: Reply[] = [];
  const requests: SeenRequest[] = [];

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = new URL(request.url ?? '/', 'http://double').pathname;
    const sendJson = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };

    if (path === '/__requests') return sendJson(200, requests);
    let body: ChatBody | null = null;
    try {
      body = text ? (JSON.parse(text) as ChatBody) : null;
    } catch {
      return sendJson(400, { error: { message: 'body is not JSON', type: 'invalid_request_error' } });
    }
    const seen: SeenRequest = { method: request.method ?? '', path, authorization: request.headers.authorization, body, aborted: false, chunksSent: 0 };
    requests.push(seen);
    response.on('close', () => {
      if (!response.writableFinished) seen.aborted = true;
    });

    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendJson(401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
    }
    if (request.method === 'GET' && path === '/v1/models') {
      return sendJson(200, { object: 'list', data: models.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'double' })) });
    }
    if (request.method !== 'POST' || path !== '/v1/chat/completions' || !body) {
      return sendJson(404, { error: { message: `no route ${request.method} ${path}`, type: 'invalid_request_error' } });
    }

    const reply = queue.shift() ?? double.respond?.(body) ?? brain(body);
    if ('hang' in reply) return; // the socket stays open until the caller gives up
    if ('status' in reply) {
      return sendJson(reply.status, { error: { message: reply.message, type: reply.type ?? 'server_error', ...(reply.code !== undefined ? { code: reply.code } : {}), ...reply.fields } });
    }
    if (body.stream) return streamReply(reply, body, response, seen);
    await sleep(tokenDelayMs * tokens('content' in reply ? (reply.content ?? '') : '').length);
    if ('malformed' in reply) {
      if (reply.malformed === 'not-json') {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end('{"id": "chatcmpl-1", "choices": [');
      }
      if (reply.malformed === 'no-tool-name') {
        return sendJson(200, completion(body.model, { role: 'assistant', content: null, tool_calls: [{ id: 'call_x', type: 'function', function: { arguments: '{}' } }] }));
      }
      return sendJson(200, { id: 'chatcmpl-1', object: 'chat.completion', model: body.model });
    }
    const message =
      'toolCalls' in reply
        ? { role: 'assistant', content: reply.content ?? null, tool_calls: reply.toolCalls.map((c, i) => ({ id: c.id ?? `call_${i}`, type: 'function', function: { name: c.name, arguments: argumentsText(c.arguments) } })) }
        : { role: 'assistant', content: reply.content };
    seen.chunksSent = 1;
    sendJson(200, {
      ...completion('model' in reply && reply.model ? reply.model : body.model, message, 'finish' in reply ? reply.finish : undefined),
      // A whole answer is counted (10 and 10) unless the reply says otherwise; null: not at all.
      ...('usage' in reply && reply.usage !== undefined ? { usage: reply.usage ? usageOf(reply.usage) : undefined } : {}),
    });
  });

  async function streamReply(reply: Exclude<Reply, { hang: true } | { status: number }>, body: ChatBody, response: http.ServerResponse, seen: SeenRequest) {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const model = 'model' in reply && reply.model ? reply.model : body.model;
    const write = (delta: Record<string, unknown>, finish: string | null = null) =>
      response.write(`data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1_700_000_000, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
    write({ role: 'assistant', content: '' });
    if ('malformed' in reply) {
      if (reply.malformed === 'no-tool-name') write({ tool_calls: [{ index: 0, id: 'call_x', type: 'function', function: { arguments: '{}' } }] });
      else if (reply.malformed === 'no-choices') response.write('data: {"id": "chatcmpl-1", "object": "chat.completion.chunk"}\n\n');
      else response.write('data: {"choices": [{"delta": {"content": "half\n\n');
      response.write('data: [DONE]\n\n');
      return response.end();
    }
    for (const [i, token] of tokens('content' in reply ? (reply.content ?? '') : '').entries()) {
      await sleep(tokenDelayMs);
      if (response.destroyed) return;
      write({ content: token });
      seen.chunksSent = i + 1;
    }
    if ('toolCalls' in reply) {
      for (const [index, call] of reply.toolCalls.entries()) {
        // As real servers do: the id and name first, then the arguments in pieces.
        write({ tool_calls: [{ index, id: call.id ?? `call_${index}`, type: 'function', function: { name: call.name, arguments: '' } }] });
        const args = argumentsText(call.arguments);
        const cut = Math.ceil(args.length / 2);
        for (const piece of [args.slice(0, cut), args.slice(cut)]) if (piece) write({ tool_calls: [{ index, function: { arguments: piece } }] });
      }
    }
    if (response.destroyed) return;
    write({}, 'toolCalls' in reply ? 'tool_calls' : 'finish' in reply && reply.finish ? reply.finish : 'stop');
    const usage = 'usage' in reply ? reply.usage : undefined;
    const counted = usage === undefined && body.stream_options?.include_usage ? { prompt: tokens(body.messages.map((m) => m.content ?? '').join(' ')).length, completion: tokens('content' in reply ? (reply.content ?? '') : '').length } : usage;
    if (counted) {
      response.write(`data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1_700_000_000, model, choices: [], usage: usageOf(counted) })}\n\n`);
    }
    response.write('data: [DONE]\n\n');
    response.end();
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const double: OpenAiDouble = {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    respond: null,
    enqueue: (...replies) => void queue.push(...replies),
    reset() {
      queue.length = 0;
      requests.length = 0;
      double.respond = null;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return double;
}

/** The default answers: see the comment at the top. */
export function brain(body: ChatBody): Reply {
  const last = body.messages.at(-1);
  if (last?.role === 'tool') {
    const call = body.messages.flatMap((m) => m.tool_calls ?? []).find((c) => c.id === last.tool_call_id);
    return { content: `The function ${call?.function.name ?? 'call'} answered: ${last.content}` };
  }
  const said = [...body.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const call = /^call\s+([a-z_]+)\s*(\{[\s\S]*\})?\s*$/.exec(said.trim());
  if (call && body.tools?.some((t) => t.function.name === call[1])) {
    return { toolCalls: [{ name: call[1]!, arguments: call[2] ?? '{}' }] };
  }
  const count = /^count\s+(\d+)/.exec(said.trim());
  if (count) {
    const n = Math.min(Number(count[1]), 2000);
    return { content: Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ') };
  }
  return {
    content: `You said: “${said.slice(0, 200)}”.\n\nHere is a **bold** word, a list and some code:\n\n- one\n- two\n\n\`\`\`ts\nconst answer: number = 42;\nconsole.log(answer);\n\`\`\`\n`,
  };
}

/** Splits text as a tokenizer roughly would: each word with the space before it. */
export function tokens(text: string): string[] {
  return text.match(/\s*\S+|\s+$/g) ?? [];
}

function argumentsText(args: string | Record<string, unknown>): string {
  return typeof args === 'string' ? args : JSON.stringify(args);
}

function usageOf({ prompt, completion }: { prompt: number; completion: number }) {
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

function completion(model: string, message: Record<string, unknown>, finish?: string) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message, finish_reason: finish ?? ('tool_calls' in message ? 'tool_calls' : 'stop') }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
