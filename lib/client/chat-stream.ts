import type { RequestInputOf } from '@/lib/contract/define';
import type { ChatStreamEvent } from '@/lib/contract/llm';
import type { contract } from '@/lib/contract/registry';
import { ApiClientError, fetchOrExplain, loadPart, readEnvelope } from './api';
import { authorizationHeader } from './credential';
import { llmApi } from './endpoints/llm';

/**
 * POST /api/llm/chat/stream from the browser: the one contract call the typed client cannot
 * make, since its answer is a stream of server-sent events rather than an envelope. Bad
 * input, a missing backend or a refused credential still come back as an envelope before
 * the stream starts, and throw the client's ApiClientError with its message.
 */
export async function streamChat(
  input: RequestInputOf<typeof contract.llm.stream>,
  onEvent: (event: ChatStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  // The event schema (with zod) loads with the first message sent, not with the page.
  const [{ chatStreamEvent }, response] = await Promise.all([
    loadPart(() => import('@/lib/contract/llm')),
    fetchOrExplain(`/api${llmApi.stream.path}`, {
      method: llmApi.stream.method,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...authorizationHeader() },
      body: JSON.stringify(input),
      credentials: 'same-origin',
      signal,
    }),
  ]);
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) {
    await readEnvelope(response); // throws with the envelope's message
    throw new Error(`The server answered ${response.status} without a stream.`);
  }
  try {
    await readEvents(response.body, (data) => {
      const parsed = chatStreamEvent.safeParse(data);
      if (parsed.success) onEvent(parsed.data);
    });
  } catch (error) {
    if (signal.aborted) throw error;
    // The browser's own words here are "network error" or "Failed to fetch".
    throw new ApiClientError('The connection to the server dropped while the answer was being written; Regenerate asks again.', 0, new Headers(), 'network_error');
  }
}

/** Reads a text/event-stream body, handing over each event's JSON data. */
export async function readEvents(body: ReadableStream<Uint8Array>, onData: (data: unknown) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const flush = (block: string) => {
    const data = block
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (!data) return; // a comment (keep-alive) or an empty event
    try {
      onData(JSON.parse(data));
    } catch {
      // Not JSON: not one of ours; skip it.
    }
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
        flush(buffer.slice(0, end));
        buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      }
    }
    if (buffer.trim()) flush(buffer);
  } finally {
    reader.releaseLock();
  }
}
