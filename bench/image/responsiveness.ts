/**
 * Is the server still quick while it upscales? Times POST /api/translate/detect on an idle
 * server, then again while a 10× super-resolution runs (the model works in a worker thread
 * at lower priority), and prints both distributions. Goal: under 100 ms during the upscale.
 *
 *   NEXT_DIST_DIR=.next-image DATA_DIR=.data-image npm start -- -p 3102   (in another shell)
 *   BASE_URL=http://127.0.0.1:3102 npx tsx bench/image/responsiveness.ts
 */
import sharp from 'sharp';
import { loadPhotos } from './photos';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3102';

async function post(path: string, json: unknown) {
  const response = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
  const body = (await response.json()) as { status: boolean; message: string; result: Record<string, unknown> };
  if (!body.status) throw new Error(`${path}: ${response.status} ${body.message}`);
  return body.result;
}

async function detectTimes(count: number, gapMs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await post('/api/translate/detect', { text: 'Bonjour tout le monde, comment allez-vous aujourd’hui ?' });
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  return times.sort((a, b) => a - b);
}

const describe = (times: number[]) =>
  `median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, p90 ${times[Math.floor(times.length * 0.9)]!.toFixed(0)} ms, max ${times[times.length - 1]!.toFixed(0)} ms (n=${times.length})`;

async function main() {
  const [photo] = await loadPhotos(['coffee']);
  const input = await sharp(photo!.path).resize(300).jpeg({ quality: 92 }).toBuffer();
  await detectTimes(3, 100); // warm the detector
  const idle = await detectTimes(20, 200);
  console.log(`detect, idle server:          ${describe(idle)}`);
  const started = performance.now();
  let upscaleDone = false;
  const job = post('/api/image/gfp_superres', { init_image: `data:image/jpeg;base64,${input.toString('base64')}`, outscale: 10 }).finally(() => (upscaleDone = true));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const during: number[] = [];
  while (!upscaleDone) during.push(...(await detectTimes(1, 300)));
  const result = await job;
  during.sort((a, b) => a - b);
  console.log(`detect, during a 10× upscale: ${describe(during)}`);
  console.log(`upscale 300×200 → ${result.width}×${result.height} with ${result.model}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`machine load average: ${(await import('node:os')).loadavg().map((v) => v.toFixed(1)).join(' ')}`);
}

void main();
