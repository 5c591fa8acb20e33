/**
 * Seeded randomness, so a variation is reproducible (same seed, same picture) and two
 * variations differ. Mulberry32 for sequences, an integer hash for per-pixel noise.
 */

export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Deterministic white noise in 0..1 for a pixel index and seed. */
export function hashNoise(index: number, seed: number): number {
  let h = Math.imul(index ^ seed, 0x27d4eb2d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** A plane of white noise in 0..1. */
export function noisePlane(width: number, height: number, seed: number): Float32Array {
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = hashNoise(i, seed);
  return out;
}

/** Smooth value noise (bilinear between random lattice values), 0..1, `scale` pixels per cell. */
export function valueNoise(width: number, height: number, scale: number, seed: number): Float32Array {
  const cellsX = Math.ceil(width / scale) + 2;
  const cellsY = Math.ceil(height / scale) + 2;
  const lattice = new Float32Array(cellsX * cellsY);
  for (let i = 0; i < lattice.length; i++) lattice[i] = hashNoise(i, seed);
  return interpolateLattice(lattice, cellsX, width, height, scale, 0, 0);
}

/** Fractal value noise: a few octaves summed, normalised to 0..1. */
export function fractalNoise(width: number, height: number, scale: number, seed: number, octaves = 3): Float32Array {
  const out = new Float32Array(width * height);
  let amplitude = 1;
  let total = 0;
  for (let o = 0; o < octaves; o++) {
    const layer = valueNoise(width, height, Math.max(1, scale / 2 ** o), seed + o * 7919);
    for (let i = 0; i < out.length; i++) out[i] = out[i]! + layer[i]! * amplitude;
    total += amplitude;
    amplitude *= 0.5;
  }
  for (let i = 0; i < out.length; i++) out[i] = out[i]! / total;
  return out;
}

/**
 * Smooth value noise for a crop at (ox, oy) of a larger picture: the lattice is keyed to
 * whole-picture positions, so two crops of the same picture see the same field.
 */
export function valueNoiseAt(width: number, height: number, ox: number, oy: number, scale: number, seed: number): Float32Array {
  const cx0 = Math.floor(ox / scale);
  const cy0 = Math.floor(oy / scale);
  const cellsX = Math.ceil((ox + width) / scale) - cx0 + 2;
  const cellsY = Math.ceil((oy + height) / scale) - cy0 + 2;
  const lattice = new Float32Array(cellsX * cellsY);
  for (let j = 0; j < cellsY; j++) for (let i = 0; i < cellsX; i++) lattice[j * cellsX + i] = hashNoise((cy0 + j) * 73856093 + (cx0 + i) * 19349663, seed);
  return interpolateLattice(lattice, cellsX, width, height, scale, ox, oy, cx0, cy0);
}

/**
 * Samples a lattice of random values smoothly (smoothstep between the four corners) for a
 * width × height crop whose top-left pixel is (ox, oy), the lattice starting at cell (cx0, cy0).
 */
function interpolateLattice(lattice: Float32Array, cellsX: number, width: number, height: number, scale: number, ox: number, oy: number, cx0 = 0, cy0 = 0): Float32Array {
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const fy = (y + oy) / scale - cy0;
    const y0 = Math.floor(fy);
    const ty = fy - y0;
    const sy = ty * ty * (3 - 2 * ty);
    for (let x = 0; x < width; x++) {
      const fx = (x + ox) / scale - cx0;
      const x0 = Math.floor(fx);
      const tx = fx - x0;
      const sx = tx * tx * (3 - 2 * tx);
      const a = lattice[y0 * cellsX + x0]!;
      const b = lattice[y0 * cellsX + x0 + 1]!;
      const c = lattice[(y0 + 1) * cellsX + x0]!;
      const d = lattice[(y0 + 1) * cellsX + x0 + 1]!;
      out[y * width + x] = (a + (b - a) * sx) * (1 - sy) + (c + (d - c) * sx) * sy;
    }
  }
  return out;
}
