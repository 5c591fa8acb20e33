import 'server-only';
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Writes a JSON answer: one buffer, with its length, so it leaves in one packet. */
export function sendJson(res: ServerResponse, status: number, headers: Record<string, string>, body: unknown, headOnly = false): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  res.end(headOnly ? undefined : payload);
}

/** Writes a Web Response (a stream, file bytes, a redirect) to Node's response. */
export async function sendResponse(res: ServerResponse, response: Response, headOnly = false): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (!response.body || headOnly) {
    await response.body?.cancel().catch(() => {});
    res.end();
    return;
  }
  // An event stream must reach the client as it is written, not when a buffer fills.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) res.flushHeaders();
  try {
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res);
  } catch {
    // The client went away mid-body, or the producer failed after the status went out:
    // nothing more can be said on this response.
    res.destroy();
  }
}
