import { defineEndpoint } from '../define';
import { ttsRoutes } from '../routes/tts';
import * as tts from '../tts';
import { sampleQuery } from './samples';

/** The tts endpoints: method and path (routes/tts.ts), schemas (tts.ts) and examples of each operation. */
export const ttsEndpoints = {
  audio_query: defineEndpoint({
    ...ttsRoutes.audio_query,
    summary: 'Create the audio query of a text for a speaker',
    request: tts.audioQueryRequest,
    response: tts.audioQuery,
    examples: {
      valid: [{ text: 'こんにちは', speaker: 0 }],
      invalid: [
        { input: { text: '', speaker: 0 }, field: 'text' },
        { input: { text: 'hello', speaker: -1 }, field: 'speaker' },
        { input: { text: 'hello' }, field: 'speaker' },
      ],
    },
  }),
  synthesis: defineEndpoint({
    ...ttsRoutes.synthesis,
    summary: 'Synthesize a WAV from an audio query',
    request: tts.synthesisRequest,
    response: tts.synthesisResult,
    examples: {
      valid: [{ speaker: 0, input: sampleQuery }],
      invalid: [
        { input: { speaker: 0 }, field: 'input' },
        { input: { speaker: 0, input: { ...sampleQuery, speedScale: 3 } }, field: 'input.speedScale' },
        { input: { speaker: 0, input: { ...sampleQuery, outputSamplingRate: 12345 } }, field: 'input.outputSamplingRate' },
        { input: { speaker: 0, input: { ...sampleQuery, pauseLengthScale: 3 } }, field: 'input.pauseLengthScale' },
        { input: { speaker: 0, input: { accent_phrases: [{ ...sampleQuery.accent_phrases[0], accent: 2 }] } }, field: 'input.accent_phrases.0.accent' },
      ],
    },
  }),
  multi_synthesis: defineEndpoint({
    ...ttsRoutes.multi_synthesis,
    summary: 'Synthesize several audio queries: one WAV each, then one joined WAV',
    request: tts.multiSynthesisRequest,
    response: tts.synthesisResult,
    examples: {
      valid: [{ speaker: 0, input: [sampleQuery, sampleQuery] }],
      invalid: [
        { input: { speaker: 0, input: [] }, field: 'input' },
        { input: { speaker: 0, input: sampleQuery }, field: 'input' },
      ],
    },
  }),
  mora_data: defineEndpoint({
    ...ttsRoutes.mora_data,
    summary: 'The voice\'s lengths and pitches for accent phrases as they are now (after an accent edit)',
    extension: true,
    request: tts.moraDataRequest,
    response: tts.moraDataResult,
    examples: {
      valid: [{ speaker: 0, accent_phrases: sampleQuery.accent_phrases }],
      invalid: [
        { input: { speaker: 0 }, field: 'accent_phrases' },
        { input: { speaker: 0, accent_phrases: [{ ...sampleQuery.accent_phrases[0], accent: 2 }] }, field: 'accent_phrases.0.accent' },
      ],
    },
  }),
  speakers: defineEndpoint({
    ...ttsRoutes.speakers,
    summary: 'The voices and their style ids',
    extension: true,
    request: tts.speakersRequest,
    response: tts.speakersResult,
    examples: { valid: [{}], invalid: [] },
  }),
} as const;
