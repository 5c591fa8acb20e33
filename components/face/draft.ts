import type { PickedMedia } from '@/components/ui/file-drop';
import { NUM_IMAGE_MAX } from '@/lib/contract/limits/face';
import type { FaceResult } from './results';

/**
 * The face studio's work in this tab (useTabDraft): the portrait and the results made from
 * it, whose images live on the server. A reload once lost both.
 */
export interface FaceDraft {
  photo: PickedMedia | null;
  results: FaceResult[];
  /** What was chosen and typed for the next run (absent in a draft kept before these were). */
  choices?: FaceChoices;
}

export type FaceMode = 'style' | 'age' | 'makeup';
export const FACE_MODES: readonly FaceMode[] = ['style', 'age', 'makeup'];

/** The tab, the style with its prompt and variations, the age step and the makeup reference. */
export interface FaceChoices {
  mode: FaceMode;
  styleId: string | null;
  prompt: string;
  numImage: number;
  ageIndex: number | null;
  reference: string | null;
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

/** A saved draft, checked: a damaged photo or result is dropped, and damaged choices. */
export function parseFaceDraft(value: unknown): FaceDraft | null {
  const raw = value as { photo?: unknown; results?: unknown; choices?: unknown } | null;
  if (!raw || typeof raw !== 'object') return null;
  const draft: FaceDraft = { photo: isPhoto(raw.photo) ? raw.photo : null, results: Array.isArray(raw.results) ? raw.results.filter(isResult) : [] };
  const choices = parseChoices(raw.choices);
  return choices ? { ...draft, choices } : draft;
}

const textOrNull = (value: unknown): value is string | null => value === null || text(value);
const step = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function parseChoices(value: unknown): FaceChoices | null {
  const c = value as Partial<FaceChoices> | null;
  if (!c || typeof c !== 'object' || !FACE_MODES.includes(c.mode as FaceMode)) return null;
  if (!textOrNull(c.styleId) || !text(c.prompt) || !(step(c.numImage) && c.numImage >= 1 && c.numImage <= NUM_IMAGE_MAX)) return null;
  if (!(c.ageIndex === null || step(c.ageIndex)) || !textOrNull(c.reference)) return null;
  return { mode: c.mode as FaceMode, styleId: c.styleId, prompt: c.prompt, numImage: c.numImage, ageIndex: c.ageIndex, reference: c.reference };
}
