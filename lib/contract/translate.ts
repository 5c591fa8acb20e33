import { z } from 'zod';
import { engineField, languageCode, lengthBetween } from './rules';
import { hasLetters, NO_LETTERS_RULE, TRANSLATE_PAGE_TEXT_MAX, TRANSLATE_TEXT_MIN, TRANSLATE_TEXT_MAX } from './limits/translate';
export * from './limits/translate';

const translatableText = lengthBetween(TRANSLATE_TEXT_MIN, TRANSLATE_TEXT_MAX);

// Decision (spec: "allowed language values: not shown"): codes are ISO 639-1 where one
// exists, else ISO 639-3; which pairs work is up to the provider and is listed by
// GET /translate/languages. An unsupported pair is a 400 that lists the supported ones.
const CODES = 'ISO 639-1 where one exists (en, es, pt), else ISO 639-3 (ast, frp), optionally with a region (pt-BR)';

// Decision (spec: detect's failure case "not shown"): text without a letter gives detection
// nothing to go on, so with source_lang auto it is a 400 naming text, in every mode, before
// any engine or the hosted service is asked. With a language chosen it goes as it is.
const detectableText = <T extends z.ZodObject<{ text: z.ZodString; source_lang: z.ZodDefault<z.ZodType<string>> }>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    if (value.source_lang === 'auto' && !hasLetters(value.text)) ctx.addIssue({ code: 'custom', path: ['text'], message: NO_LETTERS_RULE, input: value.text });
  });

const predictFields = z.object({
  text: translatableText.describe('The text to translate; line breaks and simple markup (tags, entities) are kept.'),
  target_lang: languageCode.describe(`The language to translate into: ${CODES}. GET /translate/languages lists the pairs that work.`),
  source_lang: z
    .union([z.literal('auto'), languageCode])
    .default('auto')
    .describe(`The language of the text (${CODES}), or auto to detect it first.`),
});

export const predictRequest = detectableText(predictFields);

/** The translator page's form: the same fields and rules, with text up to TRANSLATE_PAGE_TEXT_MAX (sent in parts). */
export const pageTranslateRequest = detectableText(predictFields.extend({ text: lengthBetween(TRANSLATE_TEXT_MIN, TRANSLATE_PAGE_TEXT_MAX) }));

export const predictResult = z.looseObject({
  text: z.string().describe('The translated text.'),
  lang: z.string().describe('The source language: the detected one when source_lang was auto.'),
  path: z
    .array(z.string())
    .optional()
    .describe('Extension: the languages the text went through, source first, when it was translated through pivots (en, es, pt).'),
  engine: engineField('translated'),
});

export const detectRequest = z.object({ text: translatableText.describe('The text whose language to name; markup, links and addresses are ignored.') });

// Decision (spec: detect's failure case "not shown"): text with no letters to go on (digits,
// symbols) is not an error of the caller's making: 200 with lang "und" (ISO 639-2 for
// undetermined: UNDETERMINED_LANGUAGE). Translating such text with source_lang auto is a 400 naming text (above).
export const detectResult = z.looseObject({
  lang: z.string().describe('The detected language, ISO 639-1 where it exists; "und" when the text gives nothing to go on.'),
});

/** Extension: what the translator can do, so pickers never offer a pair that fails. */
export const languagesRequest = z.object({});
export const languagesResult = z.looseObject({
  languages: z.array(
    z.object({
      code: z.string().describe(CODES),
      name: z.string().describe('English name of the language.'),
      targets: z.array(z.string()).describe('Languages this one can be translated into, directly or through a pivot.'),
    }),
  ),
  detectable: z.array(z.string()).describe('Languages the detector can name.'),
});
