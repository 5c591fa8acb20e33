import { z } from 'zod';
import { languageCode, lengthBetween } from './rules';

/** Text accepted by both translation endpoints (spec: length 3 to 1500). */
export const TRANSLATE_TEXT_MIN = 3;
export const TRANSLATE_TEXT_MAX = 1500;
const translatableText = lengthBetween(TRANSLATE_TEXT_MIN, TRANSLATE_TEXT_MAX);

// Decision (spec: "allowed language values: not shown"): codes are ISO 639-1 where one
// exists, else ISO 639-3; which pairs work is up to the provider and is listed by
// GET /translate/languages. An unsupported pair is a 400 that lists the supported ones.
export const predictRequest = z.object({
  text: translatableText,
  target_lang: languageCode,
  source_lang: z.union([z.literal('auto'), languageCode]).default('auto'),
});

export const predictResult = z.looseObject({
  text: z.string().describe('The translated text.'),
  lang: z.string().describe('The source language: the detected one when source_lang was auto.'),
  path: z
    .array(z.string())
    .optional()
    .describe('Extension: the languages the text went through, source first, when it was translated through pivots (en, es, pt).'),
});

export const detectRequest = z.object({ text: translatableText });

// Decision (spec: detect's failure case "not shown"): text with no letters to go on (digits,
// symbols) is not an error of the caller's making: 200 with lang "und" (ISO 639-2 for
// undetermined). Translating such text with source_lang auto is a 400 naming text.
export const detectResult = z.looseObject({
  lang: z.string().describe('The detected language, ISO 639-1 where it exists; "und" when the text gives nothing to go on.'),
});

/** Extension: what the translator can do, so pickers never offer a pair that fails. */
export const languagesRequest = z.object({});
export const languagesResult = z.looseObject({
  languages: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      targets: z.array(z.string()).describe('Languages this one can be translated into, directly or through a pivot.'),
    }),
  ),
  detectable: z.array(z.string()).describe('Languages the detector can name.'),
});
