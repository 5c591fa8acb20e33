import 'server-only';
/**
 * One byte range from a Range header (RFC 9110 §14), so audio and video can seek.
 *
 * - `null`: no Range, another unit, or several ranges: serve the whole file (200), which the
 *   RFC allows;
 * - `'unsatisfiable'`: a bytes range that is malformed or starts past the end: 416;
 * - `{ start, end }`: inclusive offsets: 206.
 */
export type ByteRange = { start: number; end: number };

export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(.+)$/i.exec(header);
  if (!match) return null;
  const specs = match[1]!.split(',');
  if (specs.length > 1) return null;
  const spec = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(specs[0]!);
  if (!spec || (spec[1] === '' && spec[2] === '')) return 'unsatisfiable';
  if (spec[1] === '') {
    // Suffix: the last N bytes.
    const length = Number(spec[2]);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(spec[1]);
  const end = spec[2] === '' ? size - 1 : Math.min(Number(spec[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
