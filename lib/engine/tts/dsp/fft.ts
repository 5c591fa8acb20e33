/** In-place iterative radix-2 complex FFT (size a power of two), with cached twiddles. */

const twiddleCache = new Map<number, { cos: Float64Array; sin: Float64Array; reverse: Uint32Array }>();

function plan(size: number) {
  const cached = twiddleCache.get(size);
  if (cached) return cached;
  if (size & (size - 1)) throw new Error(`FFT size must be a power of two, got ${size}`);
  const cos = new Float64Array(size / 2);
  const sin = new Float64Array(size / 2);
  for (let i = 0; i < size / 2; i++) {
    cos[i] = Math.cos((2 * Math.PI * i) / size);
    sin[i] = -Math.sin((2 * Math.PI * i) / size);
  }
  const bits = Math.log2(size);
  const reverse = new Uint32Array(size);
  for (let i = 0; i < size; i++) {
    let r = 0;
    for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
    reverse[i] = r;
  }
  const entry = { cos, sin, reverse };
  twiddleCache.set(size, entry);
  return entry;
}

/** Forward transform (inverse = true: conjugate twiddles, no scaling). */
export function fft(re: Float64Array, im: Float64Array, inverse = false): void {
  const size = re.length;
  const { cos, sin, reverse } = plan(size);
  for (let i = 0; i < size; i++) {
    const j = reverse[i]!;
    if (j > i) {
      const tr = re[i]!;
      re[i] = re[j]!;
      re[j] = tr;
      const ti = im[i]!;
      im[i] = im[j]!;
      im[j] = ti;
    }
  }
  const sign = inverse ? -1 : 1;
  for (let length = 2; length <= size; length <<= 1) {
    const half = length >> 1;
    const step = size / length;
    for (let start = 0; start < size; start += length) {
      for (let k = 0; k < half; k++) {
        const wr = cos[k * step]!;
        const wi = sign * sin[k * step]!;
        const a = start + k;
        const b = a + half;
        const xr = re[b]! * wr - im[b]! * wi;
        const xi = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - xr;
        im[b] = im[a]! - xi;
        re[a]! += xr;
        im[a]! += xi;
      }
    }
  }
}
