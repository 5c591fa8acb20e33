import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { resetEnvForTests } from '@/lib/server/env';
import { closeDb } from '@/lib/server/store';
import { startOpenAiDouble, type OpenAiDouble, type OpenAiDoubleOptions } from './openai-double';

/**
 * What the chat tests share: a temporary DATA_DIR, the LLM_* settings of one test (and no
 * others), Requests as Next hands them to a route handler, and a reader of the
 * server-sent events a streaming route answers.
 */
const LLM_VARS = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL', 'LLM_MODEL_PATH', 'LLM_TIMEOUT_MS', 'LLM_MAX_ROUNDS', 'PROVIDER', 'PROVIDER_LLM', 'STUDIO_PASSWORD'];

export function tempDataDir(prefix = 'llm-test-'): { dir: string; remove: () => Promise<void> } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return {
    dir,
    remove: async () => {
      await closeDb();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function configureLlm(dataDir: string, settings: Record<string, string> = {}): void {
  for (const name of LLM_VARS) delete process.env[name];
  Object.assign(process.env, { DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_MODE: 'local', ALLOW_PRIVATE_URLS: 'true', ...settings });
  resetEnvForTests();
}

export type Envelope = { status: boolean; message: string; code?: string; result: Record<string, unknown> };

export function jsonRequest(url: string, body: unknown, init: { signal?: AbortSignal; headers?: Record<string, string> } = {}): Request {
  return new Request(`http://localhost${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal: init.signal,
  });
}

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
  /** performance.now() when the event was read. */
  at: number;
}

/** Reads a text/event-stream body to its end, timing each event. */
export async function readSse(response: Response, onEvent?: (event: SseEvent) => void): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
      if (!data) continue; // a comment (keep-alive)
      const parsed: SseEvent = { event, data: JSON.parse(data) as Record<string, unknown>, at: performance.now() };
      events.push(parsed);
      onEvent?.(parsed);
    }
  }
  return events;
}

/**
 * A test file's OpenAI double and data directory: started once, reset and configured
 * (LLM_BASE_URL at the double, model double-small) before each test, removed after all.
 */
export function llmSuite(options: OpenAiDoubleOptions = {}): { readonly double: OpenAiDouble; readonly dataDir: string } {
  let data: ReturnType<typeof tempDataDir> | undefined;
  let double: OpenAiDouble | undefined;
  beforeAll(async () => {
    data = tempDataDir();
    double = await startOpenAiDouble(options);
  });
  beforeEach(() => {
    double!.reset();
    configureLlm(data!.dir, { LLM_BASE_URL: double!.url, LLM_MODEL: 'double-small' });
  });
  afterAll(async () => {
    await double?.close();
    await data?.remove();
  });
  return {
    get double() {
      return double!;
    },
    get dataDir() {
      return data!.dir;
    },
  };
}
