import { OPERATIONS, type OperationId } from './operations';
import type { SourceImage } from './source-picker';

/**
 * The enhancer's choices in this tab (useTabDraft): the photo, the operation and the photos
 * waiting after it (their files are kept apart, by id: lib/client/kept-files.ts). A reload
 * once kept the results (history.ts) but dropped the photo, so the next run needed it again,
 * and dropped a batch's photos not yet run.
 */
export interface ImageDraft {
  source: SourceImage | null;
  op: OperationId;
  queue: QueuedPhotoDraft[];
}

/** A batch's photo as the draft keeps it: everything but its file. */
export interface QueuedPhotoDraft {
  id: string;
  name: string;
  status: 'waiting' | 'running' | 'done' | 'failed';
  error?: string;
}

export const IMAGE_DRAFT_KEY = 'prism.image.draft';

const size = (value: unknown) => value === null || (typeof value === 'number' && value > 0);

function isSource(value: unknown): value is SourceImage {
  const s = value as SourceImage;
  return typeof s?.url === 'string' && typeof s.preview === 'string' && typeof s.name === 'string' && size(s.width) && size(s.height);
}

const STATUSES: readonly string[] = ['waiting', 'running', 'done', 'failed'] satisfies QueuedPhotoDraft['status'][];

function isQueuedPhoto(value: unknown): value is QueuedPhotoDraft {
  const p = value as QueuedPhotoDraft;
  return typeof p?.id === 'string' && typeof p.name === 'string' && STATUSES.includes(p.status) && (p.error === undefined || typeof p.error === 'string');
}

/** A saved draft, checked: an unknown operation, a damaged photo or a damaged queued photo is dropped. */
export function parseImageDraft(value: unknown): ImageDraft | null {
  const raw = value as { source?: unknown; op?: unknown; queue?: unknown } | null;
  const op = OPERATIONS.find((o) => o.id === raw?.op)?.id;
  if (!raw || !op) return null;
  return { source: isSource(raw.source) ? raw.source : null, op, queue: Array.isArray(raw.queue) ? raw.queue.filter(isQueuedPhoto) : [] };
}
