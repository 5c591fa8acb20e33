/**
 * bench/tts/rtf: real-time factor (processing time / audio duration) and time to first audio
 * of the local speech engine, for 30 and 300 characters of Japanese, against the
 * `open_jtalk` command on the same text, in one run.
 *
 *   npx tsx bench/tts/rtf.ts [--runs 3]
 *
 * Ours, three ways:
 *   - text → WAV: audio_query then synthesis of the whole text (what the API does);
 *   - edited query → WAV: synthesis alone, of a query whose every mora was edited (pitch,
 *     lengths) with speed, pitch and intonation scales set: the edits are honoured, so this
 *     is the price of the editor;
 *   - time to first audio: sentence by sentence (speak()), the first WAV ready.
 * The peer: open_jtalk -x <dic> -m <voice> -ow out.wav text.txt (48 kHz, its own prosody,
 * no edits possible); its first audio is its only audio.
 * Times are wall clock and CPU (this process plus the tools it ran); the machine's load is
 * printed, as other work on it stretches wall times.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { audioQuery, decodeWav, DEFAULT_TTS_CONFIG, speak, synthesize, type PcmAudio } from '../../lib/engine/tts/index';
import type { AudioQuery } from '../../lib/contract/tts';

const TEXT_30 = '今日はとても良い天気ですね。公園まで散歩に行きましょう。';
const TEXT_300 =
  '音声合成とは、人間の声を人工的に作り出す技術のことです。' +
  '文章を読み上げるだけでなく、声の高さや話す速さ、抑揚なども細かく調整できます。' +
  'この仕組みでは、まず文章を解析して読みとアクセントを決め、次に音の長さと高さを予測し、最後に波形を作ります。' +
  '編集画面では、アクセント句ごとにモーラの高さと長さを変えられるので、自然な話し方に近づけることができます。' +
  '例えば、疑問文の語尾を上げたり、強調したい言葉をゆっくり話したり、間の長さを変えたりすることができます。' +
  '出来上がった音声は、動画のナレーションや案内放送、ゲームのせりふなど、さまざまな場面で使われています。' +
  'これからも、より自然で表情豊かな声を目指して、技術の改良が続けられていくでしょう。';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 3) || 3;
const SPEAKER = 0;

/** CPU seconds of this process and of the children it has waited for. */
function cpuSeconds(): number {
  const own = process.cpuUsage();
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  const ticks = 100; // USER_HZ on Linux
  const children = (Number(fields[13]) + Number(fields[14])) / ticks; // cutime + cstime
  return (own.user + own.system) / 1e6 + children;
}

async function measure<T>(task: () => Promise<T>): Promise<{ wall: number; cpu: number; value: T }> {
  const cpu0 = cpuSeconds();
  const t0 = performance.now();
  const value = await task();
  return { wall: (performance.now() - t0) / 1000, cpu: cpuSeconds() - cpu0, value };
}

const duration = (audio: PcmAudio) => audio.samples.length / audio.channels / audio.sampleRate;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Every mora edited: pitch up and down alternately, vowels 20 % longer, with the scales set. */
function edited(query: AudioQuery): AudioQuery {
  let n = 0;
  return {
    ...query,
    speedScale: 1.1,
    pitchScale: 0.03,
    intonationScale: 1.3,
    accent_phrases: query.accent_phrases.map((p) => ({
      ...p,
      moras: p.moras.map((m) => ({ ...m, pitch: m.pitch > 0 ? m.pitch + (n++ % 2 ? 0.05 : -0.05) : 0, vowel_length: m.vowel_length * 1.2 })),
    })),
  };
}

function openJtalk(text: string): { wall: number; cpu: number; seconds: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tts-'));
  writeFileSync(path.join(dir, 'in.txt'), `${text}\n`);
  const cpu0 = cpuSeconds();
  const t0 = performance.now();
  const result = spawnSync('open_jtalk', ['-x', DEFAULT_TTS_CONFIG.openJtalkDictionary, '-m', DEFAULT_TTS_CONFIG.htsVoice, '-ow', path.join(dir, 'out.wav'), path.join(dir, 'in.txt')]);
  const wall = (performance.now() - t0) / 1000;
  if (result.status !== 0) throw new Error(`open_jtalk failed: ${result.stderr}`);
  return { wall, cpu: cpuSeconds() - cpu0, seconds: duration(decodeWav(readFileSync(path.join(dir, 'out.wav')))) };
}

interface Row {
  label: string;
  audio: number;
  wall: number;
  cpu: number;
  ttfa: number;
}

async function benchText(name: string, text: string): Promise<Row[]> {
  const chars = Array.from(text).length;
  const full: Array<{ wall: number; cpu: number; audio: number }> = [];
  const synth: Array<{ wall: number; cpu: number; audio: number }> = [];
  const ttfa: number[] = [];
  const peer: Array<{ wall: number; cpu: number; audio: number }> = [];
  for (let r = 0; r < runs; r++) {
    const whole = await measure(async () => synthesize(await audioQuery(text, SPEAKER), SPEAKER));
    full.push({ wall: whole.wall, cpu: whole.cpu, audio: duration(decodeWav(whole.value)) });

    const query = edited(await audioQuery(text, SPEAKER));
    const only = await measure(() => synthesize(query, SPEAKER));
    synth.push({ wall: only.wall, cpu: only.cpu, audio: duration(decodeWav(only.value)) });

    const t0 = performance.now();
    for await (const first of speak(text, SPEAKER)) {
      ttfa.push((performance.now() - t0) / 1000);
      void first;
      break;
    }

    const oj = openJtalk(text);
    peer.push({ wall: oj.wall, cpu: oj.cpu, audio: oj.seconds });
  }
  const row = (label: string, list: Array<{ wall: number; cpu: number; audio: number }>, first: number): Row => ({
    label: `${name} (${chars} chars) ${label}`,
    audio: median(list.map((x) => x.audio)),
    wall: median(list.map((x) => x.wall)),
    cpu: median(list.map((x) => x.cpu)),
    ttfa: first,
  });
  return [
    row('ours: text → WAV', full, median(ttfa)),
    row('ours: edited query → WAV', synth, Number.NaN),
    row('peer: open_jtalk command', peer, median(peer.map((p) => p.wall))),
  ];
}

async function main() {
  // Warm the dictionary and voice files into the page cache, and the JIT, before timing.
  await synthesize(await audioQuery('準備', SPEAKER), SPEAKER);
  openJtalk('準備');
  const rows = [...(await benchText('30', TEXT_30)), ...(await benchText('300', TEXT_300))];
  const pad = (s: string, n: number) => s.padEnd(n);
  const num = (v: number, digits = 3) => (Number.isFinite(v) ? v.toFixed(digits) : '—');
  console.log(`bench/tts/rtf — median of ${runs} runs; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${(await import('node:os')).availableParallelism()} cores`);
  console.log(`${pad('case', 44)} ${pad('audio s', 8)} ${pad('wall s', 8)} ${pad('RTF wall', 9)} ${pad('cpu s', 8)} ${pad('RTF cpu', 8)} TTFA s`);
  for (const r of rows) {
    console.log(`${pad(r.label, 44)} ${pad(num(r.audio, 2), 8)} ${pad(num(r.wall), 8)} ${pad(num(r.wall / r.audio), 9)} ${pad(num(r.cpu), 8)} ${pad(num(r.cpu / r.audio), 8)} ${num(r.ttfa)}`);
  }
  console.log('Goal: RTF <= 0.1 with edits honoured (the "edited query" rows; "text → WAV" adds the analysis).');
}

void main();
