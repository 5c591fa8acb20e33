/**
 * bench/chat/in-process: what Prism adds to a model it runs itself. Tokens per second and
 * time to first token on the generated tiny GGUF (tests/support/tiny-gguf.ts, random weights,
 * greedy sampling so every path writes the same tokens), in one run, alternating:
 *
 *   - node-llama-cpp called directly (LlamaChat.generateResponse, the same chat wrapper);
 *   - Prism's in-process backend (lib/engine/llm/gguf.ts: queue, history fitting, tools off);
 *   - through the studio over HTTP: POST /api/llm/chat/stream and POST /v1/chat/completions
 *     (stream), the model found in MODELS_DIR like an installed one.
 *
 * Goal: Prism's overhead at most 5 % of tokens/s and 20 ms to the first token.
 *
 *   NEXT_DIST_DIR=.next-mine npx tsx bench/chat/in-process.ts [--runs 10] [--tokens 200] [--port 3580]
 *
 * Needs a production build in NEXT_DIST_DIR (default .next). One CPU thread everywhere
 * (LLM_THREADS=1): on a shared machine more threads measure the neighbours, not Prism.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { studioCommand } from '../../tests/support/studio-command';
import { tinyLlamaGguf } from '../../tests/support/tiny-gguf';
import { eachData } from './each-data';
import { numberOption } from '../support/options';

const RUNS = numberOption('runs', 10);
const TOKENS = numberOption('tokens', 200);
const PORT = numberOption('port', 3580);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PROMPT = 'Write a short story about a lighthouse.';

interface Run {
  ttftMs: number;
  tokensPerSecond: number;
  tokens: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function direct(modelPath: string) {
  const { getLlama, LlamaChat, LlamaLogLevel } = await import('node-llama-cpp');
  const llama = await getLlama({ gpu: false, build: 'never', progressLogs: false, logLevel: LlamaLogLevel.error });
  const model = await llama.loadModel({ modelPath });
  const context = await model.createContext({ contextSize: 4096, threads: 1, sequences: 1 });
  const sequence = context.getSequence();
  return {
    async once(): Promise<Run> {
      const chat = new LlamaChat({ contextSequence: sequence, autoDisposeSequence: false });
      const start = performance.now();
      let first = 0;
      const before = sequence.tokenMeter.usedOutputTokens;
      await chat.generateResponse([{ type: 'user', text: PROMPT }, { type: 'model', response: [] }], {
        maxTokens: TOKENS,
        temperature: 0,
        onTextChunk: () => {
          first ||= performance.now();
        },
      });
      const end = performance.now();
      const tokens = sequence.tokenMeter.usedOutputTokens - before;
      chat.dispose({ disposeSequence: false });
      return { ttftMs: first - start, tokensPerSecond: ((tokens - 1) * 1000) / (end - first), tokens };
    },
    async close() {
      await context.dispose();
      await model.dispose();
    },
  };
}

async function prismEngine(modelPath: string) {
  const { ggufBackend } = await import('../../lib/engine/llm/gguf');
  const backend = ggufBackend({ modelPath, threads: 1, contextSize: 4096, idleMs: 600_000, maxQueue: 8, maxTokens: TOKENS });
  return {
    async once(): Promise<Run> {
      const start = performance.now();
      let first = 0;
      const result = await backend.turn({
        model: undefined,
        messages: [{ role: 'user', content: PROMPT }],
        tools: [],
        temperature: 0,
        maxTokens: TOKENS,
        signal: AbortSignal.timeout(120_000),
        onDelta: () => {
          first ||= performance.now();
        },
      });
      const end = performance.now();
      const tokens = result.usage!.completionTokens;
      return { ttftMs: first - start, tokensPerSecond: ((tokens - 1) * 1000) / (end - first), tokens };
    },
    close: () => backend.dispose!(),
  };
}

async function throughStudio(route: 'api' | 'v1'): Promise<Run> {
  const start = performance.now();
  const response =
    route === 'api'
      ? await fetch(`${ORIGIN}/api/llm/chat/stream`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ messages: [{ role: 'user', content: PROMPT }] }) })
      : await fetch(`${ORIGIN}/v1/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ messages: [{ role: 'user', content: PROMPT }], stream: true, max_tokens: TOKENS, temperature: 0, stream_options: { include_usage: true } }),
        });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  let first = 0;
  let last = 0;
  let tokens = 0;
  await eachData(response, (data, at) => {
    if (data === '[DONE]') return;
    const event = JSON.parse(data) as { type?: string; content?: string; usage?: { completion_tokens: number }; choices?: Array<{ delta: { content?: string } }> };
    const text = route === 'api' ? (event.type === 'delta' ? event.content : undefined) : event.choices?.[0]?.delta.content;
    if (text) {
      first ||= at;
      last = at;
    }
    if (event.usage) tokens = event.usage.completion_tokens;
  });
  // /api/llm/chat/stream counts no tokens (its result has no usage): its rate is not reported.
  return { ttftMs: first - start, tokensPerSecond: route === 'api' ? NaN : ((tokens - 1) * 1000) / (last - first), tokens: route === 'api' ? NaN : tokens };
}

async function startStudio(dataDir: string): Promise<ChildProcess> {
  const [command, commandArgs] = studioCommand(PORT);
  const child = spawn(command, commandArgs, {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', LLM_THREADS: '1', LLM_MAX_TOKENS: String(TOKENS), MODELS_CATALOG_BUILTIN: 'false', RATE_LIMIT_IP_RPM: '0', OWNER_RPM: '1000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the studio did not come up');
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-chat-gguf-'));
  mkdirSync(path.join(dataDir, 'models'), { recursive: true });
  const modelPath = path.join(dataDir, 'models', 'tiny.gguf');
  writeFileSync(modelPath, tinyLlamaGguf({ seed: 1 }));
  const studio = await startStudio(dataDir);
  const paths: Array<{ name: string; once: () => Promise<Run> }> = [];
  const directPath = await direct(modelPath);
  const enginePath = await prismEngine(modelPath);
  paths.push({ name: 'node-llama-cpp directly', once: () => directPath.once() });
  paths.push({ name: 'Prism engine (gguf backend)', once: () => enginePath.once() });
  paths.push({ name: 'studio POST /v1/chat/completions', once: () => throughStudio('v1') });
  paths.push({ name: 'studio POST /api/llm/chat/stream', once: () => throughStudio('api') });
  try {
    const results = new Map<string, Run[]>(paths.map((p) => [p.name, []]));
    for (const p of paths) await p.once(); // warm-up: loads, first evaluations
    // The in-process paths alternate run by run, so the machine's load falls on them alike.
    // The two studio routes share one loaded model and its context: each runs its series on
    // its own, so one's prompt does not change what the other's greedy answer is.
    const [directRun, engineRun, ...studioRuns] = paths;
    for (let run = 0; run < RUNS; run++) {
      results.get(directRun!.name)!.push(await directRun!.once());
      results.get(engineRun!.name)!.push(await engineRun!.once());
    }
    for (const p of studioRuns) for (let run = 0; run < RUNS; run++) results.get(p.name)!.push(await p.once());

    console.log(`bench/chat/in-process: tiny random llama GGUF (${(tinyLlamaGguf({ seed: 1 }).length / 1024).toFixed(0)} KB), ${TOKENS} tokens, greedy, 1 thread, ${RUNS} runs each after a warm-up`);
    console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    console.log(`${'path'.padEnd(36)}${'TTFT p50 ms'.padStart(12)}${'tok/s p50'.padStart(12)}${'tokens p50'.padStart(12)}`);
    for (const [name, runs] of results) {
      const tps = median(runs.map((r) => r.tokensPerSecond));
      const tokens = median(runs.map((r) => r.tokens));
      console.log(`${name.padEnd(36)}${median(runs.map((r) => r.ttftMs)).toFixed(1).padStart(12)}${(Number.isNaN(tps) ? 'n/a' : tps.toFixed(0)).padStart(12)}${(Number.isNaN(tokens) ? 'n/a' : String(tokens)).padStart(12)}`);
    }
    const base = results.get('node-llama-cpp directly')!;
    for (const name of [...results.keys()].slice(1)) {
      const runs = results.get(name)!;
      const tpsShare = (100 * median(runs.map((r) => r.tokensPerSecond))) / median(base.map((r) => r.tokensPerSecond));
      const ttftAdded = median(runs.map((r) => r.ttftMs)) - median(base.map((r) => r.ttftMs));
      const rate = Number.isNaN(tpsShare) ? 'token rate not measured' : `${tpsShare.toFixed(1)}% of the direct token rate`;
      const ok = (Number.isNaN(tpsShare) || tpsShare >= 95) && ttftAdded <= 20;
      console.log(`${name}: ${rate}, +${ttftAdded.toFixed(1)} ms to the first token (goal ≥ 95 %, ≤ 20 ms: ${ok ? 'met' : 'NOT met'})`);
    }
  } finally {
    await directPath.close();
    await enginePath.close();
    if (studio.pid) process.kill(-studio.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
