/**
 * Quality figures of bench/quality, on RGBA bytes: colourfulness (Hasler and Süsstrunk
 * 2003, the M3 metric), a no-reference sharpness (variance of the 4-neighbour Laplacian of
 * the luma, Pech-Pacheco et al. 2000) and PSNR of the luma (bench/image/metrics.ts).
 */
export { psnr } from '../image/metrics';

export function colourfulness(rgba: Uint8Array): number {
  const n = rgba.length / 4;
  let mrg = 0;
  let myb = 0;
  let srg = 0;
  let syb = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    const rg = rgba[i]! - rgba[i + 1]!;
    const yb = 0.5 * (rgba[i]! + rgba[i + 1]!) - rgba[i + 2]!;
    mrg += rg;
    myb += yb;
    srg += rg * rg;
    syb += yb * yb;
  }
  mrg /= n;
  myb /= n;
  const varRg = srg / n - mrg * mrg;
  const varYb = syb / n - myb * myb;
  return Math.sqrt(varRg + varYb) + 0.3 * Math.sqrt(mrg * mrg + myb * myb);
}

/** Variance of the Laplacian of the luma inside a box (whole picture by default). */
export function sharpness(rgba: Uint8Array, width: number, height: number, box = { x: 0, y: 0, width, height }): number {
  const luma = (x: number, y: number) => {
    const j = (y * width + x) * 4;
    return 0.299 * rgba[j]! + 0.587 * rgba[j + 1]! + 0.114 * rgba[j + 2]!;
  };
  let sum = 0;
  let sum2 = 0;
  let count = 0;
  for (let y = Math.max(1, Math.floor(box.y)); y < Math.min(height - 1, box.y + box.height); y++)
    for (let x = Math.max(1, Math.floor(box.x)); x < Math.min(width - 1, box.x + box.width); x++) {
      const l = luma(x - 1, y) + luma(x + 1, y) + luma(x, y - 1) + luma(x, y + 1) - 4 * luma(x, y);
      sum += l;
      sum2 += l * l;
      count++;
    }
  return count ? sum2 / count - (sum / count) ** 2 : 0;
}

/**
 * chrF (Popović 2015, as sacrebleu computes it by default): character n-grams of orders 1
 * to 6 with whitespace removed, counts summed over the corpus, an F-score with recall
 * weighted β = 2 for each order, averaged over the orders; 0–100.
 */
export function chrF(hypotheses: string[], references: string[], maxOrder = 6, beta = 2): number {
  const matches = new Array<number>(maxOrder).fill(0);
  const hypTotal = new Array<number>(maxOrder).fill(0);
  const refTotal = new Array<number>(maxOrder).fill(0);
  hypotheses.forEach((hypothesis, i) => {
    const hyp = [...hypothesis.replace(/\s+/g, '')];
    const ref = [...(references[i] ?? '').replace(/\s+/g, '')];
    for (let n = 1; n <= maxOrder; n++) {
      const counts = new Map<string, number>();
      for (let k = 0; k + n <= ref.length; k++) {
        const gram = ref.slice(k, k + n).join('');
        counts.set(gram, (counts.get(gram) ?? 0) + 1);
      }
      for (let k = 0; k + n <= hyp.length; k++) {
        const gram = hyp.slice(k, k + n).join('');
        const left = counts.get(gram) ?? 0;
        if (left > 0) {
          matches[n - 1]! += 1;
          counts.set(gram, left - 1);
        }
      }
      hypTotal[n - 1]! += Math.max(0, hyp.length - n + 1);
      refTotal[n - 1]! += Math.max(0, ref.length - n + 1);
    }
  });
  let sum = 0;
  let orders = 0;
  for (let n = 0; n < maxOrder; n++) {
    if (hypTotal[n] === 0 || refTotal[n] === 0) continue;
    orders++;
    const precision = matches[n]! / hypTotal[n]!;
    const recall = matches[n]! / refTotal[n]!;
    const denominator = beta * beta * precision + recall;
    sum += denominator > 0 ? ((1 + beta * beta) * precision * recall) / denominator : 0;
  }
  return orders ? (100 * sum) / orders : 0;
}
