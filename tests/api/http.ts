import { inject } from 'vitest';

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: { status: boolean; message: string; code?: string; result: unknown; details?: Record<string, string | number>; request_id?: string };
  text: string;
}

/** One request to a running server; the body parsed as the envelope. */
export async function request(base: 'local' | 'upstream', method: string, path: string, init: { json?: unknown; body?: string; headers?: Record<string, string> } = {}): Promise<ApiAnswer> {
  const url = inject(base === 'local' ? 'localUrl' : 'upstreamUrl') + path;
  const headers: Record<string, string> = { ...init.headers };
  let body = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: ApiAnswer['body'];
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

export function queryString(input: unknown): string {
  const entries = Object.entries((input ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]);
  return entries.length ? `?${new URLSearchParams(entries)}` : '';
}
