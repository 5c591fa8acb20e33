import { defineEndpoint } from '../define';
import { translateRoutes } from '../routes/translate';
import * as translate from '../translate';
import { longText } from './samples';

/** The translate endpoints: method and path (routes/translate.ts), schemas (translate.ts) and examples of each operation. */
export const translateEndpoints = {
  predict: defineEndpoint({
    ...translateRoutes.predict,
    errors: ['job_failed'],
    summary: 'Translate a text',
    request: translate.predictRequest,
    response: translate.predictResult,
    examples: {
      valid: [
        { text: 'Where is the train station?', target_lang: 'es' },
        { text: 'Bonjour tout le monde', target_lang: 'en', source_lang: 'fr' },
      ],
      invalid: [
        { input: { text: 'hi', target_lang: 'es' }, field: 'text' },
        { input: { text: longText, target_lang: 'es' }, field: 'text' },
        { input: { text: 'Hello there' }, field: 'target_lang' },
        { input: { text: 'Hello there', target_lang: 'Spanish!' }, field: 'target_lang' },
        { input: { text: 42, target_lang: 'es' }, field: 'text' },
        { input: { text: '2024 — 2025', target_lang: 'es' }, field: 'text' },
      ],
    },
  }),
  detect: defineEndpoint({
    ...translateRoutes.detect,
    summary: 'Detect the language of a text',
    request: translate.detectRequest,
    response: translate.detectResult,
    examples: {
      valid: [{ text: 'Where is the train station?' }],
      invalid: [
        { input: { text: 'hi' }, field: 'text' },
        { input: {}, field: 'text' },
        { input: { text: longText }, field: 'text' },
      ],
    },
  }),
  languages: defineEndpoint({
    ...translateRoutes.languages,
    summary: 'List the languages and the targets each can reach',
    extension: true,
    request: translate.languagesRequest,
    response: translate.languagesResult,
    examples: { valid: [{}], invalid: [] },
  }),
} as const;
