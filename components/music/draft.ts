import { MUSIC_MODELS } from '@/lib/contract/limits/music';

/**
 * What the composer's forms hold, kept per tab (useTabDraft): lyrics take a while to write,
 * and a reload, or a look at the other mode's tab (which unmounts the form), once lost them.
 * Checked on the way back in; the contract still judges them when sent.
 */
export const SIMPLE_DRAFT_KEY = 'prism.music.simple';
export const CUSTOM_DRAFT_KEY = 'prism.music.custom';
export const MODE_DRAFT_KEY = 'prism.music.mode';

type Model = (typeof MUSIC_MODELS)[number];
export interface SimpleDraft {
  prompt: string;
  instrumental: boolean;
  model: Model;
}
export interface CustomDraft extends SimpleDraft {
  title: string;
  tags: string;
  negative_tags: string;
}

const isModel = (value: unknown): value is Model => (MUSIC_MODELS as readonly unknown[]).includes(value);

export function parseSimpleDraft(value: unknown): SimpleDraft | null {
  const raw = value as Partial<SimpleDraft> | null;
  if (typeof raw?.prompt !== 'string' || typeof raw.instrumental !== 'boolean' || !isModel(raw.model)) return null;
  return { prompt: raw.prompt, instrumental: raw.instrumental, model: raw.model };
}

export function parseCustomDraft(value: unknown): CustomDraft | null {
  const simple = parseSimpleDraft(value);
  const raw = value as Partial<CustomDraft>;
  if (!simple || typeof raw.title !== 'string' || typeof raw.tags !== 'string' || typeof raw.negative_tags !== 'string') return null;
  return { ...simple, title: raw.title, tags: raw.tags, negative_tags: raw.negative_tags };
}

export const parseMode = (value: unknown): 'simple' | 'custom' | null => (value === 'simple' || value === 'custom' ? value : null);
