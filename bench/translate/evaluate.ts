import type { LabelledLanguage } from './detection-samples';

export interface Score {
  correct: number;
  total: number;
  misses: Record<string, number>;
}

/** Accuracy of one detector on one length class, with the languages it got wrong. */
export function score(detect: (text: string) => string, set: LabelledLanguage[], kind: 'short' | 'long'): Score {
  const result: Score = { correct: 0, total: 0, misses: {} };
  for (const { lang, [kind]: texts } of set) {
    for (const text of texts) {
      result.total += 1;
      if (detect(text) === lang) result.correct += 1;
      else result.misses[lang] = (result.misses[lang] ?? 0) + 1;
    }
  }
  return result;
}

export const pct = (s: Score) => `${((100 * s.correct) / s.total).toFixed(1)}%`;

export interface Rate {
  /** Per second of elapsed time: what a user sees on this machine right now. */
  wall: number;
  /** Per second of CPU time this process got: the detector's own speed, which is what
   * stays comparable when other work shares the cores (as on a busy 2-core machine). */
  cpu: number;
}

/** Detections per second over the given texts, after a warm-up pass. */
export function throughput(detect: (text: string) => string, texts: string[], minMs = 1500): Rate {
  for (const t of texts) detect(t);
  let count = 0;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  while (performance.now() - start < minMs) {
    for (const t of texts) detect(t);
    count += texts.length;
  }
  const wallSeconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  return { wall: count / wallSeconds, cpu: count / ((cpu.user + cpu.system) / 1e6) };
}
