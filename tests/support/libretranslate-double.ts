import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendEndless } from './endless-body';

/**
 * A stand-in LibreTranslate server (no real one exists on this machine), speaking the
 * parts of its HTTP API Prism uses: GET /languages, POST /translate, POST /detect, with
 * LibreTranslate's JSON shapes and its { error } answers. It "translates" from a phrase
 * book, and records every request so tests can see what was sent. The text `libre-endless`
 * gets an answer that goes on for 64 MB.
 */
export interface LibreDouble {
  url: string;
  requests: Array<{ method: string; path: string; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

const LANGUAGES = [
  { code: 'en', name: 'English', targets: ['de', 'en', 'es', 'ja'] },
  { code: 'es', name: 'Spanish', targets: ['en', 'es'] },
  { code: 'de', name: 'German', targets: ['en', 'de'] },
  { code: 'ja', name: 'Japanese', targets: ['en', 'ja'] },
];

const PHRASES: Record<string, string> = {
  'en>es:Where is the train station?': '¿Dónde está la estación de tren?',
  'en>ja:Where is the train station?': '駅はどこですか？',
  'de>en:Wo ist der Bahnhof?': 'Where is the train station?',
};

export async function startLibreDouble(options: { apiKey?: string; delayMs?: number } = {}): Promise<LibreDouble> {
  const requests: LibreDouble['requests'] = [];
  const server: Server = createServer(async (req, res) => {
    const body = req.method === 'POST' ? await readJson(req) : {};
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push({ method: req.method ?? '', path, body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (req.method === 'GET' && path === '/languages') return send(200, LANGUAGES);
    if (req.method !== 'POST') return send(404, { error: 'Not Found' });
    if (options.apiKey && body.api_key !== options.apiKey) return send(403, { error: 'Invalid API key' });
    if (typeof body.q !== 'string' || body.q === '') return send(400, { error: "Invalid request: missing q parameter" });
    // An answer that does not end (1 MB writes, at most 64): the client must cut it off.
    if (body.q === 'libre-endless') return sendEndless(res, { start: '', fill: ' ', end: '{}', megabytes: 64 });
    if (path === '/detect') return send(200, [{ confidence: 90, language: /[äöüß]|\bist\b/.test(body.q) ? 'de' : 'en' }]);
    if (path === '/translate') {
      const source = String(body.source);
      const target = String(body.target);
      const entry = LANGUAGES.find((l) => l.code === source);
      if (!entry) return send(400, { error: `${source} is not supported` });
      if (!entry.targets.includes(target)) return send(400, { error: `${target} is not supported` });
      const translatedText = PHRASES[`${source}>${target}:${body.q}`] ?? `[${target}] ${body.q}`;
      return send(200, { translatedText });
    }
    return send(404, { error: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}
