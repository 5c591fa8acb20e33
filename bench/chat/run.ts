/**
 * bench/chat: what the app adds to a streamed chat. Time to first token and tokens per
 * second through the app (POST /api/llm/chat/stream, server-sent events) against the same
 * backend called directly (POST /v1/chat/completions with stream: true), in one run. The
 * backend is the OpenAI-compatible double pacing its tokens like a small local model
 * (--token-ms, default 20 ms per token, i.e. 50 tokens/s); no weights exist on this machine.
 * Also: a whole answer (/llm/chat) and a turn with one function call, and N streams at once.
 *
 *   NEXT_DIST_DIR=.next-chat npx tsx bench/chat/run.ts [--runs 10] [--tokens 200] [--token-ms 20] [--parallel 8]
 *
 * Needs a production build in NEXT_DIST_DIR (default .next).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { eachData } from './each-data';
import { numberOption } from '../support/options';

const RUNS = numberOption('runs', 10);
const TOKENS = numberOption('tokens', 200);
const TOKEN_MS = numberOption('token-ms', 20);
const PARALLEL = numberOption('parallel', 8);
const DOUBLE_PORT = 4321;
const APP_PORT = 4322;
const APP = `http://127.0.0.1:${APP_PORT}`;
const DIRECT = `http://127.0.0.1:${DOUBLE_PORT}/v1`;
const children: ChildProcess[] = [];

async function startDouble(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/openai-double-server.ts', String(DOUBLE_PORT), String(TOKEN_MS)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) if (line.includes('"url"')) return;
  throw new Error('the double did not start');
}

async function startApp(dataDir: string): Promise<void> {
  const child = spawn(path.join('node_modules', '.bin', 'next'), ['start', '-p', String(APP_PORT), '-H', '127.0.0.1'], {
    env: { ...process.env, DATA_DIR: dataDir, LLM_BASE_URL: DIRECT, LLM_MODEL: 'double-small', LOG_LEVEL: 'warn', RATE_LIMIT_IP_RPM: '0', OWNER_RPM: '1000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${APP}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the app did not come up');
}

interface Run {
  ttftMs: number;
  tokensPerSecond: number;
  totalMs: number;
  tokens: number;
}

function measure(start: number, times: number[]): Run {
  const end = performance.now();
  const first = times[0] ?? end;
  const last = times.at(-1) ?? end;
  return { ttftMs: first - start, tokensPerSecond: times.length > 1 ? ((times.length - 1) * 1000) / (last - first) : 0, totalMs: end - start, tokens: times.length };
}

async function direct(prompt: string): Promise<Run> {
  const start = performance.now();
  const times: number[] = [];
  const response = await fetch(`${DIRECT}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'double-small', stream: true, messages: [{ role: 'user', content: prompt }] }),
  });
  await eachData(response, (data) => {
    if (data === '[DONE]') return;
    const content = (JSON.parse(data) as { choices: Array<{ delta: { content?: string } }> }).choices[0]?.delta.content;
    if (content) times.push(performance.now());
  });
  return measure(start, times);
}

async function throughApp(prompt: string, functions: string[] = []): Promise<Run> {
  const start = performance.now();
  const times: number[] = [];
  const response = await fetch(`${APP}/api/llm/chat/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ messages: [{ role: 'user', content: prompt }], internal_functions: functions }),
  });
  if (!response.ok) throw new Error(`the app answered ${response.status}: ${await response.text()}`);
  let failed = '';
  await eachData(response, (data) => {
    const event = JSON.parse(data) as { type: string; content?: string; message?: string };
    if (event.type === 'delta' && event.content) times.push(performance.now());
    if (event.type === 'error') failed = event.message ?? 'error';
  });
  if (failed) throw new Error(failed);
  return measure(start, times);
}

async function whole(url: string, body: unknown): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - start;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.9) - 1)]!;
const f = (n: number, digits = 1) => n.toFixed(digits).padStart(10);

async function series(name: string, once: () => Promise<Run>): Promise<Run[]> {
  await once(); // warm-up: the first call compiles routes and opens connections
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once());
  const ttft = runs.map((r) => r.ttftMs);
  const tps = runs.map((r) => r.tokensPerSecond);
  console.log(`${name.padEnd(36)}${f(median(ttft))}${f(p90(ttft))}${f(median(tps))}${f(median(runs.map((r) => r.totalMs)), 0)}${String(runs[0]!.tokens).padStart(10)}`);
  return runs;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-chat-'));
  try {
    await startDouble();
    await startApp(dataDir);
    const prompt = `count ${TOKENS}`;
    console.log(`bench/chat: ${TOKENS} tokens at ${TOKEN_MS} ms/token (ideal ${(1000 / TOKEN_MS).toFixed(0)} tokens/s), ${RUNS} runs each, after one warm-up`);
    console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (other work on the machine slows the app more than the double)`);
    console.log(`${'path'.padEnd(36)}${'TTFT p50'.padStart(10)}${'TTFT p90'.padStart(10)}${'tok/s p50'.padStart(10)}${'total ms'.padStart(10)}${'tokens'.padStart(10)}`);
    const d = await series('backend direct (stream)', () => direct(prompt));
    const a = await series('through the app (/llm/chat/stream)', () => throughApp(prompt));
    // What any request costs through Next on this machine, for scale.
    const floor: number[] = [];
    for (let i = 0; i < RUNS * 3; i++) {
      const start = performance.now();
      await (await fetch(`${APP}/api/health`)).arrayBuffer();
      floor.push(performance.now() - start);
    }
    console.log(`GET /api/health through the app, p50 ${median(floor).toFixed(1)} ms (the floor of any request on this machine now)`);
    const added = median(a.map((r) => r.ttftMs)) - median(d.map((r) => r.ttftMs));
    console.log(`the app adds ${added.toFixed(1)} ms to the first token (p50) and keeps ${((100 * median(a.map((r) => r.tokensPerSecond))) / median(d.map((r) => r.tokensPerSecond))).toFixed(1)}% of the token rate`);

    // A whole answer (/llm/chat, not streamed), and a turn with one function call (two model turns).
    const short = 'count 20';
    await whole(`${APP}/api/llm/chat`, { messages: [{ role: 'user', content: short }] });
    const wholeDirect: number[] = [];
    const wholeApp: number[] = [];
    const withCall: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      wholeDirect.push(await whole(`${DIRECT}/chat/completions`, { model: 'double-small', messages: [{ role: 'user', content: short }] }));
      wholeApp.push(await whole(`${APP}/api/llm/chat`, { messages: [{ role: 'user', content: short }] }));
      withCall.push(await whole(`${APP}/api/llm/chat`, { messages: [{ role: 'user', content: 'call calculator {"expression": "2 ^ 32"}' }], internal_functions: ['calculator'] }));
    }
    console.log(`whole answer of 20 tokens, p50: direct ${median(wholeDirect).toFixed(1)} ms, through /api/llm/chat ${median(wholeApp).toFixed(1)} ms`);
    console.log(`a turn with one calculator call (two model answers), p50: ${median(withCall).toFixed(1)} ms`);

    // Several streams at once: the app must not serialise them.
    for (const [name, once] of [
      ['direct', () => direct(prompt)],
      ['through the app', () => throughApp(prompt)],
    ] as const) {
      const start = performance.now();
      const runs = await Promise.all(Array.from({ length: PARALLEL }, () => once()));
      const seconds = (performance.now() - start) / 1000;
      const tokens = runs.reduce((sum, r) => sum + r.tokens, 0);
      console.log(`${PARALLEL} streams at once, ${name}: ${(tokens / seconds).toFixed(0)} tokens/s in all, TTFT p50 ${median(runs.map((r) => r.ttftMs)).toFixed(1)} ms, max ${Math.max(...runs.map((r) => r.ttftMs)).toFixed(1)} ms`);
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
