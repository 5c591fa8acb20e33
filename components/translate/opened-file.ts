import type { LineEnd } from '@/lib/client/read-text-file';

/**
 * The file a text was opened from: its translation is saved under the same name (marked with
 * the target language), kind and line ends (document-file.ts). Kept with the tab's draft and
 * with the text in Recent, so a reload or a pick from Recent saves it as it came.
 */
export interface OpenedFile {
  name: string;
  lineEnd: LineEnd;
}

/**
 * A stored OpenedFile, checked. A bare name is what drafts held before line ends were kept
 * (a file read then had its line ends made `\n`).
 */
export function parseOpenedFile(value: unknown): OpenedFile | null {
  if (typeof value === 'string') return value ? { name: value, lineEnd: '\n' } : null;
  const raw = value as Partial<OpenedFile> | null;
  if (typeof raw?.name !== 'string' || !raw.name) return null;
  return { name: raw.name, lineEnd: raw.lineEnd === '\r\n' ? '\r\n' : '\n' };
}
