import { LANGUAGE_CODE } from '@/lib/contract/limits/translate';
import { parseOpenedFile, type OpenedFile } from './opened-file';
import type { SharedTranslation } from './share-link';
import type { Shown } from './translation-card';
import type { LongPartial } from './use-long-translation';

/**
 * The translator's work in this tab (useTabDraft): the text, both languages and the
 * translation on screen. A reload once emptied the page, and reloading a share link the user
 * had since edited put the link's text back and translated it again.
 */
export interface TranslateDraft {
  text: string;
  source_lang: string;
  target_lang: string;
  shown: Shown | null;
  /** The share link this tab opened (linkKey), so its reload keeps the edits; another link opens. */
  link: string | null;
  /** A long text's translation stopped, failed or cut by the reload, to go on from its next part. */
  partial: LongPartial | null;
  /** The file the text was opened from, which the translation is saved as. */
  file: OpenedFile | null;
}

export const TRANSLATE_DRAFT_KEY = 'prism.translate.draft';

/** One share link's identity: its text and languages, as opened. */
export const linkKey = (shared: Partial<SharedTranslation>): string | null =>
  shared.text ? JSON.stringify([shared.text, shared.source ?? null, shared.target ?? null]) : null;

const isCode = (value: unknown): value is string => typeof value === 'string' && LANGUAGE_CODE.test(value);
const isSource = (value: unknown, auto: string): value is string => value === auto || isCode(value);

function parseShown(value: unknown, auto: string): Shown | null {
  const raw = value as Partial<Shown> | null;
  if (typeof raw?.text !== 'string' || !isCode(raw.lang) || !isSource(raw.source, auto)) return null;
  const shown: Shown = { text: raw.text, lang: raw.lang, source: raw.source };
  if (Array.isArray(raw.path) && raw.path.every(isCode)) shown.path = raw.path;
  if (typeof raw.engine === 'string') shown.engine = raw.engine;
  return shown;
}

/**
 * A saved draft, checked: languages must be codes (the source may be `auto`), a damaged
 * translation is dropped and the text kept. The text is kept as typed, over the limit too:
 * the page says so, as it did before the reload.
 */
export function parseTranslateDraft(value: unknown, auto: string): TranslateDraft | null {
  const raw = value as Partial<TranslateDraft> | null;
  if (typeof raw?.text !== 'string' || !isSource(raw.source_lang, auto) || !isCode(raw.target_lang)) return null;
  return {
    text: raw.text,
    source_lang: raw.source_lang,
    target_lang: raw.target_lang,
    shown: parseShown(raw.shown, auto),
    link: typeof raw.link === 'string' ? raw.link : null,
    partial: parsePartial(raw.partial, auto),
    file: parseOpenedFile(raw.file),
  };
}

function parsePartial(value: unknown, auto: string): LongPartial | null {
  const raw = value as Partial<LongPartial> | null;
  const values = raw?.values;
  if (typeof values?.text !== 'string' || !isSource(values.source_lang, auto) || !isCode(values.target_lang)) return null;
  if (!Array.isArray(raw!.translated) || !raw!.translated.every((t) => typeof t === 'string') || !isCode(raw!.lang) || !isSource(raw!.source, auto)) return null;
  const partial: LongPartial = { values: { text: values.text, source_lang: values.source_lang, target_lang: values.target_lang }, translated: raw!.translated, lang: raw!.lang, source: raw!.source };
  if (Array.isArray(raw!.path) && raw!.path.every(isCode)) partial.path = raw!.path;
  if (typeof raw!.engine === 'string') partial.engine = raw!.engine;
  return partial;
}
