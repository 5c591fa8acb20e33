/**
 * Colour conversions as OpenCV computes them, for runners that must reproduce a Python
 * reference's pre- and post-processing (FaceFusion feeds models through cv2.cvtColor).
 * This is not vision/color.ts's CIE Lab: OpenCV has its own matrix and white point, and
 * 8-bit Lab scales L to 0..255 and offsets a, b by 128.
 */

/** cv2.COLOR_BGR2GRAY on 8-bit pixels: fixed-point Rec. 601 weights (4899, 9617, 1868)/2^14, rounded. */
export const greyOf = (r: number, g: number, b: number): number => (r * 4899 + g * 9617 + b * 1868 + 8192) >> 14;

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toGamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
const clip01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

// OpenCV's sRGB→XYZ (D65) matrix, each row divided by the white point (0.950456, 1, 1.088754).
const WHITE_X = 0.950456;
const WHITE_Z = 1.088754;
const fLab = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

/** cv2.COLOR_RGB2Lab on float RGB in 0..1 (sRGB gamma applied): L 0..100, a and b about ±127. */
export function labOf(r: number, g: number, b: number): [number, number, number] {
  const lr = toLinear(r);
  const lg = toLinear(g);
  const lb = toLinear(b);
  const x = (0.412453 * lr + 0.35758 * lg + 0.180423 * lb) / WHITE_X;
  const y = 0.212671 * lr + 0.71516 * lg + 0.072169 * lb;
  const z = (0.019334 * lr + 0.119193 * lg + 0.950227 * lb) / WHITE_Z;
  const fy = fLab(y);
  const l = y > 0.008856 ? 116 * fy - 16 : 903.3 * y;
  return [l, 500 * (fLab(x) - fy), 200 * (fy - fLab(z))];
}

/** cv2.COLOR_Lab2RGB on float Lab: RGB clipped to 0..1 (OpenCV clips before the gamma). */
export function rgbOfLab(l: number, a: number, bb: number): [number, number, number] {
  const y = l <= 8 ? l / 903.3 : ((l + 16) / 116) ** 3;
  const fy = l <= 8 ? 7.787 * y + 16 / 116 : (l + 16) / 116;
  const fx = a / 500 + fy;
  const fz = fy - bb / 200;
  const inverse = (f: number) => (f > 0.206893 ? f * f * f : (f - 16 / 116) / 7.787);
  const x = inverse(fx) * WHITE_X;
  const z = inverse(fz) * WHITE_Z;
  const r = 3.240479 * x - 1.53715 * y - 0.498535 * z;
  const g = -0.969256 * x + 1.875991 * y + 0.041556 * z;
  const b = 0.055648 * x - 0.204043 * y + 1.057311 * z;
  return [toGamma(clip01(r)), toGamma(clip01(g)), toGamma(clip01(b))];
}

const byte = (v: number) => (v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v));

/** cv2.COLOR_RGB2Lab on 8-bit pixels: L·255/100, a + 128, b + 128, rounded. */
export function lab8Of(r: number, g: number, b: number): [number, number, number] {
  const [l, a, bb] = labOf(r / 255, g / 255, b / 255);
  return [byte((l * 255) / 100), byte(a + 128), byte(bb + 128)];
}

/** cv2.COLOR_Lab2RGB on 8-bit Lab. */
export function rgbOfLab8(l: number, a: number, bb: number): [number, number, number] {
  const [r, g, b] = rgbOfLab((l * 100) / 255, a - 128, bb - 128);
  return [byte(r * 255), byte(g * 255), byte(b * 255)];
}
