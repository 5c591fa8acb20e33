import { OPERATIONS, type OperationId } from './operations';
import type { SourceImage } from './source-picker';

/**
 * The enhancer's choices in this tab (useTabDraft): the photo and the operation. A reload
 * once kept the results (history.ts) but dropped the photo, so the next run needed it again.
 */
export interface ImageDraft {
  source: SourceImage | null;
  op: OperationId;
}

export const IMAGE_DRAFT_KEY = 'prism.image.draft';

const size = (value: unknown) => value === null || (typeof value === 'number' && value > 0);

function isSource(value: unknown): value is SourceImage {
  const s = value as SourceImage;
  return typeof s?.url === 'string' && typeof s.preview === 'string' && typeof s.name === 'string' && size(s.width) && size(s.height);
}

/** A saved draft, checked: an unknown operation or a damaged photo is dropped. */
export function parseImageDraft(value: unknown): ImageDraft | null {
  const raw = value as { source?: unknown; op?: unknown } | null;
  const op = OPERATIONS.find((o) => o.id === raw?.op)?.id;
  if (!raw || !op) return null;
  return { source: isSource(raw.source) ? raw.source : null, op };
}
