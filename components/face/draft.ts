import type { PickedMedia } from '@/components/ui/file-drop';
import type { FaceResult } from './results';

/**
 * The face studio's work in this tab (useTabDraft): the portrait and the results made from
 * it, whose images live on the server. A reload once lost both.
 */
export interface FaceDraft {
  photo: PickedMedia | null;
  results: FaceResult[];
}

export const FACE_DRAFT_KEY = 'prism.face.draft';

const text = (value: unknown): value is string => typeof value === 'string';

function isPhoto(value: unknown): value is PickedMedia {
  const photo = value as PickedMedia;
  return text(photo?.url) && text(photo.preview) && text(photo.name);
}

function isResult(value: unknown): value is FaceResult {
  const r = value as FaceResult;
  return text(r?.id) && text(r.title) && text(r.before) && text(r.after) && text(r.downloadName) && typeof r.seconds === 'number' && (r.detail === undefined || text(r.detail));
}

/** A saved draft, checked: a damaged photo or result is dropped. */
export function parseFaceDraft(value: unknown): FaceDraft | null {
  const raw = value as { photo?: unknown; results?: unknown } | null;
  if (!raw || typeof raw !== 'object') return null;
  return { photo: isPhoto(raw.photo) ? raw.photo : null, results: Array.isArray(raw.results) ? raw.results.filter(isResult) : [] };
}
