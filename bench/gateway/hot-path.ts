/**
 * The pieces of an upstream call's own work, each alone, in nanoseconds a call: what a change
 * to one of them can save before it is measured whole (cpu-cost.sh, ab.sh). The peer for each
 * is the cheaper way of doing the same thing, printed beside it.
 *   node --conditions=react-server --import tsx bench/gateway/hot-path.ts
 */
import { createHash, hash, randomUUID } from 'node:crypto';
import { successEnvelope } from '@/lib/contract/envelope';
import { detectRequest, detectResult } from '@/lib/contract/translate';
import { requestLineText } from '@/lib/server/log';
import { makeRedactor } from '@/lib/server/redact';

const CALLS = 1_000_000;
const BODY = { text: 'Where is the train station?' };
const ANSWER = '{"status":true,"message":"success","result":{"lang":"en","confidence":0.98}}';
const envelope = successEnvelope(detectResult);
const redact = makeRedactor(['sk-bench-upstream-7c1d2e9f40a8b3c6']);
const TOKEN = 'psk_abcdefghijklmnopqrstuvwxyz0123456789ABCD';

const pieces: Array<[string, () => unknown]> = [
  ['request body, zod with { reportInput: true }', () => detectRequest.safeParse(BODY, { reportInput: true })],
  ['request body, zod without options (endpoint.ts)', () => detectRequest.safeParse(BODY)],
  ["the answer's envelope, zod", () => envelope.safeParse(JSON.parse(ANSWER))],
  ["the answer's JSON.parse alone", () => JSON.parse(ANSWER)],
  ["the answer's redaction (rolling hash)", () => redact(ANSWER)],
  ['the envelope written, JSON.stringify', () => JSON.stringify({ status: true, message: 'success', result: { lang: 'en', confidence: 0.98 } })],
  ['the log line (requestLineText)', () => requestLineText({ requestId: '3b241101-e2bb-4255-8caf-4136c566a962', endpoint: 'translate.detect', method: 'POST', status: 200, ms: 3 }, 1_790_000_000_000)],
  ['the request id, randomUUID', () => randomUUID()],
  ["the key's digest, createHash", () => createHash('sha256').update(TOKEN).digest('hex')],
  ["the key's digest, crypto.hash (tokens.ts)", () => hash('sha256', TOKEN, 'hex')],
];

let sink = 0;
for (const [name, piece] of pieces) {
  for (let i = 0; i < CALLS / 5; i++) sink += piece() ? 1 : 0;
  let least = Infinity;
  for (let round = 0; round < 3; round++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < CALLS; i++) sink += piece() ? 1 : 0;
    least = Math.min(least, Number(process.hrtime.bigint() - start) / CALLS);
  }
  console.log(`${name.padEnd(50)} ${least.toFixed(0).padStart(5)} ns`);
}
if (sink === 0) console.log('(nothing ran)');
