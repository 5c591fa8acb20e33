import { z } from 'zod';
import { LANGUAGE_CODE } from './limits/translate';
import { grouped } from './limits/figures';

/**
 * Building blocks shared by several capability schemas. Each rule carries the message a
 * caller sees in a 400 envelope (prefixed with the field path), so the API, the forms and
 * the docs all speak the same sentence.
 */

export const lengthBetween = (min: number, max: number) =>
  z
    .string({ error: 'must be a string' })
    .min(min, `must be ${grouped(min)} to ${grouped(max)} characters`)
    .max(max, `must be ${grouped(min)} to ${grouped(max)} characters`);

/**
 * Characters a name shown in lists and printed by the CLI must not carry: C0 and C1 controls
 * (a terminal acts on ESC sequences) and the bidirectional overrides and isolates that
 * make text display in another order than it is stored ("\u202egpj.exe" shows as "exe.jpg").
 */
// Not the plain direction marks (U+200E/F, U+061C): people writing Hebrew or Arabic type them
// in ordinary names, and they cannot reorder a run of text the way an override does.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** A name with its unprintable characters taken out (a download's file name). */
export const withoutUnprintable = (name: string): string => name.replace(new RegExp(UNPRINTABLE.source, 'g'), '');

/**
 * A name as a terminal may print it: its unprintable characters as \u escapes. For names
 * stored before displayName refused them.
 */
export const printableName = (name: string): string =>
  name.replace(new RegExp(UNPRINTABLE.source, 'g'), (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * What a database cannot keep as sent: PostgreSQL refuses a NUL in a text column (the insert
 * fails), and an unpaired surrogate (half an emoji, from a JSON "\ud83d" escape) has no UTF-8
 * form, so SQLite and PostgreSQL would store other characters than the caller sent.
 */
const UNSTORABLE = /\u0000|\p{Surrogate}/u;
const UNSTORABLE_RULE = 'must not contain NUL (\\u0000) or unpaired surrogate characters';

/** Free text the server stores (a song's title and lyrics): anything but what cannot be stored. */
export const storableText = <T extends z.ZodString>(schema: T) => schema.refine((value) => !UNSTORABLE.test(value), UNSTORABLE_RULE);

/** A name or label a person gives and others read: printable, and not only spaces. */
export const displayName = (min: number, max: number) =>
  // abort: a NUL is a control character; one message for it is enough.
  storableText(lengthBetween(min, max).refine((value) => !UNPRINTABLE.test(value), { error: 'must not contain control or text-direction characters', abort: true }))
    .refine((value) => value === '' || value.trim() !== '', 'must not be only spaces');

export const numberBetween = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .min(min, `must be between ${grouped(min)} and ${grouped(max)}`)
    .max(max, `must be between ${grouped(min)} and ${grouped(max)}`);

export const intBetween = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be between ${grouped(min)} and ${grouped(max)}`)
    .max(max, `must be between ${grouped(min)} and ${grouped(max)}`);

/** Longest URL we accept; data: URLs are the exception and are capped by the body size. */
export const MAX_URL_LENGTH = 4096;
/** Largest JSON request body, sized so a data: URL of a 15 MB image fits. */
export const MAX_JSON_BODY_BYTES = 21 * 1024 * 1024;

const URL_RULE = 'must be an http(s) URL, a data: URL or a /api/files/ path';

/**
 * A media URL given by the caller: http(s), data:, or one of this app's own file URLs
 * (`/api/files/<id>`), which the server reads from its store without a network call.
 * Whether the address is safe to fetch is decided later, after DNS resolution.
 */
export const mediaUrl = z
  .string({ error: 'must be a string' })
  .min(1, URL_RULE)
  .refine((value) => {
    if (value.startsWith('data:')) return /^data:[\w.+-]+\/[\w.+-]+(;[\w-]+=[\w.-]+)*(;base64)?,/.test(value);
    if (value.length > MAX_URL_LENGTH) return false;
    if (value.startsWith('/api/files/')) return true;
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, URL_RULE);

/** A web page address (social download): http(s) only. */
export const webUrl = z
  .string({ error: 'must be a string' })
  .max(MAX_URL_LENGTH, `must be at most ${grouped(MAX_URL_LENGTH)} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL');

/** Language codes (LANGUAGE_CODE): one code system everywhere. */
export const languageCode = z
  .string({ error: 'must be a string' })
  // Language tags ignore case (BCP 47): ES and pt-br are es and pt-BR, written as everywhere else.
  .overwrite(canonicalLanguageTag)
  .regex(LANGUAGE_CODE, 'must be a language code such as en, es or pt-BR');

/** The conventional case of a language tag: language lower, script Title, region upper. */
function canonicalLanguageTag(tag: string): string {
  const [language = '', ...subtags] = tag.split('-');
  return [
    language.toLowerCase(),
    ...subtags.map((subtag) => (subtag.length === 4 ? subtag[0]!.toUpperCase() + subtag.slice(1).toLowerCase() : subtag.length === 2 ? subtag.toUpperCase() : subtag)),
  ].join('-');
}

/** Server-generated record and file ids. */
export const idString = z
  .string({ error: 'must be a string' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id of letters, digits, _ or -');

export const booleanFlag = (fallback: boolean) => z.boolean({ error: 'must be true or false' }).default(fallback);

/**
 * Extension: which engine made a result, as results carry it (and the Prism-Engine header
 * repeats it): "built-in", or "model:<id>" for a model installed through the model manager,
 * joined by "+" when several took part in order.
 */
export const engineField = (verb: string) =>
  z
    .string()
    .optional()
    .describe(`Extension: which engine ${verb}: "built-in", or "model:<id>" for a model installed through the model manager ("+" joins several, in order).`);

export const isoDateTime = z.string().describe('ISO 8601 date-time');
