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

/** Detections per second over the given texts, after a warm-up pass. */
export function throughput(detect: (text: string) => string, texts: string[], minMs = 1500): number {
  for (const t of texts) detect(t);
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) {
    for (const t of texts) detect(t);
    count += texts.length;
  }
  return count / ((performance.now() - start) / 1000);
}
