/**
 * The MLSA (mel-log spectrum approximation) filter: turns an excitation signal into speech
 * whose spectral envelope is given, frame by frame, as a mel-cepstrum. This is the vocoder
 * HTS voices are trained for; driving it with our own excitation is what lets a query's
 * pitch contour be imposed exactly, whatever contour the voice model would have chosen.
 *
 * The filter is exp(sum b(m) Phi_m(z)), approximated by a 5th-order Padé expansion of exp()
 * applied in two cascaded stages (the b(1) term alone, then the rest), as in SPTK's mlsadf.
 * Order 5, as hts_engine uses: order 4 goes unstable on the steep spectra of plosive bursts.
 * Written as flat loops over typed arrays: this is the hottest code of the engine.
 */

const PADE = [1.0, 0.4999391, 0.1107098, 0.01369984, 0.0009564853, 0.00003041721] as const;
const PD = 5;

/** Mel-cepstrum to MLSA filter coefficients (into `b`). */
export function mcepToMlsa(mc: ArrayLike<number>, order: number, alpha: number, b: Float64Array): void {
  b[order] = mc[order]!;
  for (let i = order - 1; i >= 0; i--) b[i] = mc[i]! - alpha * b[i + 1]!;
}

export class MlsaFilter {
  private readonly aa: number;
  private readonly stride: number;
  private readonly d1 = new Float64Array(PD + 1);
  private readonly pt1 = new Float64Array(PD + 1);
  private readonly d2: Float64Array;
  private readonly pt2 = new Float64Array(PD + 1);

  constructor(
    private readonly order: number,
    private readonly alpha: number,
  ) {
    this.aa = 1 - alpha * alpha;
    this.stride = order + 2;
    this.d2 = new Float64Array(PD * this.stride);
  }

  /**
   * Filters `count` samples of `input` (from `start`) into `output`, with the coefficients
   * `b` moving linearly by `bInc` per sample (b is advanced in place). The gain exp(b[0])
   * is applied here too.
   */
  run(input: Float32Array, output: Float32Array, start: number, count: number, b: Float64Array, bInc: Float64Array): void {
    const m = this.order;
    const a = this.alpha;
    const aa = this.aa;
    const stride = this.stride;
    const d1 = this.d1;
    const pt1 = this.pt1;
    const d2 = this.d2;
    const pt2 = this.pt2;
    const p1 = PADE[1];
    const p2 = PADE[2];
    const p3 = PADE[3];
    const p4 = PADE[4];
    const p5 = PADE[5];

    for (let n = start; n < start + count; n++) {
      let x = input[n]! * Math.exp(b[0]!);

      // Stage 1: the b(1) term.
      const b1 = b[1]!;
      let out = 0;
      for (let i = PD; i >= 1; i--) {
        const di = aa * pt1[i - 1]! + a * d1[i]!;
        d1[i] = di;
        const pi = di * b1;
        pt1[i] = pi;
        const v = pi * (i === 1 ? p1 : i === 2 ? p2 : i === 3 ? p3 : i === 4 ? p4 : p5);
        x += i & 1 ? v : -v;
        out += v;
      }
      pt1[0] = x;
      x = out + x;

      // Stage 2: the b(2..m) terms, one warped FIR per Padé section.
      out = 0;
      for (let i = PD; i >= 1; i--) {
        const o = (i - 1) * stride;
        d2[o] = pt2[i - 1]!;
        d2[o + 1] = aa * d2[o]! + a * d2[o + 1]!;
        let y = 0;
        let previous = d2[o + 1]!;
        for (let k = 2; k <= m; k++) {
          const updated = d2[o + k]! + a * (d2[o + k + 1]! - previous);
          // Shift as we go: slot k+1 takes the updated value of slot k for the next sample.
          d2[o + k] = previous;
          previous = updated;
          y += updated * b[k]!;
        }
        d2[o + m + 1] = previous;
        const v = y * (i === 1 ? p1 : i === 2 ? p2 : i === 3 ? p3 : i === 4 ? p4 : p5);
        pt2[i] = y;
        x += i & 1 ? v : -v;
        out += v;
      }
      pt2[0] = x;
      output[n] = out + x;

      for (let k = 0; k <= m; k++) b[k]! += bInc[k]!;
    }
  }
}
