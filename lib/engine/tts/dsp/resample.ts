/**
 * Band-limited resampling by windowed-sinc interpolation (Kaiser window): the voices
 * synthesise at 48 kHz (HTS) or 22.05 kHz (eSpeak NG) and the query asks for one of the
 * contract's output rates. Rates are in a small rational ratio L/M (48000 -> 24000 is 1/2,
 * 22050 -> 24000 is 160/147), so the kernel is precomputed for each of the L phases and
 * every output sample is one dot product.
 */

const ZERO_CROSSINGS = 16;
const KAISER_BETA = 8;

function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 50; k++) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
    if (term < 1e-12 * sum) break;
  }
  return sum;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

interface Bank {
  up: number;
  down: number;
  /** Taps per phase. */
  taps: number;
  /** Offset of the first tap relative to the output's integer input position. */
  first: number;
  /** up * taps coefficients, phase-major. */
  coefficients: Float32Array;
}

const banks = new Map<string, Bank>();

function filterBank(fromRate: number, toRate: number): Bank {
  const key = `${fromRate}:${toRate}`;
  const cached = banks.get(key);
  if (cached) return cached;
  const g = gcd(fromRate, toRate);
  const up = toRate / g;
  const down = fromRate / g;
  // Low-pass just under the lower Nyquist frequency, so downsampling does not alias.
  const cutoff = Math.min(1, up / down) * 0.97;
  const halfWidth = Math.ceil(ZERO_CROSSINGS / cutoff);
  const taps = 2 * halfWidth;
  const first = -halfWidth + 1;
  const coefficients = new Float32Array(up * taps);
  const norm = besselI0(KAISER_BETA);
  const limit = ZERO_CROSSINGS / cutoff;
  for (let phase = 0; phase < up; phase++) {
    const frac = phase / up;
    for (let k = 0; k < taps; k++) {
      const distance = first + k - frac; // input sample minus output position
      const r = Math.abs(distance) / limit;
      if (r >= 1) continue;
      const z = distance * cutoff;
      const sinc = z === 0 ? 1 : Math.sin(Math.PI * z) / (Math.PI * z);
      coefficients[phase * taps + k] = cutoff * sinc * (besselI0(KAISER_BETA * Math.sqrt(1 - r * r)) / norm);
    }
  }
  const bank = { up, down, taps, first, coefficients };
  banks.set(key, bank);
  return bank;
}

export function resample(input: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return input.slice();
  const { up, down, taps, first, coefficients } = filterBank(fromRate, toRate);
  const outLength = Math.round((input.length * up) / down);
  const out = new Float32Array(outLength);
  const length = input.length;
  for (let i = 0; i < outLength; i++) {
    const position = i * down;
    const base = Math.floor(position / up);
    const phase = position - base * up;
    const offset = phase * taps;
    const start = base + first;
    let sum = 0;
    if (start >= 0 && start + taps <= length) {
      for (let k = 0; k < taps; k++) sum += input[start + k]! * coefficients[offset + k]!;
    } else {
      for (let k = 0; k < taps; k++) {
        const index = start + k;
        if (index >= 0 && index < length) sum += input[index]! * coefficients[offset + k]!;
      }
    }
    out[i] = sum;
  }
  return out;
}
